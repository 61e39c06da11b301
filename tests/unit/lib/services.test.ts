import { describe, expect, it } from 'vitest';
import { FOOD_LEAD_HOURS } from '../../../lib/booking';
import { ORDER_TYPE } from '../../../lib/constants';
import { ADVANCE_PERCENT_BY_ORDER_TYPE, chefBill, decorationBill, foodBill, photographyBill, type Bill } from '../../../lib/pricing';
import { SERVICE_KEYS, SERVICES, serviceByKey, serviceOfOrderType, SOLD_ORDER_TYPES } from '../../../lib/services';

const balanceLine = (bill: Pick<Bill, 'lines'>) => bill.lines.find((line) => line.kind === 'balance')?.label;

describe('the registry of the services we sell', () => {
  it('names each service once, with its order type, booking page, advance share and lead time', () => {
    expect(SERVICE_KEYS).toEqual(['decoration', 'photography', 'chef', 'food-delivery', 'buffet']);
    expect(new Set(SOLD_ORDER_TYPES).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.slug)).size).toBe(SERVICES.length);
    for (const service of SERVICES) {
      // the advance share is lib/pricing's, not a copy
      expect(service.advancePercent, service.key).toBe(ADVANCE_PERCENT_BY_ORDER_TYPE[service.orderType]);
      expect(serviceOfOrderType(service.orderType)).toBe(service);
      expect(serviceByKey(service.key)).toBe(service);
    }
    expect(serviceByKey('buffet')).toMatchObject({ name: 'Live Buffet Catering', orderType: ORDER_TYPE.LIVE_BUFFET_CATERING });
    expect(serviceByKey('buffet').lead).toEqual({ kind: 'hours', hours: FOOD_LEAD_HOURS.buffet });
    expect(serviceByKey('decoration').lead).toEqual({ kind: 'next-day' });
    expect(serviceOfOrderType(ORDER_TYPE.WAITER)).toBeNull();
    // whom an unpaid balance goes to once the service has started, one per service
    expect(SERVICES.map((s) => s.collectedBy)).toEqual([
      'the decorator',
      'the photographer',
      'the chef',
      'our delivery team',
      'our catering team',
    ]);
  });

  it("puts each service's one balance text on its bill (food said 'before the event' there, 'after the service' elsewhere)", () => {
    const main = { platePrice: 120, qualifying: true };
    const food = { dishes: [main, main, main], guests: 25, extras: { disposables: false, tables: false } };
    expect(balanceLine(foodBill({ service: 'delivery', ...food }))).toBe(serviceByKey('food-delivery').balanceText);
    expect(balanceLine(foodBill({ service: 'buffet', ...food }))).toBe(serviceByKey('buffet').balanceText);
    expect(balanceLine(chefBill({ dishRates: [600, 614], people: 2 }))).toBe(serviceByKey('chef').balanceText);
    expect(balanceLine(decorationBill({ productPrice: 1005, addons: [] }))).toBe(serviceByKey('decoration').balanceText);
    expect(balanceLine(photographyBill({ packageName: 'Birthday Photography', packagePrice: 4500, addons: [], extraHours: 0 }))).toBe(
      serviceByKey('photography').balanceText,
    );
    // the policy the code implements: online only before the service starts, else to our team on the day
    for (const service of SERVICES) expect(service.balanceText, service.key).not.toMatch(/before the event/);
  });
});
