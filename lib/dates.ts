/**
 * IST (Asia/Kolkata) calendar dates, the one place that turns instants into IST dates and back.
 * Pure code, no I/O. A date is an IST calendar date written 'yyyy-MM-dd'; an instant is a Date.
 * IST is UTC+05:30 all year (no daylight saving since 1945), so every conversion here is plain arithmetic on that
 * offset, and the host's time zone never matters: the capacity checks ask them thousands of times for one page of
 * slots, where a time-zone conversion each time cost most of the request (dates before 1945 are never asked).
 */
import { isExists } from 'date-fns';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOURS_PER_DAY = 24;
const MINUTES_PER_DAY = HOURS_PER_DAY * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;
/** IST's offset from UTC, +05:30 all year. */
const IST_OFFSET_MS = 330 * MS_PER_MINUTE;

/** The IST day of an instant (ms since the epoch): whole days since 1970-01-01 by the IST clock. */
function istDayNumber(time: number): number {
  return Math.floor((time + IST_OFFSET_MS) / MS_PER_DAY);
}

/** The 'yyyy-MM-dd' of a day number (whole days since 1970-01-01). */
function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * IST calendar date ('yyyy-MM-dd') of an instant: 2026-11-21T18:30:00Z -> '2026-11-22'.
 * Throws RangeError for an invalid Date.
 */
export function istDate(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('istDate needs a valid Date');
  return dateOfDay(istDayNumber(time));
}

/**
 * Instant at `hour`:00 IST on an IST date: ('2026-11-22', 7) -> 2026-11-22T01:30:00Z.
 * @param date an IST calendar date, 'yyyy-MM-dd'.
 * @param hour whole hour of the IST day, 0 to 23; midnight by default.
 * @throws RangeError for a malformed or non-existent date (2026-02-30) or an hour outside 0..23.
 */
export function istDateTime(date: string, hour = 0): Date {
  // the date first: a malformed date is named before a bad hour
  const midnight = istMidnightMs(date);
  if (!Number.isInteger(hour) || hour < 0 || hour >= HOURS_PER_DAY) {
    throw new RangeError(`expected a whole hour from 0 to 23, got ${hour}`);
  }
  return new Date(midnight + hour * MS_PER_HOUR);
}

/**
 * The IST date `days` calendar days after `date` (before it when negative):
 * ('2026-12-31', 1) -> '2027-01-01'. Both dates 'yyyy-MM-dd'; `days` a whole number.
 * @throws RangeError for a malformed or non-existent date, or a `days` that is not finite.
 */
export function addIstDays(date: string, days: number): string {
  const midnight = istMidnightMs(date);
  if (!Number.isFinite(days)) throw new RangeError(`expected a whole number of days, got ${days}`);
  // as date-fns addDays: a fraction of a day is dropped
  return dateOfDay(istDayNumber(midnight) + Math.trunc(days));
}

const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
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
    date: dateOfDay(day),
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
