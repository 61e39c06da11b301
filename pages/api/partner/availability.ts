import { routePartnerAvailability, routePartnerAvailabilityUpdate } from '../../../lib/contracts/availability';
import { withPartner } from '../../../server/auth/withPartner';
import { getAvailability, setAvailability } from '../../../server/capacity';
import { apiRoute } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * /api/partner/availability: the signed-in provider's own weekly hours, time off, served pincodes and jobs a day.
 * GET reads them (empty lists and `hasHours: false` until set); PUT replaces them (400 naming the field for
 * overlapping ranges, an end not after its start, a pincode outside their cities), audited as
 * `provider.availability_set` with the provider as actor; assigned jobs it leaves outside are kept and listed in
 * `jobsOutside`. 401 without a partner session.
 */
// the provider is the session's, never a parameter: a provider can only read and set their own
export default apiRoute(
  withPartner(routePartnerAvailability, async (_input, _req, { db, provider }) => {
    return { message: 'Availability', data: await getAvailability(db, provider.id) };
  }),
  withPartner(routePartnerAvailabilityUpdate, async ({ body }, _req, { db, provider, actor }) => {
    return { message: 'Your availability has been saved.', data: await setAvailability(db, provider.id, body, { actor }) };
  }),
);
