/**
 * The chat domain's jobs (issue 20 section 8: each domain registers its own, payloads in ./jobPayloads.ts):
 * `chat.retention`, the daily deletion of rooms and messages past their retention (./retention.ts). One such job
 * exists at a time (its dedupe key); it reschedules itself a day after each run.
 */
import { addDays } from 'date-fns';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { getMediaStorage, type MediaStorage } from '../media/storage';
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

/** The chat domain's job handlers (`storage`: the media store, the configured one by default). */
export function chatJobHandlers(storage: () => Promise<MediaStorage> = getMediaStorage): JobHandlers {
  return {
    'chat.retention': jobHandler('chat.retention', async (db, _payload, now) => {
      await purgeExpiredChats(db, await storage(), now);
      return { rescheduleAt: addDays(now, CHAT_RETENTION_EVERY_DAYS) };
    }),
  };
}
