import { describe, expect, it } from 'vitest';
import {
  photographyBill,
  PHOTOGRAPHY_ADDON_MAX_QUANTITY,
  PHOTOGRAPHY_EXTRA_HOUR_PRICE,
  PHOTOGRAPHY_MAX_EXTRA_HOURS,
} from '../../../lib/pricing';

/** The price anchors: Birthday ₹4,500; extra photographer ₹2,000, cinematic video ₹5,000, extra edited photo ₹70, extra hour ₹650. */
const birthday = { packageName: 'Birthday Photography', packagePrice: 4500 };

describe('photography bill', () => {
  it('is the package alone with a 35% advance when nothing is added', () => {
    const bill = photographyBill({ ...birthday, addons: [], extraHours: 0 });
    expect(bill.total).toBe(4500);
    expect(bill.advance).toBe(1575);
    expect(bill.balance).toBe(2925);
    expect(bill.lines.map((l) => l.kind)).toEqual(['product', 'total', 'advance', 'balance']);
    expect(bill.lines.find((l) => l.kind === 'advance')?.label).toBe('Advance to pay now (35%)');
  });

  it('adds each add-on times its quantity and ₹650 an extra hour', () => {
    const bill = photographyBill({
      ...birthday,
      addons: [
        { name: 'Extra photographer', unitPrice: 2000, quantity: 1 },
        { name: 'Cinematic video', unitPrice: 5000, quantity: 1 },
        { name: 'Extra edited photo', unitPrice: 70, quantity: 5 },
      ],
      extraHours: 2,
    });
    // 4,500 + 2,000 + 5,000 + 350 + 1,300
    expect(bill.total).toBe(13150);
    expect(bill.lines.find((l) => l.label === 'Extra edited photo × 5')?.amount).toBe(350);
    expect(bill.lines.find((l) => l.kind === 'extra')).toEqual({ kind: 'extra', label: '2 extra hours (₹650 an hour)', amount: 1300 });
    // 35% of 13,150 = 4,602.5 -> 4,603 (half up)
    expect(bill.advance).toBe(4603);
    expect(bill.advance + bill.balance).toBe(bill.total);
  });

  it('takes 0 to 4 extra hours and add-on quantities of 1 to 5', () => {
    expect(photographyBill({ ...birthday, addons: [], extraHours: PHOTOGRAPHY_MAX_EXTRA_HOURS }).total).toBe(
      4500 + 4 * PHOTOGRAPHY_EXTRA_HOUR_PRICE,
    );
    expect(() => photographyBill({ ...birthday, addons: [], extraHours: 5 })).toThrow(RangeError);
    expect(() => photographyBill({ ...birthday, addons: [], extraHours: -1 })).toThrow(RangeError);
    expect(() => photographyBill({ ...birthday, addons: [], extraHours: 1.5 })).toThrow(RangeError);
    const addon = (quantity: number) => [{ name: 'Extra photographer', unitPrice: 2000, quantity }];
    expect(photographyBill({ ...birthday, addons: addon(PHOTOGRAPHY_ADDON_MAX_QUANTITY), extraHours: 0 }).total).toBe(14500);
    expect(() => photographyBill({ ...birthday, addons: addon(0), extraHours: 0 })).toThrow(RangeError);
    expect(() => photographyBill({ ...birthday, addons: addon(6), extraHours: 0 })).toThrow(RangeError);
    expect(() => photographyBill({ ...birthday, packagePrice: -1, addons: [], extraHours: 0 })).toThrow(RangeError);
  });
});
