import { z } from 'zod';
import { PHONE_LENGTH } from './constants';

/** An Indian mobile number: exactly 10 digits starting 6-9 (spec 5). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** zod schema of a 10-digit Indian mobile number. */
export const schemaIndianMobile = z
  .string({ error: 'Mobile number is required.' })
  .trim()
  .regex(INDIAN_MOBILE_PATTERN, `Please enter a valid ${PHONE_LENGTH}-digit mobile number`);

/** Keeps only digits, at most `max` (spec 5: the phone field accepts digits only, at most 10). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
