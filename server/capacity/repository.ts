/**
 * The SQL of the capacity domain: providers' availability rows, and the bookings (holds and jobs) that keep their
 * time. Functions take the Drizzle `db` (or a transaction) and return rows; they decide nothing. A hold past its
 * `expires_at` is never read as live: every read of bookings filters it out.
 */
import { and, avg, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import type { TimeOff, WeeklyRange } from '../../lib/contracts/availability';
import type { ProviderPunctuality } from '../../lib/contracts/punctuality';
import { orderStartsAt } from '../../lib/orders';
import { punctualityDates, tallyPunctuality } from '../../lib/punctuality';
import type { JobWindow } from '../../lib/providers';
import {
  orders,
  providerAvailability,
  providerBookings,
  providers,
  reviews,
  type NewProviderAvailabilityRow,
  type ProviderAvailabilityRow,
  type ProviderBooking,
  type ProviderBookingKind,
} from '../db/schema';
import { advisoryXactLock } from '../db/locks';
import { preparedStatement } from '../db/prepared';
import type { Db } from '../db/types';

/** A provider who may take a service at a pincode, with their availability (null: none set yet). */
export interface CandidateRow {
  providerId: string;
  weekly: WeeklyRange[] | null;
  timeOff: TimeOff[] | null;
  maxJobsPerDay: number | null;
}

/** A live booking as the free-time check reads it: whose, its busy span, its IST date. */
export interface BusyRow {
  providerId: string;
  orderId: string;
  startsAt: Date;
  endsAt: Date;
  jobDate: string;
}

/** The provider's availability row, or null when they have set none. */
export async function findAvailability(db: Db, providerId: string): Promise<ProviderAvailabilityRow | null> {
  const [row] = await db.select().from(providerAvailability).where(eq(providerAvailability.providerId, providerId)).limit(1);
  return row ?? null;
}

/** Writes a provider's availability (insert or replace). @returns the stored row. */
export async function upsertAvailability(db: Db, values: NewProviderAvailabilityRow): Promise<ProviderAvailabilityRow> {
  const [row] = await db
    .insert(providerAvailability)
    .values(values)
    .onConflictDoUpdate({
      target: providerAvailability.providerId,
      set: { weekly: values.weekly, timeOff: values.timeOff, maxJobsPerDay: values.maxJobsPerDay, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('the availability upsert returned no row');
  return row;
}

/** Which of these providers have set working hours (a non-empty weekly list). */
export async function providersWithHours(db: Db, providerIds: readonly string[]): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db
    .select({ providerId: providerAvailability.providerId })
    .from(providerAvailability)
    .where(and(inArray(providerAvailability.providerId, [...providerIds]), sql`jsonb_array_length(${providerAvailability.weekly}) > 0`));
  return new Set(rows.map((row) => row.providerId));
}

/** A value of a candidates query: the value itself, or a named placeholder of a prepared statement. */
type CandidateParam = string | null | ReturnType<typeof sql.placeholder>;

/**
 * Who is a candidate: an active provider offering `service` who serves `pincode`, i.e. one of their chosen pincodes,
 * or with none chosen, a pincode of their cities (`citySlug`; null: a pincode of no city we serve, so only chosen
 * pincodes count). Values or placeholders, so the plain and the prepared query say the same.
 */
function candidateConditions(service: CandidateParam, pincode: CandidateParam, citySlug: CandidateParam): SQL[] {
  return [
    eq(providers.active, true),
    sql`${service}::text = any(${providers.services})`,
    sql`(${pincode}::text = any(${providers.pincodes})
      or (cardinality(${providers.pincodes}) = 0 and ${citySlug}::text = any(${providers.cities})))`,
  ];
}

/**
 * The active providers offering `service` who serve `pincode` (in `citySlug`), with their availability; only
 * `providerIds` when given. One query.
 */
export async function candidateRows(
  db: Db,
  {
    service,
    pincode,
    citySlug,
    providerIds,
  }: { service: string; pincode: string; citySlug: string | null; providerIds?: readonly string[] },
): Promise<CandidateRow[]> {
  if (providerIds && providerIds.length === 0) return [];
  return db
    .select({
      providerId: providers.id,
      weekly: providerAvailability.weekly,
      timeOff: providerAvailability.timeOff,
      maxJobsPerDay: providerAvailability.maxJobsPerDay,
    })
    .from(providers)
    .leftJoin(providerAvailability, eq(providerAvailability.providerId, providers.id))
    .where(and(...candidateConditions(service, pincode, citySlug), providerIds ? inArray(providers.id, [...providerIds]) : undefined));
}

/** A booking is live: a job, or a hold not yet expired at `now`. */
const live = (now: Date) => or(eq(providerBookings.kind, 'job'), gt(providerBookings.expiresAt, now))!;

/**
 * The live bookings of these providers that overlap `span` or fall on one of `jobDates` (the jobs-a-day count).
 * One query; the exclusion constraint's gist index serves the overlap.
 */
export async function liveBookingsOf(
  db: Db,
  { providerIds, span, jobDates, now }: { providerIds: readonly string[]; span: JobWindow; jobDates: readonly string[]; now: Date },
): Promise<BusyRow[]> {
  if (providerIds.length === 0) return [];
  const overlaps = and(lt(providerBookings.startsAt, span.end), gt(providerBookings.endsAt, span.start))!;
  const onDates = jobDates.length > 0 ? inArray(providerBookings.jobDate, [...jobDates]) : undefined;
  return db
    .select({
      providerId: providerBookings.providerId,
      orderId: providerBookings.orderId,
      startsAt: providerBookings.startsAt,
      endsAt: providerBookings.endsAt,
      jobDate: providerBookings.jobDate,
    })
    .from(providerBookings)
    .where(and(inArray(providerBookings.providerId, [...providerIds]), live(now), onDates ? or(overlaps, onDates) : overlaps));
}

/** A candidate with their live bookings around a job (null: they have no working hours, so none were read). */
export interface CandidateWithBookings extends CandidateRow {
  bookings: BusyRow[] | null;
}

/** What `candidatesWithBookings` reads: the candidates of `service` at `pincode`, their bookings around `span`. */
export interface CandidatesAround {
  service: string;
  pincode: string;
  citySlug: string | null;
  /** The busy spans of the jobs asked about, from the first start to the last end. */
  span: JobWindow;
  /** The IST dates of those jobs, 'yyyy-MM-dd', first and last (the jobs-a-day count). */
  firstDate: string;
  lastDate: string;
  now: Date;
}

/** Distinct JSON texts of working hours and time off read lately, parsed; emptied past INTERNED_MAX. */
const internedJson = new Map<string, unknown>();
const INTERNED_MAX = 5000;

/**
 * The parsed value of a JSON text, the very same object for the same text: lib/capacity keeps what it works out
 * of a provider's hours (merged minutes of the week) per object, so that is done once per distinct week, not once
 * per provider and request. The objects are shared: never changed. Null for null.
 */
function interned<T>(text: string | null): T | null {
  if (text === null) return null;
  let value = internedJson.get(text);
  if (value === undefined) {
    if (internedJson.size >= INTERNED_MAX) internedJson.clear();
    value = JSON.parse(text) as unknown;
    internedJson.set(text, value);
  }
  return value as T;
}

/** A booking as the candidates query sends it: order id, busy start and end (ms since the epoch), IST date. */
type BookingTuple = [string, number, number, string];

/**
 * `candidateRows` and, for each candidate with working hours, `liveBookingsOf` (overlapping `span` or on a date
 * from `firstDate` to `lastDate`) in one round trip: the slots route's whole read. A named prepared statement,
 * planned once per connection. The overlap is written as the exclusion constraint's own range test, so that its
 * gist index finds a candidate's overlapping bookings and the (provider_id, job_date) index those of the dates
 * (a bitmap OR of both): only the few bookings that matter are read, not every future job of the candidate.
 */
export async function candidatesWithBookings(db: Db, around: CandidatesAround): Promise<CandidateWithBookings[]> {
  const query = preparedStatement(db, 'capacity_candidates_with_bookings', () => {
    const placeholder = (name: string) => sql.placeholder(name);
    return db
      .select({
        providerId: providers.id,
        // as text, parsed once per distinct value (`interned`): most providers share a few patterns
        weekly: sql<string | null>`${providerAvailability.weekly}::text`,
        timeOff: sql<string | null>`${providerAvailability.timeOff}::text`,
        maxJobsPerDay: providerAvailability.maxJobsPerDay,
        bookings: sql<BookingTuple[] | null>`case when jsonb_array_length(${providerAvailability.weekly}) > 0 then (
          select coalesce(json_agg(json_build_array(${providerBookings.orderId},
            extract(epoch from ${providerBookings.startsAt}) * 1000, extract(epoch from ${providerBookings.endsAt}) * 1000,
            ${providerBookings.jobDate})), '[]'::json)
          from ${providerBookings}
          where ${providerBookings.providerId} = ${providers.id}
            and (${providerBookings.kind} = 'job' or ${providerBookings.expiresAt} > ${placeholder('now')}::timestamptz)
            and (tstzrange(${providerBookings.startsAt}, ${providerBookings.endsAt}, '[)')
                && tstzrange(${placeholder('start')}::timestamptz, ${placeholder('end')}::timestamptz, '[)')
              or ${providerBookings.jobDate} between ${placeholder('firstDate')}::date and ${placeholder('lastDate')}::date)
        ) end`,
      })
      .from(providers)
      .leftJoin(providerAvailability, eq(providerAvailability.providerId, providers.id))
      .where(and(...candidateConditions(placeholder('service'), placeholder('pincode'), placeholder('citySlug'))))
      .prepare('capacity_candidates_with_bookings');
  });
  const rows = await query.execute({
    service: around.service,
    pincode: around.pincode,
    citySlug: around.citySlug,
    start: around.span.start.toISOString(),
    end: around.span.end.toISOString(),
    firstDate: around.firstDate,
    lastDate: around.lastDate,
    now: around.now.toISOString(),
  });
  return rows.map((row) => ({
    providerId: row.providerId,
    weekly: interned<WeeklyRange[]>(row.weekly),
    timeOff: interned<TimeOff[]>(row.timeOff),
    maxJobsPerDay: row.maxJobsPerDay,
    bookings:
      row.bookings?.map(([orderId, startsAt, endsAt, jobDate]) => ({
        providerId: row.providerId,
        orderId,
        startsAt: new Date(Number(startsAt)),
        endsAt: new Date(Number(endsAt)),
        jobDate,
      })) ?? null,
  }));
}

/** Which of these providers have completed an order of `customerId` before. */
export async function providersWhoServed(db: Db, customerId: string, providerIds: readonly string[]): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ providerId: orders.providerId })
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.status, ORDER_STATUS.COMPLETED), inArray(orders.providerId, [...providerIds])));
  return new Set(rows.flatMap((row) => (row.providerId ? [row.providerId] : [])));
}

/** The average published rating (1-5) of each of these providers' orders; a provider without reviews is absent. */
export async function providerRatings(db: Db, providerIds: readonly string[]): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({ providerId: orders.providerId, rating: avg(reviews.rating) })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(inArray(orders.providerId, [...providerIds]), isNull(reviews.hiddenAt)))
    .groupBy(orders.providerId);
  return new Map(rows.flatMap((row) => (row.providerId && row.rating !== null ? [[row.providerId, Number(row.rating)] as const] : [])));
}

/**
 * The punctuality of each of `providerIds` (lib/punctuality: their jobs of the last PUNCTUALITY_DAYS days, IST, up
 * to `now`, on time, late or no-show), in one query; a provider without such jobs counts zeros. What assignment
 * ranks by and the console shows (server/providers `providersPunctuality` reads it here).
 * @returns a map by provider id holding every given id.
 */
export async function providersPunctuality(db: Db, providerIds: readonly string[], now: Date): Promise<Map<string, ProviderPunctuality>> {
  const result = new Map(providerIds.map((id) => [id, { onTime: 0, late: 0, noShow: 0 }]));
  if (providerIds.length === 0) return result;
  const dates = punctualityDates(now);
  const rows = await db
    .select({
      providerId: orders.providerId,
      orderType: orders.orderType,
      eventDate: orders.eventDate,
      slot: orders.slot,
      arrivedAt: orders.arrivedAt,
      startedAt: orders.startedAt,
      noShowAt: orders.providerNoShowAt,
    })
    .from(orders)
    .where(
      and(
        // the (provider, event date) index narrows this
        inArray(orders.providerId, [...providerIds]),
        gte(orders.eventDate, dates.from),
        lte(orders.eventDate, dates.to),
        or(isNotNull(orders.arrivedAt), isNotNull(orders.startedAt), isNotNull(orders.providerNoShowAt)),
      ),
    );
  for (const row of rows) {
    const counts = row.providerId ? result.get(row.providerId) : undefined;
    if (counts) tallyPunctuality(counts, { ...row, startsAt: orderStartsAt(row) });
  }
  return result;
}

/**
 * Serialises the bookings of one provider until the transaction ends (the jobs-a-day count is read and written
 * under it; the overlap itself is the exclusion constraint's). Call inside a transaction.
 */
export async function lockProviderTime(tx: Db, providerId: string): Promise<void> {
  await advisoryXactLock(tx, `capacity:provider:${providerId}`);
}

/** Deletes a provider's holds expired at `now` (or at its very instant). @returns how many. */
export async function deleteExpiredHoldsOf(tx: Db, providerId: string, now: Date): Promise<number> {
  const rows = await tx
    .delete(providerBookings)
    .where(and(eq(providerBookings.providerId, providerId), eq(providerBookings.kind, 'hold'), lte(providerBookings.expiresAt, now)))
    .returning({ id: providerBookings.id });
  return rows.length;
}

/** Deletes every hold expired at `now` (or at its very instant). @returns how many. */
export async function deleteAllExpiredHolds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(providerBookings)
    .where(and(eq(providerBookings.kind, 'hold'), lte(providerBookings.expiresAt, now)))
    .returning({ id: providerBookings.id });
  return rows.length;
}

/** How many live bookings a provider has on an IST date, the order `exceptOrderId` left out. */
export async function countDayBookings(
  tx: Db,
  { providerId, jobDate, now, exceptOrderId }: { providerId: string; jobDate: string; now: Date; exceptOrderId: string },
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(providerBookings)
    .where(
      and(
        eq(providerBookings.providerId, providerId),
        eq(providerBookings.jobDate, jobDate),
        live(now),
        sql`${providerBookings.orderId} <> ${exceptOrderId}`,
      ),
    );
  return row?.count ?? 0;
}

/** What `insertBooking` writes. */
export interface BookingValues {
  providerId: string;
  orderId: string;
  kind: ProviderBookingKind;
  span: JobWindow;
  jobDate: string;
  expiresAt: Date | null;
  now: Date;
}

/**
 * Inserts a booking unless it would overlap another of the provider's (the exclusion constraint) or the order has
 * one already: `ON CONFLICT DO NOTHING`, so a lost race leaves the transaction usable.
 * @returns the new row, or null when it was refused.
 */
export async function insertBooking(tx: Db, values: BookingValues): Promise<ProviderBooking | null> {
  const [row] = await tx
    .insert(providerBookings)
    .values({
      providerId: values.providerId,
      orderId: values.orderId,
      kind: values.kind,
      startsAt: values.span.start,
      endsAt: values.span.end,
      jobDate: values.jobDate,
      expiresAt: values.kind === 'hold' ? values.expiresAt : null,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The order's booking (live or not), or null. */
export async function findBooking(db: Db, orderId: string): Promise<ProviderBooking | null> {
  const [row] = await db.select().from(providerBookings).where(eq(providerBookings.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Deletes the order's booking. @returns the deleted row, or null when it had none. */
export async function deleteBooking(tx: Db, orderId: string): Promise<ProviderBooking | null> {
  const [row] = await tx.delete(providerBookings).where(eq(providerBookings.orderId, orderId)).returning();
  return row ?? null;
}

/** Sets a hold's expiry. @returns whether the order had a hold. */
export async function setHoldExpiry(tx: Db, orderId: string, expiresAt: Date, now: Date): Promise<boolean> {
  const rows = await tx
    .update(providerBookings)
    .set({ expiresAt, updatedAt: now })
    .where(and(eq(providerBookings.orderId, orderId), eq(providerBookings.kind, 'hold')))
    .returning({ id: providerBookings.id });
  return rows.length > 0;
}

/** Turns the order's hold into a job. @returns the job, or null when the order had no hold. */
export async function holdToJob(tx: Db, orderId: string, now: Date): Promise<ProviderBooking | null> {
  const [row] = await tx
    .update(providerBookings)
    .set({ kind: 'job', expiresAt: null, updatedAt: now })
    .where(and(eq(providerBookings.orderId, orderId), eq(providerBookings.kind, 'hold')))
    .returning();
  return row ?? null;
}
