/** The payloads of the privacy jobs (issue 20 section 8: a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const privacyJobPayloads = {
  /** Erases a deleted account's personal data once its 7 days to undo are over (issue 24 "Privacy" 7). */
  'privacy.erase_account': z.object({ userId: z.uuid() }),
} as const;
