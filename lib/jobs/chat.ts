/** The payloads of the chat jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const chatJobPayloads = {
  /** Deletes chat rooms and messages past their retention, then runs again a day later. */
  'chat.retention': z.object({}),
  /** Notifies the members of a room who have not read its newest message (server/chat/offline.ts). */
  'chat.notify_away': z.object({ roomId: z.uuid() }),
} as const;
