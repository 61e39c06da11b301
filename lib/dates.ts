/**
 * IST (Asia/Kolkata) calendar dates, the one place that turns instants into IST dates and back.
 * Pure code, no I/O. A date is an IST calendar date written 'yyyy-MM-dd'; an instant is a Date.
 * The arithmetic is date-fns on @date-fns/tz dates in IST, so the host's time zone never matters.
 */
// TZDateMini from its own entry point: browser pages import this file, and the package's index (TZDate's
// formatters, tzScan, tzName) would add about 0.3 kB compressed that nothing here uses.
import { TZDateMini } from '@date-fns/tz/date/mini';
import { addDays, formatISO, isExists } from 'date-fns';
import { TIME_ZONE } from './constants';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOURS_PER_DAY = 24;

/**
 * IST calendar date ('yyyy-MM-dd') of an instant: 2026-11-21T18:30:00Z -> '2026-11-22'.
 * Throws RangeError for an invalid Date.
 */
export function istDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('istDate needs a valid Date');
  return formatISO(new TZDateMini(+instant, TIME_ZONE), { representation: 'date' });
}

/**
 * Instant at `hour`:00 IST on an IST date: ('2026-11-22', 7) -> 2026-11-22T01:30:00Z.
 * @param date an IST calendar date, 'yyyy-MM-dd'.
 * @param hour whole hour of the IST day, 0 to 23; midnight by default.
 * @throws RangeError for a malformed or non-existent date (2026-02-30) or an hour outside 0..23.
 */
export function istDateTime(date: string, hour = 0): Date {
  const [, year, month, day] = DATE_PATTERN.exec(date)?.map(Number) ?? [];
  // Dates roll over (2026-02-30 would become 2 March), so the fields must name a real day.
  if (year === undefined || month === undefined || day === undefined || !isExists(year, month - 1, day)) {
    throw new RangeError(`expected an IST date as yyyy-MM-dd, got "${date}"`);
  }
  if (!Number.isInteger(hour) || hour < 0 || hour >= HOURS_PER_DAY) {
    throw new RangeError(`expected a whole hour from 0 to 23, got ${hour}`);
  }
  return new Date(+new TZDateMini(year, month - 1, day, hour, TIME_ZONE));
}

/**
 * The IST date `days` calendar days after `date` (before it when negative):
 * ('2026-12-31', 1) -> '2027-01-01'. Both dates 'yyyy-MM-dd'; `days` a whole number.
 * @throws RangeError for a malformed or non-existent date, or a `days` that is not finite.
 */
export function addIstDays(date: string, days: number): string {
  // date-fns keeps the TZDateMini (and so IST) through the arithmetic
  return istDate(addDays(new TZDateMini(+istDateTime(date), TIME_ZONE), days));
}

const MINUTES_PER_DAY = HOURS_PER_DAY * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;
const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/**
 * IST is UTC+05:30 all year (no daylight saving since 1945), so the wall clock of the capacity checks, asked
 * thousands of times for one page of slots, is plain arithmetic here instead of a time-zone conversion each time.
 */
const IST_OFFSET_MS = 330 * MS_PER_MINUTE;
/** 1 January 1970 was a Thursday. */
const EPOCH_WEEKDAY = 4;

/** An instant as an IST wall clock reads it. */
export interface IstClock {
  /** IST date 'yyyy-MM-dd'. */
  date: string;
  /** Day of the week, 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since IST midnight, 0 to 1439. */
  minute: number;
}

/** The IST date, weekday and minute of the day of an instant. Throws RangeError for an invalid Date. */
export function istClock(instant: Date): IstClock {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('istClock needs a valid Date');
  const wall = time + IST_OFFSET_MS;
  const day = Math.floor(wall / MS_PER_DAY);
  return {
    date: new Date(day * MS_PER_DAY).toISOString().slice(0, 10),
    weekday: (((day + EPOCH_WEEKDAY) % 7) + 7) % 7,
    minute: Math.floor((wall - day * MS_PER_DAY) / MS_PER_MINUTE),
  };
}

/**
 * The instant `minute` minutes after IST midnight of `date` ('yyyy-MM-dd'); 1440 is the next midnight ("24:00").
 * @throws RangeError for a malformed or non-existent date, or a minute outside 0..1440.
 */
export function istMinuteInstant(date: string, minute: number): Date {
  if (!Number.isInteger(minute) || minute < 0 || minute > MINUTES_PER_DAY) {
    throw new RangeError(`expected a minute of the day from 0 to ${MINUTES_PER_DAY}, got ${minute}`);
  }
  return new Date(istMidnightMs(date) + minute * MS_PER_MINUTE);
}

/** Milliseconds since the epoch of IST midnight of a real 'yyyy-MM-dd'. @throws RangeError otherwise. */
function istMidnightMs(date: string): number {
  const [, year, month, day] = DATE_PATTERN.exec(date)?.map(Number) ?? [];
  if (year === undefined || month === undefined || day === undefined || !isExists(year, month - 1, day)) {
    throw new RangeError(`expected an IST date as yyyy-MM-dd, got "${date}"`);
  }
  return Date.UTC(year, month - 1, day) - IST_OFFSET_MS;
}

/** The instant of an IST 'yyyy-MM-ddTHH:mm'. @throws RangeError for a malformed or non-existent time. */
export function istLocalInstant(value: string): Date {
  const match = LOCAL_TIME_PATTERN.exec(value);
  const hours = Number(match?.[4]);
  const minutes = Number(match?.[5]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`expected an IST time as yyyy-MM-ddTHH:mm, got "${value}"`);
  return new Date(istMidnightMs(`${match[1]}-${match[2]}-${match[3]}`) + (hours * 60 + minutes) * MS_PER_MINUTE);
}
