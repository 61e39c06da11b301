/**
 * The providers' jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `notify.provider_assigned`, the WhatsApp message to a provider of a job offered to them, `notify.provider_accepted`,
 * the customer's message of who is coming once they accepted, `notify.provider_unassigned`, the message
 * to a provider whose job was reassigned or whose offer lapsed, `provider.auto_assign`, the automatic assignment of
 * a booked order, and `provider.offer_expiry`, an offer's deadline.
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { autoAssign, expireOffer } from './autoAssign';
import { notifyAcceptance, notifyAssignment, notifyUnassignment } from './notify';

/** The providers' job handlers. */
export function providerJobHandlers(): JobHandlers {
  return {
    'notify.provider_assigned': jobHandler('notify.provider_assigned', async (db, payload) => {
      await notifyAssignment(db, payload);
    }),
    'notify.provider_accepted': jobHandler('notify.provider_accepted', async (db, payload) => {
      await notifyAcceptance(db, payload);
    }),
    'notify.provider_unassigned': jobHandler('notify.provider_unassigned', async (db, payload) => {
      await notifyUnassignment(db, payload);
    }),
    'provider.auto_assign': jobHandler('provider.auto_assign', async (db, payload, now) => {
      await autoAssign(db, { orderId: payload.orderId, now });
    }),
    'provider.offer_expiry': jobHandler('provider.offer_expiry', async (db, payload, now) => expireOffer(db, { ...payload, now })),
  };
}
