/** The console's outbox job: `notify.outbox_retry`, a failed message sent again. */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { resendOutboxMessage } from './outboxResend';

/** The outbox retry's job handler. */
export function outboxJobHandlers(): JobHandlers {
  return {
    'notify.outbox_retry': jobHandler('notify.outbox_retry', (db, { outboxId }, now) => resendOutboxMessage(db, outboxId, now)),
  };
}
