import { describe, expect, it } from 'vitest';
import { schemaLuckyDrawBody } from '../../../../lib/contracts/events';

const NO_CASH = 'No cash prizes: the prize is yours to give.';

describe('lucky draw prize: no cash prizes', () => {
  it.each([
    '₹1000 cash',
    '₹500',
    'Rs 500',
    '500rs',
    'Rs. 2000 voucher',
    '1000 rupees',
    'Cash',
    'Some money',
    '500 INR',
    '100INR',
    'नकद इनाम',
    '500 रुपये',
  ])('refuses %s on the prize field with the form’s message', (prize) => {
    const result = schemaLuckyDrawBody.safeParse({ prize, winners: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['prize', NO_CASH]]);
  });

  it.each(['A gift hamper', 'Cashew sweets box', 'Spa voucher for two', 'Chocolates 🎁', 'Mrs Sharma’s cake', 'मिठाई का डिब्बा'])(
    'accepts %s',
    (prize) => {
      expect(schemaLuckyDrawBody.safeParse({ prize, winners: 1 }).success).toBe(true);
    },
  );
});
