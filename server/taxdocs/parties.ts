/**
 * Who a document is from and to, and where the supply is made (CGST Rule 46(a), (d), (e), (n); IGST Act section 12).
 * The document keeps copies of these: they are read once, when it is issued.
 */
import { getConfig, type ServerConfig } from '../config';
import type { Order, PlaceOfSupply, TaxParty } from '../db/schema';
import { findCity } from '../../data/cities';
import { GST_STATES, stateCodeOf } from '../../lib/tax/states';

/** The state or UT of a 2-digit GST code. @throws Error for a code not in the list. */
function stateOfCode(code: string): PlaceOfSupply {
  const state = GST_STATES.find((candidate) => candidate.code === code);
  if (!state) throw new Error(`${code} is not a GST state code`);
  return { state: state.name, code };
}

/** The supplier: the business's legal name, address, GSTIN and state from the settings (BUSINESS_*). */
export function supplierFromConfig(
  config: Pick<ServerConfig, 'BUSINESS_LEGAL_NAME' | 'BUSINESS_ADDRESS' | 'BUSINESS_STATE_CODE' | 'BUSINESS_GSTIN'> = getConfig(),
): TaxParty {
  const state = stateOfCode(config.BUSINESS_STATE_CODE);
  return {
    name: config.BUSINESS_LEGAL_NAME,
    address: config.BUSINESS_ADDRESS,
    stateName: state.state,
    stateCode: state.code,
    gstin: config.BUSINESS_GSTIN,
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The state of the order's event address: `address.citySlug` → the city's state (data/cities) → its GST code.
 * @throws Error when the address names no known city (an erased address, say) or the state has no code.
 */
export function eventState(order: Pick<Order, 'address'>): PlaceOfSupply {
  const slug = text(order.address.citySlug);
  const city = slug ? findCity(slug) : undefined;
  if (!city) throw new Error('the order address names no city we serve: no place of supply');
  const code = stateCodeOf(city.state);
  if (!code) throw new Error(`no GST state code for ${city.state}`);
  return { state: city.state, code };
}

/**
 * The place of supply. Our services are performed at the customer's event (decoration, photography, a chef, catering):
 * IGST Act section 12(7) (services in relation to a celebration or similar event) and 12(2) say the same here: to a
 * registered person (a GSTIN given), the location of that person, i.e. the state of its GSTIN (12(7)(a)(i), 12(2)(a));
 * to anyone else, where the event is held (12(7)(a)(ii); 12(2)(b): the address on record, the event's).
 */
export function placeOfSupplyOf(order: Pick<Order, 'address' | 'businessGstin'>): PlaceOfSupply {
  return order.businessGstin ? stateOfCode(order.businessGstin.slice(0, 2)) : eventState(order);
}

/**
 * The recipient (Rule 46(d), (e)): the registered business name and GSTIN when the order has them, else the name on the
 * address; the address as one line; the state of the place of supply.
 */
export function recipientOf(order: Pick<Order, 'address' | 'businessName' | 'businessGstin'>, place: PlaceOfSupply): TaxParty {
  const a = order.address;
  const address = [a.line1, a.landmark, a.locality, a.city, a.pincode].map(text).filter(Boolean).join(', ');
  const name = text(order.businessName) ?? text(a.name) ?? 'Customer';
  return {
    name,
    address,
    stateName: place.state,
    stateCode: place.code,
    ...(order.businessGstin ? { gstin: order.businessGstin } : {}),
  };
}
