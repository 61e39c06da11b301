/** The payloads of the chat jobs (issue 20 section 8: a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const chatJobPayloads = {
  /** Deletes chat rooms and messages past their retention (issue 23), then runs again a day later. */
  'chat.retention': z.object({}),
  /** Notifies the members of a room who have not read its newest message (issue 23, ./offline.ts). */
  'chat.notify_away': z.object({ roomId: z.uuid() }),
} as const;
