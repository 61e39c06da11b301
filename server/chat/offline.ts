/**
 * The seam for members who are away (issue 23 "Customer": a WhatsApp digest at most once an hour per room, a
 * push notification through Firebase Cloud Messaging; not built yet). `messageSent` is called after every
 * committed message with the room's other members; a notifier set with `setOfflineNotifier` decides who is away
 * (the intended rule: a member whose last read is still below the message a short while later, read from
 * `chat_members` so it holds across instances, e.g. from a delayed job), asks `mayNotify` (server/notify/
 * preferences.ts, topic `chat`) and sends. Without a notifier nothing happens.
 */
import { logger } from '../logger';
import type { Principal } from './principals';

/** A committed message and who else is in its room. */
export interface MessageSentEvent {
  roomId: string;
  messageId: number;
  recipients: Principal[];
}

/** Sends notifications to away members; must not throw for one failed recipient. */
export type OfflineNotifier = (event: MessageSentEvent) => Promise<void>;

let notifier: OfflineNotifier | null = null;

/** Sets (or, with null, removes) the notifier of away members. */
export function setOfflineNotifier(next: OfflineNotifier | null): void {
  notifier = next;
}

/** Hands a committed message to the notifier; a failure is logged, never the sender's error. */
export async function messageSent(event: MessageSentEvent): Promise<void> {
  if (!notifier) return;
  try {
    await notifier(event);
  } catch (error) {
    logger.warn({ err: error, roomId: event.roomId }, 'chat: notifying away members failed');
  }
}
