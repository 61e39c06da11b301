/**
 * Every job the app runs and the zod schema of its payload, gathered from the domains' own declarations
 * (issue 20 section 8: `server/<domain>/jobPayloads.ts`). The queue checks a payload against its schema
 * when the job is enqueued, and each handler again when it runs (server/jobs/handlers.ts).
 */
import type { z } from 'zod';
import { chatJobPayloads } from '../chat/jobPayloads';
import { galleryJobPayloads } from '../gallery/jobPayloads';
import { inviteJobPayloads } from '../invites/jobPayloads';
import { orderJobPayloads } from '../orders/jobPayloads';
import { paymentJobPayloads } from '../payments/jobPayloads';
import { providerJobPayloads } from '../providers/jobPayloads';
import { privacyJobPayloads } from '../privacy/jobPayloads';
import { outboxJobPayloads } from '../ops/outboxJobPayloads';
import { maintenanceJobPayloads } from './maintenancePayloads';

export const JOB_PAYLOADS = {
  ...paymentJobPayloads,
  ...orderJobPayloads,
  ...galleryJobPayloads,
  ...inviteJobPayloads,
  ...providerJobPayloads,
  ...privacyJobPayloads,
  ...maintenanceJobPayloads,
  ...outboxJobPayloads,
  ...chatJobPayloads,
} as const;

/** The name of a job the app runs. */
export type JobName = keyof typeof JOB_PAYLOADS;
/** The payload of job `N`, as its schema reads it. */
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;
