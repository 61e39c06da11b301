/**
 * Pure helpers of the availability editor (AvailabilityEditor): the weekdays as shown, adding, copying and removing
 * working-hour ranges, a new time-off range, the body a save sends, where the server's field problems show, and the
 * pincode search. Times are IST wall-clock strings as lib/contracts/availability has them.
 */
import type { Availability, TimeOff, WeeklyRange } from '../../../lib/contracts/availability';
import type { FieldError } from '../../../lib/contracts/http';
import { addIstDays, istDate } from '../../../lib/dates';

/** The days as the editor lists them, Monday first (`day` as JavaScript numbers them: 0 = Sunday). */
export const WEEK: readonly { day: number; name: string }[] = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
];

/** Monday to Friday, and the weekend: where "Copy to all weekdays" (or "Copy to the weekend") copies a day's hours. */
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const WEEKEND: readonly number[] = [6, 0];

/** The hours a day without any gets first. */
const FIRST_RANGE = { from: '09:00', to: '18:00' };

/**
 * `weekly` with one more range on `day`: 09:00-18:00 on a free day, else from the day's latest end to midnight (the
 * provider narrows it); a day already working until midnight gets 09:00-18:00 for them to move.
 */
export function addRange(weekly: WeeklyRange[], day: number): WeeklyRange[] {
  const ends = weekly.filter((range) => range.day === day).map((range) => range.to);
  const latest = ends.sort().at(-1);
  const range = latest && latest < '24:00' ? { from: latest, to: '24:00' } : FIRST_RANGE;
  return [...weekly, { day, ...range }];
}

/** `weekly` without its range at `index`. */
export const removeAt = <T>(list: T[], index: number): T[] => list.filter((_, at) => at !== index);

/** `weekly` with the range at `index` changed. */
export const replaceAt = <T>(list: T[], index: number, next: T): T[] => list.map((item, at) => (at === index ? next : item));

/** `weekly` where each of `targets` has `day`'s ranges (their own replaced), in the week's order. */
export function copyDay(weekly: WeeklyRange[], day: number, targets: readonly number[]): WeeklyRange[] {
  const source = weekly.filter((range) => range.day === day);
  const others = weekly.filter((range) => range.day === day || !targets.includes(range.day));
  const copies = targets.filter((target) => target !== day).flatMap((target) => source.map((range) => ({ ...range, day: target })));
  const order = (range: WeeklyRange) => WEEK.findIndex((entry) => entry.day === range.day);
  return [...others, ...copies].sort((a, b) => order(a) - order(b) || a.from.localeCompare(b.from));
}

/** A new time-off range: the whole of tomorrow (IST), for the provider to change. */
export function newTimeOff(now: Date): TimeOff {
  const tomorrow = addIstDays(istDate(now), 1);
  return { from: `${tomorrow}T00:00`, to: `${addIstDays(tomorrow, 1)}T00:00` };
}

/** Whether every time of the draft is filled in (a native time input is empty while only half typed). */
export const isComplete = (draft: Availability) =>
  draft.weekly.every((range) => range.from && range.to) && draft.timeOff.every((range) => range.from && range.to);

/** The body a save sends: the draft whole, each reason trimmed and left out when empty. */
export function bodyOf(draft: Availability): Availability {
  return {
    ...draft,
    timeOff: draft.timeOff.map(({ reason, ...range }) => (reason?.trim() ? { ...range, reason: reason.trim() } : range)),
  };
}

/** A field problem at the field it names (`weekly.1.to`), or the message for the section when no field shows it. */
export interface PlacedErrors {
  /** By field: `weekly.N.from|to`, `timeOff.N.from|to|reason`, `pincodes.N`, `maxJobsPerDay`. */
  atField: Record<string, string>;
  /** By section (`weekly`, `timeOff`, `pincodes`, `maxJobsPerDay`, or `other`): messages no single field shows. */
  atSection: Record<string, string>;
}

const FIELD_PATTERNS: readonly RegExp[] = [
  /^(weekly)\.(\d+)(?:\.(from|to|day))?$/,
  /^(timeOff)\.(\d+)(?:\.(from|to|reason))?$/,
  /^(pincodes)\.(\d+)()$/,
];

/**
 * Where the server's 400 problems show: each at the field its path names (a range's own problem, `weekly.2` or
 * `weekly.2.day`, at its `from`), a problem of a whole list or of an index the draft no longer has at its section.
 */
export function placeErrors(errors: FieldError[], draft: Availability): PlacedErrors {
  const placed: PlacedErrors = { atField: {}, atSection: {} };
  for (const { path, message } of errors) {
    const match = FIELD_PATTERNS.map((pattern) => pattern.exec(path)).find(Boolean);
    const section = path.split('.')[0] ?? '';
    if (match) {
      const [, list, index, part] = match as unknown as [string, 'weekly' | 'timeOff' | 'pincodes', string, string | undefined];
      if (Number(index) < draft[list].length) {
        const field = list === 'pincodes' ? `${list}.${index}` : `${list}.${index}.${part && part !== 'day' ? part : 'from'}`;
        placed.atField[field] ??= message;
        continue;
      }
    }
    if (path === 'maxJobsPerDay') placed.atField.maxJobsPerDay ??= message;
    else {
      const key = ['weekly', 'timeOff', 'pincodes'].includes(section) ? section : 'other';
      placed.atSection[key] ??= message;
    }
  }
  return placed;
}

/** A pincode the provider may choose, with its locality and city. */
export interface PincodeChoice {
  pincode: string;
  locality: string;
  city: string;
}

/** The choices whose pincode starts with, or whose locality or city contains, `query` (case-insensitive; all for an empty query). */
export function searchPincodes(choices: readonly PincodeChoice[], query: string): PincodeChoice[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...choices];
  return choices.filter(
    (choice) =>
      choice.pincode.startsWith(wanted) || choice.locality.toLowerCase().includes(wanted) || choice.city.toLowerCase().includes(wanted),
  );
}
