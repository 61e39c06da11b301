/**
 * The handler of every job the app runs, gathered from the domains that register their own (issue 20
 * section 8): payments, orders, the gallery, invites, privacy, chat retention and the clean-up. A job name without a handler here is a type
 * error, so a new job cannot be enqueued and never run.
 */
import { chatJobHandlers } from '../chat/jobs';
import { galleryJobHandlers } from '../gallery/jobs';
import { inviteJobHandlers } from '../events/jobs';
import { orderJobHandlers } from '../orders/jobs';
import { paymentJobHandlers } from '../payments/jobs';
import { paymentDeps, type PaymentDeps } from '../payments/registry';
import { providerJobHandlers } from '../providers/jobs';
import { userJobHandlers } from '../users/jobs';
import { outboxJobHandlers } from '../ops/outboxJobs';
import { maintenanceJobHandlers } from './maintenance';
import { JOB_PAYLOADS, type JobName } from '../jobs/payloads';
import type { JobHandler } from '../jobs/worker';

/** The handler of every job, the payment ones on the app's payment dependencies at the job's run time. */
export function appJobHandlers(depsAt: (now: Date) => PaymentDeps = paymentDeps): Record<JobName, JobHandler> {
  const handlers = {
    ...paymentJobHandlers(depsAt),
    ...orderJobHandlers(),
    ...galleryJobHandlers(),
    ...inviteJobHandlers(),
    ...providerJobHandlers(),
    ...userJobHandlers(),
    ...maintenanceJobHandlers(),
    ...outboxJobHandlers(),
    ...chatJobHandlers(),
  };
  const missing = (Object.keys(JOB_PAYLOADS) as JobName[]).filter((name) => !handlers[name]);
  if (missing.length > 0) throw new Error(`no handler for job ${missing.join(', ')}`);
  return handlers as Record<JobName, JobHandler>;
}
