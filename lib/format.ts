import { TIME_ZONE } from './constants';

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/** Whole rupees as Indian currency text: 12500 -> "₹12,500". */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount);
}

/**
 * A date for customers, in IST: "5 Mar 2026".
 * @param value an ISO date (yyyy-mm-dd, read as that calendar day) or a Date/instant.
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return dateFormat.format(date);
}
