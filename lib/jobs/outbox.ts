/** The payload of the console's outbox job (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const outboxJobPayloads = {
  /** Send a failed outbox message again (once; asked in the console). */
  'notify.outbox_retry': z.object({ outboxId: z.uuid() }),
} as const;
