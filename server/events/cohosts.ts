/**
 * Co-hosts: up to 3, invited by a link the owner makes. The link's token is shown once and
 * kept only as its SHA-256; whoever opens it logged in (not the owner) becomes a co-host: they see the guest
 * list and message guests, and cannot cancel or delete the event.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDays } from 'date-fns';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { COHOST_LINK_DAYS, MAX_COHOSTS } from '../../lib/contracts/events';
import type { Locale } from '../../lib/i18n/locales';
import { eventCohosts, events } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { siteUrlIn } from '../i18n/links';
import { hostedEvent } from './access';
import { lockEvent } from './repository';

/** The stored form of a co-host link's token: its SHA-256, hex (the token itself is never stored). */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Accepted co-hosts of an event. */
async function cohostCount(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventCohosts)
    .where(and(eq(eventCohosts.eventId, eventId), isNotNull(eventCohosts.userId)));
  return row?.n ?? 0;
}

/**
 * A co-host link for an event (owner only), valid 7 days: `${SITE_URL}/wonderland/co-host?token=...`, under `/hi`
 * when `locale` (the owner's page language) is Hindi.
 * @throws HttpError 404/403 as `hostedEvent`; 409 when the event has 3 co-hosts.
 */
export async function createCohostLink(
  db: Db,
  { eventId, userId, now = new Date(), locale = 'en' }: { eventId: string; userId: string; now?: Date; locale?: Locale },
) {
  const { event } = await hostedEvent(db, { id: eventId, userId, ownerOnly: true });
  if ((await cohostCount(db, event.id)) >= MAX_COHOSTS) throw new HttpError(409, `An event can have at most ${MAX_COHOSTS} co-hosts.`);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = addDays(now, COHOST_LINK_DAYS);
  await db.insert(eventCohosts).values({ eventId: event.id, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { url: siteUrlIn(`/wonderland/co-host?token=${token}`, locale), expiresAt: expiresAt.toISOString() };
}

/**
 * Accepts a co-host link for `userId` (a link is used once; a co-host accepting again is fine).
 * @throws HttpError 404 for a wrong, used or expired link or a deleted event; 409 for the owner or when the event
 *   has 3 co-hosts.
 */
export async function acceptCohostLink(db: Db, { token, userId, now = new Date() }: { token: string; userId: string; now?: Date }) {
  const notFoundLink = new HttpError(404, 'This co-host link was not found or has expired.');
  const [link] = await db
    .select({ link: eventCohosts, event: events })
    .from(eventCohosts)
    .innerJoin(events, eq(events.id, eventCohosts.eventId))
    .where(
      and(
        eq(eventCohosts.tokenHash, hashToken(token)),
        isNull(eventCohosts.userId),
        gt(eventCohosts.expiresAt, now),
        sql`${events.status} <> 'deleted'`,
      ),
    );
  if (!link) throw notFoundLink;
  if (link.event.ownerId === userId) throw new HttpError(409, 'You already host this event.');
  return db.transaction(async (tx) => {
    await lockEvent(tx, link.event.id);
    const [already] = await tx
      .select({ id: eventCohosts.id })
      .from(eventCohosts)
      .where(and(eq(eventCohosts.eventId, link.event.id), eq(eventCohosts.userId, userId)));
    if (already) return { eventId: link.event.id };
    if ((await cohostCount(tx, link.event.id)) >= MAX_COHOSTS)
      throw new HttpError(409, `An event can have at most ${MAX_COHOSTS} co-hosts.`);
    const [taken] = await tx
      .update(eventCohosts)
      .set({ userId, acceptedAt: now })
      .where(and(eq(eventCohosts.id, link.link.id), isNull(eventCohosts.userId)))
      .returning({ id: eventCohosts.id });
    if (!taken) throw notFoundLink;
    return { eventId: link.event.id };
  });
}
