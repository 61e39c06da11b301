import { routeServiceabilityCheck } from '../../../lib/contracts/orders';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { cityForPincode } from '../../../data/cities';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from '../../../data/cities/names.hi';
import type { Locale } from '../../../lib/i18n/locales';
import { findServedArea, unservedPincodeMessage } from '../../../server/cities/serviceability';
import { requestLocale } from '../../../server/i18n/requestLocale';

/** The served city and locality of a pincode named in `locale` (Hindi where the city data has it, else English). */
function areaNames(pincode: string, area: { city: string; locality: string }, locale: Locale) {
  const served = locale === 'hi' ? cityForPincode(pincode) : undefined;
  if (!served) return area;
  return {
    city: CITY_NAMES_HI[served.city.slug] ?? area.city,
    locality: LOCALITY_NAMES_HI[served.city.slug]?.[served.locality.slug] ?? area.locality,
  };
}

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/serviceability/{pincode}: whether we serve a pincode, with its city and locality (a lookup,
 * so an unserved pincode is a 200 with `served: false` and the message to show). 400 for a malformed pincode.
 */
export default apiRoute(
  handle(routeServiceabilityCheck, async ({ params: { pincode } }, req) => {
    const found = findServedArea(pincode);
    if (!found) return { message: unservedPincodeMessage(pincode), data: { pincode, served: false as const } };
    // the caller's language names the place (X-Locale); the booking keeps no copy of these names
    const area = { ...found, ...areaNames(pincode, found, requestLocale(req)) };
    return { message: `We serve ${area.locality}, ${area.city}`, data: { pincode, served: true as const, ...area } };
  }),
);
