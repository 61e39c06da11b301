import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS } from '../../../../lib/services';
import { GST_SERVICE_RULES } from '../../../../lib/tax/rates';

describe('GST_SERVICE_RULES', () => {
  it('has a rule for every service sold and none for another', () => {
    expect(Object.keys(GST_SERVICE_RULES).sort()).toEqual([...SERVICE_KEYS].sort());
  });

  it('gives each a six-digit SAC of chapter 99, a rate of the GST slabs, a description and a cited source', () => {
    for (const key of SERVICE_KEYS) {
      const rule = GST_SERVICE_RULES[key];
      expect(rule.sac, key).toMatch(/^99\d{4}$/);
      expect([5, 18], key).toContain(rule.ratePercent);
      expect(rule.description.length, key).toBeGreaterThan(5);
      expect(rule.source, key).toMatch(/^Notification 11\/2017-Central Tax \(Rate\), Sl\. No\. \d+\([ivx]+\)/);
    }
  });

  it('taxes catering at 5% under 996334 and the other services at 18%', () => {
    expect(GST_SERVICE_RULES.buffet).toMatchObject({ sac: '996334', ratePercent: 5 });
    expect(GST_SERVICE_RULES['food-delivery']).toMatchObject({ sac: '996334', ratePercent: 5 });
    expect(GST_SERVICE_RULES.decoration).toMatchObject({ sac: '998596', ratePercent: 18 });
    expect(GST_SERVICE_RULES.photography).toMatchObject({ sac: '998383', ratePercent: 18 });
    expect(GST_SERVICE_RULES.chef).toMatchObject({ sac: '998519', ratePercent: 18 });
  });
});
