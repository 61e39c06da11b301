/**
 * Away members (an opt-in WhatsApp digest at most once an hour per room, a push notification
 * through Firebase Cloud Messaging). After every committed message the room gets one delayed job
 * `chat.notify_away` (one queued per room: its dedupe key), which runs AWAY_AFTER_SECONDS later on any instance
 * and notifies the members who have not read the room's newest message by then (./away.ts). "Away" is read from
 * `chat_members.last_read_message_id`, which every instance shares: a member with the room open marks each message
 * read as it arrives, so only members who are not reading it live are notified.
 */
import { addSeconds } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { logger } from '../logger';

/** Rooms remembered with a queued job before the ones already run are forgotten. */
const MAX_KNOWN_ROOMS = 10_000;

/** How long after a message a member who has not read it counts as away. */
export const AWAY_AFTER_SECONDS = 120;

/** The dedupe key of a room's pending away-notice job. */
export const awayJobKey = (roomId: string) => `chat.away:${roomId}`;

/** A committed message. */
export interface MessageSentEvent {
  roomId: string;
  messageId: number;
}

/** A message this close to a known job's run time still queries (the job may be starting). */
const KNOWN_JOB_MARGIN_MS = 10_000;

/**
 * Per database and process: room id → when its queued away-notice job runs (ms), as learnt from queueing it or
 * finding it queued. A message before then is covered by that job (it reads the room's newest message when it
 * runs), so it needs no query: without this, every message of a busy room wrote to the same dedupe key.
 */
const knownJobs = new WeakMap<Db, Map<string, number>>();

function knownJobsOf(db: Db): Map<string, number> {
  let known = knownJobs.get(db);
  if (!known) knownJobs.set(db, (known = new Map()));
  return known;
}

/**
 * Queues the away notice of a room for AWAY_AFTER_SECONDS after `now` (ignored while one is queued: that one
 * covers this message too). While this process knows of a queued job that runs more than 10 seconds after
 * `now`, it sends no query at all. A failure is logged, never the sender's error.
 */
export async function messageSent(db: Db, event: MessageSentEvent, now: Date): Promise<void> {
  const known = knownJobsOf(db);
  const runsAt = known.get(event.roomId);
  if (runsAt !== undefined && now.getTime() < runsAt - KNOWN_JOB_MARGIN_MS) return;
  try {
    const runAt = addSeconds(now, AWAY_AFTER_SECONDS);
    const queued = await enqueueJob(db, {
      name: 'chat.notify_away',
      payload: { roomId: event.roomId },
      runAt,
      dedupeKey: awayJobKey(event.roomId),
    });
    if (queued) {
      known.set(event.roomId, runAt.getTime());
    } else {
      // queued by another message (maybe through another instance): learn when it runs
      const [pending] = await db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, awayJobKey(event.roomId)), eq(jobs.status, 'queued')))
        .limit(1);
      if (pending) known.set(event.roomId, pending.runAt.getTime());
      else known.delete(event.roomId);
    }
    // forget rooms whose job has run (bounded memory on a long-lived process)
    if (known.size > MAX_KNOWN_ROOMS) for (const [roomId, at] of known) if (at < now.getTime()) known.delete(roomId);
  } catch (error) {
    logger.warn({ err: error, roomId: event.roomId }, 'chat: queueing the away notice failed');
  }
}
