import { COUNTRY_CODE, TIME_ZONE } from './constants';
import { istDateTime } from './dates';

// A browser's first use of Intl loads its locale data, 20-40 ms on this machine's Chromium
// (4x that on Lighthouse's phone), so nothing here builds a formatter when the module loads, and the
// numbers every landing page shows (prices, guest counts) are grouped without Intl at all.
let dateFormat: Intl.DateTimeFormat | undefined;
const dates = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }));

/**
 * A number rounded to a whole one (halves away from zero) with Indian digit grouping, as en-IN's Intl
 * writes it: 1234567 -> "12,34,567", -1225 -> "-1,225". Zero is never signed. Numbers beyond
 * Number.MAX_SAFE_INTEGER, NaN and infinities go through Intl.
 */
export function formatIndianNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);
  const digits = String(whole);
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** Paise as rupees with paise and Indian grouping: 123450 -> "₹1,234.50", -101 -> "-₹1.01". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}₹${formatIndianNumber(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * An Indian mobile number as the account shows it: the 10 stored digits (a leading 0, 91 or +91 is
 * dropped, whatever separators were typed) as `+91 98765 43210`. Anything that is not 10 digits then is returned
 * as given, never with a made-up prefix (the original's "contains 91" rule hid the prefix of 9891… numbers).
 */
export function formatIndianPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  if (national.length !== 10) return phone;
  return `${COUNTRY_CODE} ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** Whole rupees as Indian currency text, as en-IN's Intl writes INR: 12500 -> "₹12,500", -3312 -> "-₹3,312". */
export function formatRupees(amount: number): string {
  const text = formatIndianNumber(amount);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/**
 * A date for customers, in IST: "5 Mar 2026".
 * @param value an IST calendar date ('yyyy-MM-dd', read as that day), or a Date or any other string
 *   `new Date` reads as an instant, shown as its IST date.
 * @throws RangeError for an invalid instant or a 'yyyy-MM-dd' day that does not exist (2026-02-30).
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? istDateTime(value) : new Date(value);
  return dates().format(date);
}

let timeFormat: Intl.DateTimeFormat | undefined;
const times = () =>
  (timeFormat ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE }));

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
  return clockText(times().formatToParts(new Date(value)));
}

/**
 * The IST date and time of an instant for customers: "5 Mar 2026, 7:45 PM".
 * @throws RangeError for an invalid instant.
 */
export function formatDateTime(value: string | Date): string {
  const instant = new Date(value);
  return `${dates().format(instant)}, ${formatTime(instant)}`;
}
