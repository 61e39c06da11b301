/**
 * Who is free for a job: the rules of lib/capacity.ts applied to the candidates and bookings the repository reads.
 * A provider is free for a job when they are active, offer the service, serve the pincode, their weekly hours cover
 * the whole job, no time off touches it, none of their live bookings overlaps its busy span (the job plus the travel
 * buffer) and they are under their jobs a day.
 */
import { busySpan, compareProviders, hoursCover, timeOffTouches, type RankFacts } from '../../lib/capacity';
import { windowsOverlap, type JobWindow } from '../../lib/providers';
import type { ServiceKey } from '../../lib/services';
import { findServedArea } from '../cities';
import type { Db } from '../db/types';
import {
  candidateRows,
  liveBookingsOf,
  providerRatings,
  providersPunctuality,
  providersWhoServed,
  type BusyRow,
  type CandidateRow,
} from './repository';

/** A free provider and what ranked them (fewest jobs that day, served this customer before, punctuality, rating). */
export type RankedProvider = RankFacts;

/** The city slug of a pincode we serve, or null when it is none of ours. */
export function pincodeCity(pincode: string): string | null {
  return findServedArea(pincode)?.citySlug ?? null;
}

/** The bookings of each provider. */
export function bookingsByProvider(rows: readonly BusyRow[]): Map<string, BusyRow[]> {
  const byProvider = new Map<string, BusyRow[]>();
  for (const row of rows) {
    const list = byProvider.get(row.providerId);
    if (list) list.push(row);
    else byProvider.set(row.providerId, [row]);
  }
  return byProvider;
}

/** A job as the free-time check takes it: the job itself, its busy span, its IST date. */
export interface JobTime {
  job: JobWindow;
  busy: JobWindow;
  jobDate: string;
}

/**
 * Whether a candidate is free for a job, given their live bookings (`exceptOrderId`'s own left out).
 * @returns the number of their bookings that day when free, or null when not.
 */
export function freeFor(candidate: CandidateRow, time: JobTime, bookings: readonly BusyRow[], exceptOrderId?: string): number | null {
  if (!candidate.weekly || candidate.maxJobsPerDay === null) return null;
  if (!hoursCover(candidate.weekly, time.job)) return null;
  if (timeOffTouches(candidate.timeOff ?? [], time.job)) return null;
  let sameDay = 0;
  for (const booking of bookings) {
    if (booking.orderId === exceptOrderId) continue;
    if (windowsOverlap(time.busy, { start: booking.startsAt, end: booking.endsAt })) return null;
    if (booking.jobDate === time.jobDate) sameDay += 1;
  }
  return sameDay < candidate.maxJobsPerDay ? sameDay : null;
}

/** What `freeProviders` takes: `span` is the job itself (lib/capacity `jobSpan`/`orderJobSpan`), without travel. */
export interface FreeProvidersQuery {
  service: ServiceKey;
  pincode: string;
  span: JobWindow;
  /** IST date 'yyyy-MM-dd' the job starts (the jobs-a-day limit). */
  jobDate: string;
  /** The customer, to rank first a provider who has served them before. */
  customerId?: string;
  now: Date;
  excludeProviderIds?: readonly string[];
  /** The order whose own booking does not count against it (a move). */
  exceptOrderId?: string;
  /** Only these providers. */
  providerIds?: readonly string[];
}

/**
 * The providers free for a job, best first (lib/capacity `compareProviders`): fewest jobs that day, then one who
 * has served this customer before, then punctuality over the last 90 days up to `now`, then the higher rating.
 * Five small queries, whatever the number of providers.
 */
export async function freeProviders(db: Db, query: FreeProvidersQuery): Promise<RankedProvider[]> {
  const excluded = new Set(query.excludeProviderIds ?? []);
  const candidates = (
    await candidateRows(db, {
      service: query.service,
      pincode: query.pincode,
      citySlug: pincodeCity(query.pincode),
      providerIds: query.providerIds,
    })
  ).filter((candidate) => !excluded.has(candidate.providerId));
  if (candidates.length === 0) return [];
  const time: JobTime = { job: query.span, busy: busySpan(query.service, query.span), jobDate: query.jobDate };
  const ids = candidates.map((candidate) => candidate.providerId);
  const bookings = bookingsByProvider(
    await liveBookingsOf(db, { providerIds: ids, span: time.busy, jobDates: [time.jobDate], now: query.now }),
  );
  const free = candidates.flatMap((candidate) => {
    const jobsThatDay = freeFor(candidate, time, bookings.get(candidate.providerId) ?? [], query.exceptOrderId);
    return jobsThatDay === null ? [] : [{ providerId: candidate.providerId, jobsThatDay }];
  });
  if (free.length === 0) return [];
  const freeIds = free.map((entry) => entry.providerId);
  const [served, punctuality, ratings] = await Promise.all([
    query.customerId ? providersWhoServed(db, query.customerId, freeIds) : Promise.resolve(new Set<string>()),
    providersPunctuality(db, freeIds, query.now),
    providerRatings(db, freeIds),
  ]);
  return free
    .map((entry) => ({
      ...entry,
      servedCustomerBefore: served.has(entry.providerId),
      punctuality: punctuality.get(entry.providerId) ?? { onTime: 0, late: 0, noShow: 0 },
      rating: ratings.get(entry.providerId) ?? null,
    }))
    .sort(compareProviders);
}
