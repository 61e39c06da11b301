/**
 * Away members (issue 23 "Customer": an opt-in WhatsApp digest at most once an hour per room, a push notification
 * through Firebase Cloud Messaging). After every committed message the room gets one delayed job
 * `chat.notify_away` (one queued per room: its dedupe key), which runs AWAY_AFTER_SECONDS later on any instance
 * and notifies the members who have not read the room's newest message by then (./away.ts). "Away" is read from
 * `chat_members.last_read_message_id`, which every instance shares: a member with the room open marks each message
 * read as it arrives, so only members who are not reading it live are notified.
 */
import { addSeconds } from 'date-fns';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { logger } from '../logger';

/** How long after a message a member who has not read it counts as away. */
export const AWAY_AFTER_SECONDS = 120;

/** The dedupe key of a room's pending away-notice job. */
export const awayJobKey = (roomId: string) => `chat.away:${roomId}`;

/** A committed message. */
export interface MessageSentEvent {
  roomId: string;
  messageId: number;
}

/**
 * Queues the away notice of a room for AWAY_AFTER_SECONDS after `now` (ignored while one is queued: that one
 * covers this message too). A failure is logged, never the sender's error.
 */
export async function messageSent(db: Db, event: MessageSentEvent, now: Date): Promise<void> {
  try {
    await enqueueJob(db, {
      name: 'chat.notify_away',
      payload: { roomId: event.roomId },
      runAt: addSeconds(now, AWAY_AFTER_SECONDS),
      dedupeKey: awayJobKey(event.roomId),
    });
  } catch (error) {
    logger.warn({ err: error, roomId: event.roomId }, 'chat: queueing the away notice failed');
  }
}
