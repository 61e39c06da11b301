import { describe, expect, it } from 'vitest';
import * as c from '../../../lib/constants';

describe('constants', () => {
  it('holds the order type codes of the product', () => {
    expect(c.ORDER_TYPE).toEqual({
      DECORATION: 1,
      CHEF: 2,
      WAITER: 3,
      BARTENDER: 4,
      CLEANER: 5,
      FOOD_DELIVERY: 6,
      LIVE_BUFFET_CATERING: 7,
      BULK_CATERING: 8,
      PHOTOGRAPHY: 9,
    });
    expect(c.DEFAULT_ORDER_TYPE).toBe(2);
  });

  it('holds the order status codes (5: awaiting payment)', () => {
    expect(c.ORDER_STATUS).toEqual({ AWAITING_PAYMENT: 5, BOOKED: 0, ACCEPTED: 1, IN_PROGRESS: 2, COMPLETED: 3, CANCELLED: 4, EXPIRED: 6 });
    expect(Object.keys(c.ORDER_STATUS_LABEL).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(c.ORDER_STATUS_LABEL[5]).toBe('Awaiting payment');
  });

  it('holds the limits of spec section 9', () => {
    expect([c.OTP_LENGTH, c.PHONE_LENGTH, c.COUNTRY_CODE, c.OTP_RESEND_SECONDS]).toEqual([4, 10, '+91', 30]);
    expect([c.MAX_CUISINES, c.MAX_DISHES, c.DISH_PREVIEW_MOBILE, c.DISH_PREVIEW_DESKTOP]).toEqual([3, 12, 3, 7]);
    expect([c.DISH_SCREEN_BREAKPOINT_PX, c.CITY_PAGE_BREAKPOINT_PX]).toEqual([768, 800]);
    expect([c.MIN_BOOKING_LEAD_HOURS, c.CITY_FAQ_COUNT, c.PERSIST_KEY, c.PERSIST_TIMEOUT_MS]).toEqual([24, 25, 'root', 5000]);
  });
});
