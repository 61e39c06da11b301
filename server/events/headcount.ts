/**
 * The live headcount of an invite event from its guests' answers, for the event plan and the order
 * page's "Your invite says N guests". Kept apart from the plan (which reads orders) so the order views can use it.
 */
import { eq, sql } from 'drizzle-orm';
import { liveHeadcount } from '../../lib/events/headcount';
import { eventGuests } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Live headcount of an event: guests going with a place (not waitlisted) and their +1s, and half of
 * those who answered Maybe, rounded up. One query.
 */
export async function eventHeadcount(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({
      going: sql<number>`count(*) filter (where ${eventGuests.rsvpStatus} = 'going' and not ${eventGuests.waitlisted})`.mapWith(Number),
      plusOnes:
        sql<number>`coalesce(sum(${eventGuests.plusOnes}) filter (where ${eventGuests.rsvpStatus} = 'going' and not ${eventGuests.waitlisted}), 0)`.mapWith(
          Number,
        ),
      maybe: sql<number>`count(*) filter (where ${eventGuests.rsvpStatus} = 'maybe')`.mapWith(Number),
    })
    .from(eventGuests)
    .where(eq(eventGuests.eventId, eventId));
  return liveHeadcount({ going: row?.going ?? 0, plusOnes: row?.plusOnes ?? 0, maybe: row?.maybe ?? 0 });
}
