import { describe, expect, it } from 'vitest';
import { digitsOnly, INDIAN_MOBILE_PATTERN, mobileNumberInput, schemaIndianMobile } from '../../../lib/validation';

describe('mobile number input (spec 5: digits only, at most 10)', () => {
  it.each([
    ['98765', '98765'],
    ['98 7654-3210x', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432101234', '9876543210'],
    ['abc', ''],
  ])('%s -> %s', (typed, kept) => {
    expect(mobileNumberInput(typed)).toBe(kept);
  });

  it('keeps at most the given number of digits of a code', () => {
    expect(digitsOnly('12a3 45', 4)).toBe('1234');
  });

  it('accepts only 10-digit numbers starting 6-9', () => {
    expect(INDIAN_MOBILE_PATTERN.test('9876543210')).toBe(true);
    expect(INDIAN_MOBILE_PATTERN.test('5876543210')).toBe(false);
    expect(schemaIndianMobile.safeParse('987654321').success).toBe(false);
    expect(schemaIndianMobile.safeParse(' 6000000000 ').data).toBe('6000000000');
  });
});
