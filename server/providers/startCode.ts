/**
 * Start codes (issue 22 "Partner app"): a provider starts a job with a 4-digit code the customer sees on their
 * order page from 2 hours before the slot. One random code per assignment, stored with the order.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { START_CODE_LENGTH } from '../../lib/contracts/partner';

/** A random start code: 4 decimal digits from a CSPRNG, leading zeros kept ("0427"). */
export function generateStartCode(): string {
  return String(randomInt(0, 10 ** START_CODE_LENGTH)).padStart(START_CODE_LENGTH, '0');
}

/** Whether `given` is the order's code, compared in constant time (false when the order has none or the lengths differ). */
export function startCodeMatches(given: string, expected: string | null): boolean {
  if (!expected || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
