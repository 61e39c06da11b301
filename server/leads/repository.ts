import { createHash, randomInt } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { findCity } from '../../data/cities';
import { LEAD_PAGE_SIZE, type LeadCreate, type LeadPage, type LeadService, type LeadView } from '../../lib/contracts/leads';
import { leads, type Lead } from '../db/schema';
import type { Db } from '../db/types';
import { ValidationError } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests, type WindowLimit } from '../http/rateLimit';

/** Letters and digits that cannot be confused when read out on the phone (no 0/O, 1/I/L), as order numbers use. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference like "EQ-7K3M9Q" the customer can quote when we call. */
export function newLeadReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `EQ-${code}`;
}

/** Default per-IP limit of enquiries (limited per IP): 5 an hour. */
export const LEAD_LIMIT: WindowLimit = { max: 5, windowSeconds: 3600 };

/**
 * The rate-limit bucket of a client IP: a sha256 of the address, so the limit can count without the
 * address itself being stored next to enquiries (schema comment on `leads`).
 */
export function leadBucket(clientIp: string): string {
  return `lead:${createHash('sha256').update(clientIp).digest('hex').slice(0, 32)}`;
}

/**
 * The canonical slug of one of our cities (an alias such as `bangalore` becomes `bengaluru`).
 * @throws ValidationError (400, field `city`) for a slug that is not one of our cities.
 */
export function leadCitySlug(slug: string): string {
  const city = findCity(slug);
  if (!city) throw new ValidationError([{ path: 'city', message: 'Please choose one of the cities we serve' }]);
  return city.canonicalSlug ?? city.slug;
}

/**
 * Stores an enquiry (POST /api/leads) with a new unique reference, unless the client IP has
 * sent `limit.max` within the window: the check, the insert and the count run under one lock on the IP's
 * bucket, so parallel requests cannot overshoot. Only stored enquiries count.
 * @throws ValidationError (400) for a city that is not ours; HttpError 429 with Retry-After over the limit.
 */
export async function createLead(
  db: Db,
  input: LeadCreate,
  { clientIp, now = new Date(), limit = LEAD_LIMIT }: { clientIp: string; now?: Date; limit?: WindowLimit },
): Promise<Lead> {
  const city = leadCitySlug(input.city);
  const bucket = leadBucket(clientIp);
  const outcome = await db.transaction(async (tx): Promise<{ lead: Lead } | { wait: number }> => {
    await lockBucket(tx, bucket);
    const wait = await secondsUntilFree(tx, bucket, limit, now);
    if (wait > 0) return { wait };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [lead] = await tx
        .insert(leads)
        .values({
          reference: newLeadReference(),
          service: input.service,
          name: input.name,
          phone: input.phone,
          eventDate: input.eventDate,
          guests: input.guests,
          budgetPerPlate: input.budgetPerPlate ?? null,
          city,
          note: input.note ?? null,
          createdAt: now,
        })
        // a reference already taken (rare): draw another
        .onConflictDoNothing({ target: leads.reference })
        .returning();
      if (lead) {
        await recordHit(tx, bucket, limit, now);
        return { lead };
      }
    }
    throw new Error('could not allocate an enquiry reference');
  });
  if ('wait' in outcome) {
    throw tooManyRequests('You have sent several enquiries in the last hour. Our team will call you about them soon.', outcome.wait, now);
  }
  return outcome.lead;
}

/** An enquiry as operations read it (GET /api/leads). */
export function toLeadView(lead: Lead): LeadView {
  return {
    _id: lead.id,
    reference: lead.reference,
    service: lead.service as LeadService,
    name: lead.name,
    phone: lead.phone,
    eventDate: lead.eventDate,
    guests: lead.guests,
    budgetPerPlate: lead.budgetPerPlate,
    city: lead.city,
    note: lead.note,
    status: lead.status,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** One page of enquiries (1-based, `pageSize` a page), newest first, with the count of all of them. */
export async function listLeads(
  db: Db,
  { page = 1, pageSize = LEAD_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<LeadPage> {
  const rows = await db
    .select()
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.reference))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(leads);
  return { leads: rows.map(toLeadView), page, pageSize, total: count?.total ?? 0 };
}
