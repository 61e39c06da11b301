import { formatIndianNumber } from '../indianNumber';

/**
 * Whole-rupee arithmetic every bill and the advance share (pure code, no I/O). Integers only, so a bill never
 * carries a fraction of a rupee or floating-point noise.
 */

export const PERCENT_WHOLE = 100;

/** Whether `value` is a whole number of rupees (or units) from 0 up. */
export function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

/** Whole rupees nearest to numerator / denominator (positive denominator), halves rounded up, in integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Whole rupees as a bill label writes them, Indian digit grouping: 12500 -> "₹12,500" (as lib/format's formatRupees). */
export function rupees(amount: number): string {
  return `₹${formatIndianNumber(amount)}`;
}
