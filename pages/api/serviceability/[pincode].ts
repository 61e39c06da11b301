import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { schemaPincode } from '../../../server/orders/schemas';
import { servedAreaFor } from '../../../server/orders/service';

/** GET /api/serviceability/{pincode}: the city and locality we serve there, or 400 with a clear message. */
export default apiHandler({
  GET: async (req) => {
    const pincode = parseInput(schemaPincode, req.query.pincode);
    const area = servedAreaFor(pincode);
    return { message: `We serve ${area.locality}, ${area.city}`, data: { pincode, ...area } };
  },
});
