import { cityForPincode } from '../../../data/cities';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { schemaPincode } from '../../../server/orders/schemas';
import { unservedPincodeMessage } from '../../../server/orders/service';

/**
 * GET /api/serviceability/{pincode}: whether we serve a pincode, with its city and locality (a lookup,
 * so an unserved pincode is a 200 with `served: false` and the message to show). 400 for a malformed pincode.
 */
export default apiHandler({
  GET: async (req) => {
    const pincode = parseInput(schemaPincode, req.query.pincode);
    const found = cityForPincode(pincode);
    if (!found) return { message: unservedPincodeMessage(pincode), data: { pincode, served: false as const } };
    const area = { city: found.city.name, citySlug: found.city.slug, locality: found.locality.name };
    return { message: `We serve ${area.locality}, ${area.city}`, data: { pincode, served: true as const, ...area } };
  },
});
