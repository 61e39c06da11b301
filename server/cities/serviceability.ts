import type { AddressInput, ServedArea } from '../../lib/contracts/orders';
import { cityForPincode } from '../../data/cities';
import { HttpError } from '../http/errors';

/** A resolved, served address: the customer's lines plus city and locality from our city data. */
export type ServedAddress = AddressInput & ServedArea;

/** What a customer reads for a pincode we do not serve. */
export const unservedPincodeMessage = (pincode: string) =>
  `Sorry, we do not serve pincode ${pincode} yet. Please check the pincode or message us on WhatsApp.`;

/** The served area of a pincode, or null when we do not serve it. */
export function findServedArea(pincode: string): ServedArea | null {
  const served = cityForPincode(pincode);
  return served ? { city: served.city.name, citySlug: served.city.slug, locality: served.locality.name } : null;
}

/**
 * Checks that we serve a pincode (an unserved pincode gets a clear message before payment).
 * @throws HttpError 400 naming the pincode.
 */
function servedAreaFor(pincode: string): ServedArea {
  const area = findServedArea(pincode);
  if (!area) {
    throw new HttpError(400, unservedPincodeMessage(pincode), {
      errors: [{ path: 'address.pincode', message: `We do not serve pincode ${pincode} yet` }],
    });
  }
  return area;
}

/** The customer's address lines plus the served city and locality of its pincode. @throws as servedAreaFor */
export function resolveAddress(address: AddressInput): ServedAddress {
  return { ...address, ...servedAreaFor(address.pincode) };
}
