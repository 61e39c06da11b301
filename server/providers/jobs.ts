/**
 * The providers' jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `notify.provider_assigned`, the WhatsApp messages of an assignment ("the customer
 * and the provider are told by WhatsApp/SMS through the outbox"), and `notify.provider_unassigned`, the message
 * to a provider whose job was reassigned; `provider.auto_assign`, a booked order offered to a provider.
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { notifyAssignment, notifyUnassignment } from './notify';

/** The providers' job handlers. */
export function providerJobHandlers(): JobHandlers {
  return {
    'notify.provider_assigned': jobHandler('notify.provider_assigned', async (db, payload) => {
      await notifyAssignment(db, payload);
    }),
    'notify.provider_unassigned': jobHandler('notify.provider_unassigned', async (db, payload) => {
      await notifyUnassignment(db, payload);
    }),
    // published by payments when a verified advance books an order; a placeholder until automatic assignment
    // (spec "Automatic assignment") handles it, so that the queue never fails the job for want of a handler
    'provider.auto_assign': jobHandler('provider.auto_assign', async () => {}),
  };
}
