import { COUNTRY_CODE, TIME_ZONE } from './constants';
import { istClock, istDateTime } from './dates';
import type { Locale } from './i18n/locales';
import { formatIndianNumber } from './indianNumber';

export { formatIndianNumber };

// A browser's first use of Intl loads its locale data, 20-40 ms on this machine's Chromium
// (4x that on Lighthouse's phone), so nothing here builds a formatter when the module loads, and the
// numbers every landing page shows (prices, guest counts) are grouped without Intl at all.
let dateFormat: Intl.DateTimeFormat | undefined;
const dates = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }));

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

/** A customer's date value as an instant: an IST calendar date 'yyyy-MM-dd' is that day's IST midnight. */
const instantOf = (value: string | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? istDateTime(value) : new Date(value);

// Hindi calendar words, as CLDR's hi locale writes them. Written out rather than asked of Intl: a phone's ICU and
// the server's can differ ("दिस॰" in short months), and the server HTML must hydrate unchanged.
const HINDI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'];
const HINDI_WEEKDAYS = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function hindiDate(instant: Date, withYear: boolean): string {
  const { date } = istClock(instant);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${HINDI_MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
}

/**
 * A date for customers, in IST: "5 Mar 2026" (Hindi: "5 मार्च 2026").
 * @param value an IST calendar date ('yyyy-MM-dd', read as that day), or a Date or any other string
 *   `new Date` reads as an instant, shown as its IST date.
 * @throws RangeError for an invalid instant or a 'yyyy-MM-dd' day that does not exist (2026-02-30).
 */
export function formatDate(value: string | Date, locale: Locale = 'en'): string {
  const instant = instantOf(value);
  if (locale === 'hi') return hindiDate(instant, true);
  return dates().format(instant);
}

/**
 * A date with its weekday and without the year, in IST: "Sat, 12 Dec" (Hindi: "शनि, 12 दिसंबर"); the same
 * values as `formatDate`.
 * @throws RangeError as `formatDate`.
 */
export function formatWeekdayDate(value: string | Date, locale: Locale = 'en'): string {
  const instant = instantOf(value);
  const { date, weekday } = istClock(instant);
  if (locale === 'hi') return `${HINDI_WEEKDAYS[weekday]}, ${hindiDate(instant, false)}`;
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${ENGLISH_WEEKDAYS[weekday]}, ${day} ${ENGLISH_MONTHS[month - 1]}`;
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
 * Hindi's part of the day for an IST minute of the day (CLDR hi: सुबह 4-12, दोपहर 12-16, शाम 16-20, रात 20-4).
 */
function hindiDayPeriod(minute: number): string {
  const hour = Math.floor(minute / 60);
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/** An IST minute of the day as Hindi speakers say a time: "शाम 7 बजे", "सुबह 10:30 बजे". */
export function hindiClock(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = minuteOfDay % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${hindiDayPeriod(minuteOfDay)} ${twelve}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} बजे`;
}

/**
 * The IST clock time of an instant for customers: "7:45 PM" (Hindi: "शाम 7:45 बजे").
 * @throws RangeError for an invalid instant.
 */
export function formatTime(value: string | Date, locale: Locale = 'en'): string {
  const instant = new Date(value);
  if (locale === 'hi') return hindiClock(istClock(instant).minute);
  return clockText(times().formatToParts(instant));
}

/**
 * The IST date and time of an instant for customers: "5 Mar 2026, 7:45 PM" (Hindi: "5 मार्च 2026, शाम 7:45 बजे").
 * @throws RangeError for an invalid instant.
 */
export function formatDateTime(value: string | Date, locale: Locale = 'en'): string {
  const instant = new Date(value);
  return `${formatDate(instant, locale)}, ${formatTime(instant, locale)}`;
}
