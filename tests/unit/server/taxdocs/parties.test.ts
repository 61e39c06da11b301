/** Who a tax document is from and to, and the place of supply (IGST Act section 12(2) and 12(7)). */
import { describe, expect, it } from 'vitest';
import { placeOfSupplyOf, recipientOf, supplierFromConfig } from '../../../../server/taxdocs/parties';

const DELHI = {
  name: 'Asha Verma',
  line1: 'B-12 Lajpat Nagar',
  landmark: '',
  pincode: '110024',
  city: 'Delhi',
  citySlug: 'delhi',
  locality: 'Lajpat Nagar',
};

describe('placeOfSupplyOf', () => {
  it("is the state of the event's city for a customer without a GSTIN", () => {
    expect(placeOfSupplyOf({ address: DELHI, businessGstin: null })).toEqual({ state: 'Delhi', code: '07' });
    expect(placeOfSupplyOf({ address: { ...DELHI, citySlug: 'bengaluru' }, businessGstin: null })).toEqual({
      state: 'Karnataka',
      code: '29',
    });
  });

  it("is the state of a registered customer's GSTIN, wherever the event is", () => {
    expect(placeOfSupplyOf({ address: DELHI, businessGstin: '27AAAAA0000A1Z5' })).toEqual({ state: 'Maharashtra', code: '27' });
  });

  it('refuses an address without a city we know (an erased one, say)', () => {
    expect(() => placeOfSupplyOf({ address: { name: '' }, businessGstin: null })).toThrow(/no place of supply/);
    expect(() => placeOfSupplyOf({ address: { ...DELHI, citySlug: 'atlantis' }, businessGstin: null })).toThrow(/no place of supply/);
  });
});

describe('recipientOf', () => {
  it('names the customer and their address in one line, with the state of the place of supply', () => {
    expect(recipientOf({ address: DELHI, businessName: null, businessGstin: null }, { state: 'Delhi', code: '07' })).toEqual({
      name: 'Asha Verma',
      address: 'B-12 Lajpat Nagar, Lajpat Nagar, Delhi, 110024',
      stateName: 'Delhi',
      stateCode: '07',
    });
  });

  it('names a business customer by its registered name and GSTIN', () => {
    const recipient = recipientOf(
      { address: DELHI, businessName: 'Verma Events LLP', businessGstin: '07AAAFV1234B1Z3' },
      { state: 'Delhi', code: '07' },
    );
    expect(recipient).toMatchObject({ name: 'Verma Events LLP', gstin: '07AAAFV1234B1Z3' });
  });
});

describe('supplierFromConfig', () => {
  it('reads the business settings, the state named from its code', () => {
    expect(
      supplierFromConfig({
        BUSINESS_LEGAL_NAME: 'Party Services Pvt Ltd',
        BUSINESS_ADDRESS: 'Sector 44, Gurugram 122003',
        BUSINESS_STATE_CODE: '06',
        BUSINESS_GSTIN: '06AAACP1234A1Z5',
      }),
    ).toEqual({
      name: 'Party Services Pvt Ltd',
      address: 'Sector 44, Gurugram 122003',
      stateName: 'Haryana',
      stateCode: '06',
      gstin: '06AAACP1234A1Z5',
    });
  });
});
