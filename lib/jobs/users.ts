/** The payloads of the privacy jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const privacyJobPayloads = {
  /** Erases a deleted account's personal data once its 7 days to undo are over. */
  'privacy.erase_account': z.object({ userId: z.uuid() }),
} as const;
