/**
 * The end of a deleted event: 30 days after its deletion the job `invites.purge` deletes its
 * wall media and the host's invite image from storage and then the event row, whose guests, opens, messages, draws and wall rows go with it.
 */
import { and, eq, lte } from 'drizzle-orm';
import { events, eventWallItems } from '../db/schema';
import type { Db } from '../db/types';
import type { MediaStorage } from '../media/storage';

/**
 * Purges a deleted event whose 30 days are over at `now`; an event not deleted (or not yet due) is left alone.
 * @returns whether it was purged.
 * @throws the storage's error when a file cannot be deleted (the job is retried; nothing is lost).
 */
export async function purgeEvent(db: Db, storage: MediaStorage, { eventId, now }: { eventId: string; now: Date }): Promise<boolean> {
  const [event] = await db
    .select({ id: events.id, customImageKey: events.customImageKey })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'deleted'), lte(events.purgeAfter, now)));
  if (!event) return false;
  const items = await db
    .select({ thumbKey: eventWallItems.thumbKey, webKey: eventWallItems.webKey })
    .from(eventWallItems)
    .where(eq(eventWallItems.eventId, eventId));
  for (const item of items) {
    for (const key of [item.thumbKey, item.webKey]) if (key) await storage.delete(key);
  }
  if (event.customImageKey) await storage.delete(event.customImageKey);
  await db.delete(events).where(eq(events.id, eventId));
  return true;
}
