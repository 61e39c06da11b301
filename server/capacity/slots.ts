/**
 * The slots someone can serve: for each of a service's slots on a date at a pincode, how many providers are free
 * for the whole job (lib/capacity rules, server/capacity/free.ts), and whether the clock still allows it (lead
 * times, cut-offs, the 90-day window). A date's slots are one query (the candidates with their bookings), whatever
 * the number of slots and providers; looking ahead reads the bookings of a run of dates in one more query.
 */
import { busySpan, jobSpan, serviceSlots, slotOpenByClock } from '../../lib/capacity';
import type { SlotAvailability, SlotsAnswer } from '../../lib/contracts/availability';
import { addIstDays, istDate } from '../../lib/dates';
import { maxBookingDate } from '../../lib/booking';
import type { JobWindow } from '../../lib/providers';
import type { ServiceKey } from '../../lib/services';
import type { Db } from '../db/types';
import { bookingsByProvider, freeFor, pincodeCity, type JobTime } from './free';
import { candidateRows, candidatesWithBookings, liveBookingsOf, type BusyRow, type CandidateRow } from './repository';

/** What `slotAvailability` takes: the service, pincode, IST date, the clock, and what sets the job's length. */
export interface SlotsRequest {
  service: ServiceKey;
  pincode: string;
  /** IST date 'yyyy-MM-dd'. */
  date: string;
  now: Date;
  /** Chef: number of dishes; left out, the longest stay. */
  dishes?: number;
  /** Photography: package hours plus extra hours; left out, the longest package's. */
  hours?: number;
}

/** Dates read per bookings query while looking ahead for a free slot. */
const LOOKAHEAD_CHUNK_DAYS = 14;

interface Scan {
  service: ServiceKey;
  candidates: CandidateRow[];
  now: Date;
  dishes?: number;
  hours?: number;
}

/** The jobs of each slot of a date. */
function slotJobs(scan: Scan, date: string) {
  return serviceSlots(scan.service).map((slot) => {
    const job = jobSpan({ service: scan.service, date, slotId: slot.id, dishes: scan.dishes, hours: scan.hours });
    const time: JobTime = { job, busy: busySpan(scan.service, job), jobDate: date };
    return { slot, time, open: slotOpenByClock(scan.service, date, slot, scan.now) };
  });
}

type DateJobs = Map<string, ReturnType<typeof slotJobs>>;

/** The first busy start and the last busy end of the jobs the clock still allows (null: none). */
function openBusySpan(jobs: DateJobs): JobWindow | null {
  const open = [...jobs.values()].flat().filter((entry) => entry.open);
  if (open.length === 0) return null;
  return {
    start: new Date(Math.min(...open.map((entry) => entry.time.busy.start.getTime()))),
    end: new Date(Math.max(...open.map((entry) => entry.time.busy.end.getTime()))),
  };
}

/** Each date's slots with `available` and `remaining`, from the candidates with hours and their live bookings. */
function countFree(jobs: DateJobs, withHours: readonly CandidateRow[], bookings: ReadonlyMap<string, BusyRow[]>) {
  const answer = new Map<string, SlotAvailability[]>();
  for (const [date, entries] of jobs) {
    answer.set(
      date,
      entries.map(({ slot, time, open }) => {
        const remaining = open
          ? withHours.filter((candidate) => freeFor(candidate, time, bookings.get(candidate.providerId) ?? []) !== null).length
          : 0;
        return { slotId: slot.id, label: slot.label, available: remaining > 0, remaining };
      }),
    );
  }
  return answer;
}

const hasHours = (candidate: CandidateRow) => candidate.weekly !== null && candidate.weekly.length > 0;

/** Each date's slots with `available` and `remaining`: one bookings query for all of `dates` (consecutive). */
async function scanDates(db: Db, scan: Scan, dates: readonly string[]): Promise<Map<string, SlotAvailability[]>> {
  const jobs: DateJobs = new Map(dates.map((date) => [date, slotJobs(scan, date)]));
  const withHours = scan.candidates.filter(hasHours);
  const span = openBusySpan(jobs);
  let bookings = new Map<string, BusyRow[]>();
  if (withHours.length > 0 && span) {
    const rows = await liveBookingsOf(db, {
      providerIds: withHours.map((candidate) => candidate.providerId),
      span,
      jobDates: dates,
      now: scan.now,
    });
    bookings = bookingsByProvider(rows);
  }
  return countFree(jobs, withHours, bookings);
}

/** The consecutive IST dates from `from` to `to`, both included (none when `to` is earlier). */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addIstDays(date, 1)) dates.push(date);
  return dates;
}

/** Calls `visit` with each run of dates from `from` to the booking window's end, until it returns true. */
async function lookAhead(from: string, now: Date, visit: (dates: string[]) => Promise<boolean>): Promise<void> {
  const last = maxBookingDate(now);
  const today = istDate(now);
  let start = from < today ? today : from;
  while (start <= last) {
    const end = addIstDays(start, LOOKAHEAD_CHUNK_DAYS - 1);
    if (await visit(datesBetween(start, end < last ? end : last))) return;
    start = addIstDays(end, 1);
  }
}

/**
 * A service's slots on an IST date at a pincode, each `available` when the clock allows it and at least one
 * provider is free for the whole job (`remaining` counts them); `served` false when no active provider of the
 * service serves the pincode at all; `nextAvailableDate` the first date from `date` on, within the booking window,
 * with a free slot (null: none). Throws RangeError for a malformed date (the contract's schema refuses one first).
 */
export async function slotAvailability(db: Db, request: SlotsRequest): Promise<SlotsAnswer> {
  const citySlug = pincodeCity(request.pincode);
  const base: Scan = { service: request.service, candidates: [], now: request.now, dishes: request.dishes, hours: request.hours };
  // the slots' jobs and what the clock allows, worked out once; then the candidates and their bookings, one query
  const jobs: DateJobs = new Map([[request.date, slotJobs(base, request.date)]]);
  const rows = citySlug
    ? await candidatesWithBookings(db, {
        service: request.service,
        pincode: request.pincode,
        citySlug,
        span: openBusySpan(jobs) ?? { start: request.now, end: request.now },
        firstDate: request.date,
        lastDate: request.date,
        now: request.now,
      })
    : [];
  const bookings = new Map(rows.flatMap((row) => (row.bookings ? [[row.providerId, row.bookings] as const] : [])));
  const candidates: CandidateRow[] = rows;
  const slots = countFree(jobs, candidates.filter(hasHours), bookings).get(request.date) ?? [];
  const scan: Scan = { ...base, candidates };
  let nextAvailableDate: string | null = null;
  if (slots.some((slot) => slot.available)) nextAvailableDate = request.date;
  else if (candidates.some(hasHours)) {
    await lookAhead(addIstDays(request.date, 1), request.now, async (dates) => {
      const days = await scanDates(db, scan, dates);
      nextAvailableDate = dates.find((date) => days.get(date)?.some((slot) => slot.available)) ?? null;
      return nextAvailableDate !== null;
    });
  }
  return { date: request.date, served: candidates.length > 0, slots, nextAvailableDate };
}

/** What `nextFreeSlots` takes. */
export interface NextFreeSlotsRequest {
  service: ServiceKey;
  pincode: string;
  /** The first IST date to look at, 'yyyy-MM-dd'. */
  fromDate: string;
  now: Date;
  /** At most this many slots. */
  limit: number;
  dishes?: number;
  hours?: number;
}

/**
 * The next free slots of a service at a pincode from `fromDate` on, soonest first, within the booking window
 * (the 409 "This slot was just booked." offers them).
 */
export async function nextFreeSlots(db: Db, request: NextFreeSlotsRequest): Promise<{ date: string; slotId: string; label: string }[]> {
  const citySlug = pincodeCity(request.pincode);
  if (!citySlug || request.limit < 1) return [];
  const candidates = await candidateRows(db, { service: request.service, pincode: request.pincode, citySlug });
  if (!candidates.some((candidate) => candidate.weekly && candidate.weekly.length > 0)) return [];
  const scan: Scan = { service: request.service, candidates, now: request.now, dishes: request.dishes, hours: request.hours };
  const found: { date: string; slotId: string; label: string }[] = [];
  await lookAhead(request.fromDate, request.now, async (dates) => {
    const days = await scanDates(db, scan, dates);
    for (const date of dates) {
      for (const slot of days.get(date) ?? []) {
        if (slot.available && found.length < request.limit) found.push({ date, slotId: slot.slotId, label: slot.label });
      }
    }
    return found.length >= request.limit;
  });
  return found;
}
