/**
 * The chat domain's jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `chat.retention`, the daily deletion of rooms and messages past their retention (./retention.ts). One such job
 * exists at a time (its dedupe key); it reschedules itself a day after each run. `chat.notify_away`, the away
 * notice of a room (./away.ts), queued by ./offline.ts; when messages came while it ran, it runs again later.
 */
import { addDays, addSeconds } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import { chatMessages } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { getMediaStorage, type MediaStorage } from '../media/storage';
import { configuredPushSender, type PushSender } from '../notify/push';
import { notifyAwayMembers } from './away';
import { AWAY_AFTER_SECONDS } from './offline';
import { purgeExpiredChats } from './retention';

/** How often retention runs. */
export const CHAT_RETENTION_EVERY_DAYS = 1;
const RETENTION_KEY = 'chat.retention';

/**
 * Makes sure the retention job is queued (each instance calls it when its worker starts; the dedupe key keeps
 * one across instances). @returns whether this call queued it.
 */
export function scheduleChatRetention(db: Db, now = new Date()): Promise<boolean> {
  return enqueueJob(db, { name: 'chat.retention', payload: {}, runAt: now, dedupeKey: RETENTION_KEY });
}

/**
 * The chat domain's job handlers (`storage`: the media store, `push`: the push sender; the configured ones by
 * default).
 */
export function chatJobHandlers(
  storage: () => Promise<MediaStorage> = getMediaStorage,
  push: () => PushSender = configuredPushSender,
): JobHandlers {
  return {
    'chat.notify_away': jobHandler('chat.notify_away', async (db, { roomId }, now) => {
      const { newestMessageId } = await notifyAwayMembers(db, roomId, now, push());
      // a message that came while this ran found this job queued (its enqueue was ignored): cover it later
      const [newest] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.roomId, roomId))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return newest && newest.id > newestMessageId ? { rescheduleAt: addSeconds(now, AWAY_AFTER_SECONDS) } : undefined;
    }),
    'chat.retention': jobHandler('chat.retention', async (db, _payload, now) => {
      await purgeExpiredChats(db, await storage(), now);
      return { rescheduleAt: addDays(now, CHAT_RETENTION_EVERY_DAYS) };
    }),
  };
}
