/**
 * The handler of every job the app runs, gathered from the domains that register their own: payments, orders, the
 * gallery, events, users (privacy), providers, tax documents, earnings, the outbox, chat retention and the clean-up (with the domains' steps of
 * it). A job name without a handler here is a type error, so a new job cannot be enqueued and never run.
 */
import { subHours } from 'date-fns';
import { deleteExpiredHolds } from '../capacity';
import { chatJobHandlers, purgeStaleStreamSlots, purgeStreamTickets } from '../chat';
import { earningJobHandlers } from '../earnings';
import { galleryJobHandlers } from '../gallery';
import { inviteJobHandlers } from '../events';
import { orderJobHandlers } from '../orders';
import { paymentJobHandlers } from '../payments';
import { paymentDeps, type PaymentDeps } from '../payments';
import { providerJobHandlers } from '../providers';
import { userJobHandlers } from '../users';
import { outboxJobHandlers } from '../ops';
import { taxdocJobHandlers } from '../taxdocs';
import { maintenanceJobHandlers, type MaintenanceStep } from './maintenance';
import { JOB_PAYLOADS, type JobName } from '../jobs/payloads';
import type { JobHandler } from '../jobs/worker';

/** The domains' steps of the hourly clean-up job (`maintenance.purge`), after the platform's own rows. */
const MAINTENANCE_STEPS: readonly MaintenanceStep[] = [
  // chat: spent and expired stream tickets
  (db, now) => purgeStreamTickets(db, now),
  // chat: rows of streams whose instance stopped without closing them (live ones are refreshed every heartbeat)
  (db, now) => purgeStaleStreamSlots(db, subHours(now, 1)),
  // capacity: checkout holds past their expiry (whoever takes a provider's time also deletes that provider's own)
  (db, now) => deleteExpiredHolds(db, now),
];

/** The handler of every job, the payment ones on the app's payment dependencies at the job's run time. */
export function appJobHandlers(depsAt: (now: Date) => PaymentDeps = paymentDeps): Record<JobName, JobHandler> {
  const handlers = {
    ...paymentJobHandlers(depsAt),
    ...orderJobHandlers(),
    ...galleryJobHandlers(),
    ...inviteJobHandlers(),
    ...providerJobHandlers(),
    ...userJobHandlers(),
    ...maintenanceJobHandlers(MAINTENANCE_STEPS),
    ...outboxJobHandlers(),
    ...chatJobHandlers(),
    ...taxdocJobHandlers(),
    ...earningJobHandlers(),
  };
  const missing = (Object.keys(JOB_PAYLOADS) as JobName[]).filter((name) => !handlers[name]);
  if (missing.length > 0) throw new Error(`no handler for job ${missing.join(', ')}`);
  return handlers as Record<JobName, JobHandler>;
}
