import { TIME_ZONE } from './constants';
import { istDateTime } from './dates';

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/** Whole rupees as Indian currency text: 12500 -> "₹12,500". */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount);
}

/**
 * A date for customers, in IST: "5 Mar 2026".
 * @param value an IST calendar date ('yyyy-MM-dd', read as that day), or a Date or any other string
 *   `new Date` reads as an instant, shown as its IST date.
 * @throws RangeError for an invalid instant or a 'yyyy-MM-dd' day that does not exist (2026-02-30).
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? istDateTime(value) : new Date(value);
  return dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE });

/** en-IN's "7:45\u202fpm" as the site writes it: "7:45 PM" (upper-case day period, a plain space). */
const clockText = (parts: Intl.DateTimeFormatPart[]) =>
  parts
    .map((part) =>
      part.type === 'dayPeriod' ? part.value.toUpperCase() : part.type === 'literal' ? part.value.replace(/\s/g, ' ') : part.value,
    )
    .join('');

/**
 * The IST clock time of an instant for customers: "7:45 PM".
 * @throws RangeError for an invalid instant.
 */
export function formatTime(value: string | Date): string {
  return clockText(timeFormat.formatToParts(new Date(value)));
}

/**
 * The IST date and time of an instant for customers: "5 Mar 2026, 7:45 PM".
 * @throws RangeError for an invalid instant.
 */
export function formatDateTime(value: string | Date): string {
  const instant = new Date(value);
  return `${dateFormat.format(instant)}, ${formatTime(instant)}`;
}
