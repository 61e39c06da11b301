/** Issue 23 "Order room": phone numbers and e-mail addresses masked for customer and provider until the slot. */
import { describe, expect, it } from 'vitest';
import { hasContactDetails, maskContacts, MASKED_EMAIL, MASKED_PHONE } from '../../../../lib/chat/masking';

const P = MASKED_PHONE;
const E = MASKED_EMAIL;

describe('maskContacts', () => {
  it.each([
    ['9876543210', P],
    ['call me on 9876543210 please', `call me on ${P} please`],
    ['98765 43210', P],
    ['98765-43210', P],
    ['+91-98765-43210', P],
    ['+91 98765 43210', P],
    ['+919876543210', P],
    ['(+91) 98765.43210', P],
    ['09876543210', P],
    ['987 654 3210', P],
    ['9 8 7 6 5 4 3 2 1 0', P],
    ['98765  43210', P],
    ['०९८७६५४३२१०', P],
    ['022-2345 6789', P],
    ['my numbers: 9876543210, 9123456780', `my numbers: ${P}, ${P}`],
    ['UPI 9876543210@ybl', `UPI ${P}@ybl`],
    ['meera.iyer@gmail.com', E],
    ['mail meera_iyer+party@example.co.in now', `mail ${E} now`],
    ['MEERA@EXAMPLE.COM', E],
    ['write to a1b2@mail.example.org or 98765 43210', `write to ${E} or ${P}`],
    ['user123456789@gmail.com', E],
  ])('masks %j', (text, masked) => {
    expect(maskContacts(text)).toBe(masked);
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    'See you at 7:30 pm on 12-12-2026',
    'Total ₹12,500 for 25 guests',
    'Order PS123456 is confirmed',
    'Flat 402, Tower B, Sector 62, Noida 201309',
    '987654321',
    '98765 4321',
    'name at gmail dot com',
    '@meera',
    'Hello! 🎉',
    '<b>not html</b>',
    '',
  ])('leaves %j alone', (text) => {
    expect(maskContacts(text)).toBe(text);
    expect(hasContactDetails(text)).toBe(false);
  });

  it('keeps the words around a masked number, and never changes text without contact details', () => {
    expect(maskContacts('Reach me at +91 98765-43210 after 6')).toBe(`Reach me at ${P} after 6`);
    expect(maskContacts('Numbers on separate lines\n98765\n43210')).toBe('Numbers on separate lines\n98765\n43210');
  });
});
