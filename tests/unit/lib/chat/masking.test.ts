/** Phone numbers and e-mail addresses masked for customer and provider until the slot. */
import fc from 'fast-check';
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

describe('maskContacts sees what looks like a number (hidden characters and other digit forms)', () => {
  it.each([
    ['98765\u200B43210', P],
    ['98765\u00AD43210', P],
    ['9\u200C8\u200D7\u20606\uFEFF543210', P],
    ['call 98765\u200B43210 now', `call ${P} now`],
    ['\u2468\u2467\u2466\u2465\u2464\u2463\u2462\u2461\u2460\u24EA', P],
    ['\u2079\u2078\u2077\u2076\u2075\u2074\u00B3\u00B2\u00B9\u2070', P],
    ['\uFF19\uFF18\uFF17\uFF16\uFF15\uFF14\uFF13\uFF12\uFF11\uFF10', P],
    ['\u277E\u277D\u277C\u277B\u277A \u2779\u2778\u2777\u2776\u2776', P],
    ['98765 / 43210', P],
    ['98765/43210', P],
    ['98765 \u2013 43210', P],
    ['mail meera\uFF20example.com', `mail ${E}`],
    ['Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} at 98765\u200B43210', `Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} at ${P}`],
  ])('masks %j', (text, masked) => {
    expect(maskContacts(text)).toBe(masked);
  });

  it.each(['Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} party', '12 / 12 / 2026', 'Flat \u2463\u24EA\u2461', '98765\n43210'])(
    'leaves %j alone',
    (text) => {
      expect(maskContacts(text)).toBe(text);
    },
  );

  // one digit in the forms a reader takes for it: ASCII, fullwidth, superscript, circled, Devanagari
  const FORMS: ((d: number) => string)[] = [
    (d) => String(d),
    (d) => String.fromCodePoint(0xff10 + d),
    (d) => ['\u2070', '\u00B9', '\u00B2', '\u00B3', '\u2074', '\u2075', '\u2076', '\u2077', '\u2078', '\u2079'][d]!,
    (d) => (d === 0 ? '\u24EA' : String.fromCodePoint(0x2460 + d - 1)),
    (d) => String.fromCodePoint(0x0966 + d),
  ];
  // what may sit between two digits and still read as one number
  const GAPS = ['', ' ', '-', '.', ' / ', '\u200B', '\u00AD', '\u2060', '\uFEFF', '\u200B \u200B'];

  it('masks any 10-digit mobile number written with any digit forms and gaps (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
        fc.array(fc.integer({ min: 0, max: FORMS.length - 1 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.constantFrom(...GAPS), { minLength: 9, maxLength: 9 }),
        (first, rest, forms, gaps) => {
          const digits = [first, ...rest];
          const number = digits.map((d, i) => FORMS[forms[i]!]!(d) + (i < 9 ? gaps[i]! : '')).join('');
          expect(maskContacts(`call ${number} now`)).toBe(`call ${P} now`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
