/**
 * A provider's availability as the partner app and the console read and replace it: weekly hours, time off, the
 * pincodes they serve (kept in `providers.pincodes`, chosen from their cities' served pincodes) and the most jobs
 * they take in a day. A change never drops an assigned job: the jobs it leaves outside are listed for operations.
 */
import { findCity, type City } from '../../data/cities';
import { availabilityIssues, clockMinutes, hoursCover, orderJobSpan, servesPincode, timeOffTouches } from '../../lib/capacity';
import type { Availability, AvailabilityAnswer, JobOutsideAvailability } from '../../lib/contracts/availability';
import { orderSlotLabel } from '../../lib/booking';
import { recordAudit, type AuditActor } from '../audit/audit';
import { findServedArea } from '../cities';
import type { Provider } from '../db/schema';
import type { Db } from '../db/types';
import { notFound, ValidationError } from '../http/errors';
import { replaceConflicts } from './conflicts';
import { assignedJobsOf, lockProviderRow, providerRow, setProviderPincodes } from './providerRows';
import { findAvailability, upsertAvailability } from './repository';

/** A provider's jobs a day until they choose: a chef job with travel fills half a working day. */
export const DEFAULT_MAX_JOBS_PER_DAY = 2;

/** The audit action of a change of availability (by the provider, operations or an admin). */
export const AVAILABILITY_AUDIT_ACTION = 'provider.availability_set';

/** The cities whose pincodes a provider may choose: their cities, and the cities of pincodes they serve already. */
function providerCities(provider: Provider): City[] {
  const slugs = new Set(provider.cities);
  for (const pincode of provider.pincodes) {
    const area = findServedArea(pincode);
    if (area) slugs.add(area.citySlug);
  }
  return [...slugs].flatMap((slug) => {
    const city = findCity(slug);
    return city && !city.canonicalSlug ? [city] : [];
  });
}

/** The served pincodes of a provider's cities, each with its localities' names, by city then pincode. */
export function pincodeChoices(provider: Provider): AvailabilityAnswer['pincodeChoices'] {
  return providerCities(provider).flatMap((city) => {
    const localities = new Map<string, string[]>();
    for (const locality of city.localities) {
      for (const pincode of locality.pincodes) localities.set(pincode, [...(localities.get(pincode) ?? []), locality.name]);
    }
    return [...localities.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pincode, names]) => ({ pincode, locality: names.join(', '), city: city.name }));
  });
}

/** The provider's weekly hours, time off and jobs a day as stored (empty and the default when none is set). */
interface StoredAvailability {
  weekly: Availability['weekly'];
  timeOff: Availability['timeOff'];
  maxJobsPerDay: number;
  updatedAt: Date | null;
}

async function storedAvailability(db: Db, providerId: string): Promise<StoredAvailability> {
  const row = await findAvailability(db, providerId);
  return row
    ? { weekly: row.weekly, timeOff: row.timeOff, maxJobsPerDay: row.maxJobsPerDay, updatedAt: row.updatedAt }
    : { weekly: [], timeOff: [], maxJobsPerDay: DEFAULT_MAX_JOBS_PER_DAY, updatedAt: null };
}

/**
 * The provider's live assigned jobs (booked, accepted or in progress, not yet ended at `now`) that the availability
 * no longer covers: outside the weekly hours, touched by time off, or at a pincode no longer served. They stay
 * assigned; operations reassign them.
 */
export async function jobsOutside(
  db: Db,
  provider: Provider,
  availability: Pick<StoredAvailability, 'weekly' | 'timeOff'>,
  now: Date,
): Promise<JobOutsideAvailability[]> {
  const jobs = await assignedJobsOf(db, provider.id);
  return jobs.flatMap((order) => {
    const job = orderJobSpan(order);
    if (job.end.getTime() <= now.getTime()) return [];
    const pincode = typeof order.address.pincode === 'string' ? order.address.pincode : null;
    let reason: JobOutsideAvailability['reason'] | null = null;
    if (!hoursCover(availability.weekly, job)) reason = 'hours';
    else if (timeOffTouches(availability.timeOff, job)) reason = 'time_off';
    else if (pincode && !servesPincode(provider, pincode, findServedArea(pincode)?.citySlug ?? null)) reason = 'pincode';
    if (!reason) return [];
    return [{ orderId: order.id, orderNumber: order.orderNumber, date: order.eventDate, slotLabel: orderSlotLabel(order), reason }];
  });
}

async function answerOf(db: Db, provider: Provider, stored: StoredAvailability, now: Date): Promise<AvailabilityAnswer> {
  return {
    weekly: stored.weekly,
    timeOff: stored.timeOff,
    pincodes: provider.pincodes,
    maxJobsPerDay: stored.maxJobsPerDay,
    hasHours: stored.weekly.length > 0,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    pincodeChoices: pincodeChoices(provider),
    jobsOutside: await jobsOutside(db, provider, stored, now),
  };
}

/**
 * A provider's availability, with the pincodes they may choose and their assigned jobs it leaves outside.
 * @throws HttpError 404 for an unknown provider.
 */
export async function getAvailability(db: Db, providerId: string, now = new Date()): Promise<AvailabilityAnswer> {
  const provider = await providerRow(db, providerId);
  if (!provider) throw notFound('Provider not found');
  return answerOf(db, provider, await storedAvailability(db, providerId), now);
}

/** Weekly ranges by day and start time, time off by start: the stored order whatever order they came in. */
function normalised(body: Availability): Availability {
  return {
    ...body,
    weekly: [...body.weekly].sort((a, b) => a.day - b.day || clockMinutes(a.from) - clockMinutes(b.from)),
    timeOff: [...body.timeOff].sort((a, b) => a.from.localeCompare(b.from)),
    pincodes: [...new Set(body.pincodes)],
  };
}

/**
 * Replaces a provider's availability, audited as `provider.availability_set` by `actor` in the same transaction
 * (the provider row locked, so `before` is exact). Assigned jobs are kept; those it leaves outside are answered
 * and become the provider's list for operations to reassign (./conflicts.ts, on Today), replacing the earlier one.
 * @throws ValidationError 400 naming the field (`weekly.1.from`, `timeOff.0.to`, `pincodes.2`); HttpError 404 unknown provider.
 */
export async function setAvailability(
  db: Db,
  providerId: string,
  body: Availability,
  { now = new Date(), actor }: { now?: Date; actor: AuditActor },
): Promise<AvailabilityAnswer> {
  const issues = availabilityIssues(body);
  if (issues.length > 0) throw new ValidationError(issues);
  return db.transaction(async (tx) => {
    const current = await lockProviderRow(tx, providerId);
    if (!current) throw notFound('Provider not found');
    const allowed = new Set(pincodeChoices(current).map((choice) => choice.pincode));
    const unknown = body.pincodes.flatMap((pincode, index) =>
      allowed.has(pincode) ? [] : [{ path: `pincodes.${index}`, message: `${pincode} is not a served pincode of your cities` }],
    );
    if (unknown.length > 0) throw new ValidationError(unknown);
    const next = normalised(body);
    const before = await storedAvailability(tx, providerId);
    const provider = await setProviderPincodes(tx, providerId, next.pincodes, now);
    const row = await upsertAvailability(tx, {
      providerId,
      weekly: next.weekly,
      timeOff: next.timeOff,
      maxJobsPerDay: next.maxJobsPerDay,
      updatedAt: now,
    });
    const after = { weekly: row.weekly, timeOff: row.timeOff, maxJobsPerDay: row.maxJobsPerDay, updatedAt: row.updatedAt };
    await recordAudit(
      tx,
      actor,
      {
        action: AVAILABILITY_AUDIT_ACTION,
        entityType: 'provider',
        entityId: providerId,
        before: { weekly: before.weekly, timeOff: before.timeOff, pincodes: current.pincodes, maxJobsPerDay: before.maxJobsPerDay },
        after: { weekly: after.weekly, timeOff: after.timeOff, pincodes: provider.pincodes, maxJobsPerDay: after.maxJobsPerDay },
      },
      now,
    );
    const answer = await answerOf(tx, provider, after, now);
    // operations are asked to reassign what the change leaves outside (Today); what it covers again leaves their list
    await replaceConflicts(tx, providerId, answer.jobsOutside, now);
    return answer;
  });
}
