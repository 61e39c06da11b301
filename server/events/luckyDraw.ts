/**
 * The lucky draw: no cash and no money handled by us. A host draws winners among guests,
 * not hosts, who answered Going with a place and did not opt out; the prize is the host's text. The draw uses
 * cryptographic randomness (`crypto.randomInt`, a partial Fisher-Yates shuffle) and is recorded with its time,
 * the number of entrants and the winners; a re-draw is a new recorded draw.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LuckyDrawResult } from '../../lib/contracts/events';
import { eventCohosts, eventGuests, luckyDraws } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { hostedEvent } from './access';
import { lockEvent } from './repository';
import { forgetShareView } from './shareViewCache';

/** `count` distinct items of `pool` picked uniformly at random with crypto randomness (all of them when fewer). */
export function drawWinners<T>(pool: readonly T[], count: number): T[] {
  const items = [...pool];
  const picks = Math.min(count, items.length);
  for (let i = 0; i < picks; i += 1) {
    const j = i + randomInt(items.length - i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, picks);
}

/**
 * Runs and records a draw (owner or co-host).
 * @throws HttpError 404/403 as `hostedEvent`; 409 without entrants or for a cancelled event.
 */
export async function runLuckyDraw(
  db: Db,
  { eventId, userId, prize, winners, now = new Date() }: { eventId: string; userId: string; prize: string; winners: number; now?: Date },
): Promise<LuckyDrawResult> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  if (event.status !== 'active') throw new HttpError(409, 'A cancelled event has no lucky draw.');
  const drawId = await db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const hosts = new Set([
      event.ownerId,
      ...(
        await tx
          .select({ userId: eventCohosts.userId })
          .from(eventCohosts)
          .where(and(eq(eventCohosts.eventId, event.id), isNotNull(eventCohosts.userId)))
      ).map((row) => row.userId!),
    ]);
    const entrants = (
      await tx
        .select({ id: eventGuests.id, userId: eventGuests.userId })
        .from(eventGuests)
        .where(
          and(
            eq(eventGuests.eventId, event.id),
            eq(eventGuests.rsvpStatus, 'going'),
            eq(eventGuests.waitlisted, false),
            eq(eventGuests.luckyDrawOptOut, false),
          ),
        )
    ).filter((guest) => !hosts.has(guest.userId));
    if (entrants.length === 0) throw new HttpError(409, 'Nobody can enter the draw yet: it is among guests who answered Going.');
    const [draw] = await tx
      .insert(luckyDraws)
      .values({
        eventId: event.id,
        prize,
        winnersWanted: winners,
        entrants: entrants.length,
        winnerGuestIds: drawWinners(entrants, winners).map((guest) => guest.id),
        drawnBy: userId,
        drawnAt: now,
      })
      .returning({ id: luckyDraws.id });
    return draw!.id;
  });
  await forgetShareView(db, event);
  const result = await latestLuckyDraw(db, event.id);
  if (!result || result._id !== drawId) throw new Error('the recorded draw was not found');
  return result;
}

/** The latest lucky draw of an event with its winners' RSVP names, or null. */
export async function latestLuckyDraw(db: Db, eventId: string): Promise<LuckyDrawResult | null> {
  const [draw] = await db.select().from(luckyDraws).where(eq(luckyDraws.eventId, eventId)).orderBy(desc(luckyDraws.drawnAt)).limit(1);
  if (!draw) return null;
  const names =
    draw.winnerGuestIds.length === 0
      ? []
      : await db
          .select({ id: eventGuests.id, name: eventGuests.name })
          .from(eventGuests)
          .where(inArray(eventGuests.id, draw.winnerGuestIds));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    _id: draw.id,
    prize: draw.prize,
    winnersWanted: draw.winnersWanted,
    entrants: draw.entrants,
    winners: draw.winnerGuestIds.map((guestId) => ({ guestId, name: nameOf.get(guestId) ?? 'A removed guest' })),
    drawnAt: draw.drawnAt.toISOString(),
  };
}
