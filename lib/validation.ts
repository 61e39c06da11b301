import { z } from 'zod';
import { PHONE_LENGTH } from './constants';

/** An Indian mobile number: exactly 10 digits starting 6-9 (spec 5). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** zod schema of a 10-digit Indian mobile number. */
export const schemaIndianMobile = z
  .string({ error: 'Mobile number is required.' })
  .trim()
  .regex(INDIAN_MOBILE_PATTERN, `Please enter a valid ${PHONE_LENGTH}-digit mobile number`);

/** Keeps only digits, at most `max` (spec 5: the OTP field accepts digits only). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * What a mobile-number field keeps of typed or pasted text (spec 5: digits only, at most 10):
 * a pasted "+91 98765 43210" or "098765 43210" becomes "9876543210".
 */
export function mobileNumberInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > PHONE_LENGTH && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > PHONE_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
