/**
 * Every job the app runs and the zod schema of its payload, gathered from the domains' own declarations
 * (`lib/jobs/<domain>.ts`). The queue checks a payload against its schema
 * when the job is enqueued, and each handler again when it runs (server/app/jobHandlers.ts).
 */
import type { z } from 'zod';
import { chatJobPayloads } from '../../lib/jobs/chat';
import { earningJobPayloads } from '../../lib/jobs/earnings';
import { galleryJobPayloads } from '../../lib/jobs/gallery';
import { eventJobPayloads } from '../../lib/jobs/events';
import { orderJobPayloads } from '../../lib/jobs/orders';
import { paymentJobPayloads } from '../../lib/jobs/payments';
import { providerJobPayloads } from '../../lib/jobs/providers';
import { privacyJobPayloads } from '../../lib/jobs/users';
import { outboxJobPayloads } from '../../lib/jobs/outbox';
import { maintenanceJobPayloads } from '../../lib/jobs/maintenance';
import { taxdocJobPayloads } from '../../lib/jobs/taxdocs';

export const JOB_PAYLOADS = {
  ...paymentJobPayloads,
  ...orderJobPayloads,
  ...galleryJobPayloads,
  ...eventJobPayloads,
  ...providerJobPayloads,
  ...privacyJobPayloads,
  ...maintenanceJobPayloads,
  ...outboxJobPayloads,
  ...chatJobPayloads,
  ...taxdocJobPayloads,
  ...earningJobPayloads,
} as const;

/** The name of a job the app runs. */
export type JobName = keyof typeof JOB_PAYLOADS;
/** The payload of job `N`, as its schema reads it. */
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;
