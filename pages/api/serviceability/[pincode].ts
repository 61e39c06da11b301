import { routeServiceabilityCheck } from '../../../lib/contracts/orders';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { findServedArea, unservedPincodeMessage } from '../../../server/cities/serviceability';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/serviceability/{pincode}: whether we serve a pincode, with its city and locality (a lookup,
 * so an unserved pincode is a 200 with `served: false` and the message to show). 400 for a malformed pincode.
 */
export default apiRoute(
  handle(routeServiceabilityCheck, async ({ params: { pincode } }) => {
    const area = findServedArea(pincode);
    if (!area) return { message: unservedPincodeMessage(pincode), data: { pincode, served: false as const } };
    return { message: `We serve ${area.locality}, ${area.city}`, data: { pincode, served: true as const, ...area } };
  }),
);
