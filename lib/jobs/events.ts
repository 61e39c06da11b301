/** The payloads of the invites jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const eventJobPayloads = {
  /** Sends one event message row (reminder, host message or notice) once. */
  'invites.send_message': z.object({ messageId: z.uuid() }),
  /** Tells a guest promoted from the waitlist that they have a place. */
  'invites.promoted': z.object({ guestId: z.uuid() }),
  /** Purges a deleted event and its wall media 30 days after its deletion. */
  'invites.purge': z.object({ eventId: z.uuid() }),
} as const;
