/**
 * The invites domain's jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `invites.send_message` (reminders, host messages, notices; sent once, ./messages.ts), `invites.promoted` (the
 * waitlist promotion message) and `invites.purge` (a deleted event's media after 30 days, ./purge.ts).
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { getMediaStorage, type MediaStorage } from '../media/storage';
import { notifyPromoted, runEventMessage } from './messages';
import { purgeEvent } from './purge';

/** The invites domain's job handlers (`storage`: the media store, the configured one by default). */
export function inviteJobHandlers(storage: () => Promise<MediaStorage> = getMediaStorage): JobHandlers {
  return {
    'invites.send_message': jobHandler('invites.send_message', async (db, { messageId }, now) => {
      await runEventMessage(db, { messageId, now });
    }),
    'invites.promoted': jobHandler('invites.promoted', async (db, { guestId }) => {
      await notifyPromoted(db, { guestId });
    }),
    'invites.purge': jobHandler('invites.purge', async (db, { eventId }, now) => {
      await purgeEvent(db, await storage(), { eventId, now });
    }),
  };
}
