/**
 * Start codes: a provider starts a job with a 4-digit code the customer sees on their
 * order page from 2 hours before the slot. One random code per assignment, stored with the order.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { START_CODE_LENGTH } from '../../lib/contracts/partner';

/** A random start code: 4 decimal digits from a CSPRNG, leading zeros kept ("0427"). */
export function generateStartCode(): string {
  return String(randomInt(0, 10 ** START_CODE_LENGTH)).padStart(START_CODE_LENGTH, '0');
}

/** The answer to a wrong start code: check with the customer. */
export const WRONG_START_CODE = 'This start code is not right. Please ask the customer for the 4-digit code on their order page.';

/**
 * The answer to a wrong start code when `triesLeft` more wrong codes are allowed before the start locks for
 * `lockMinutes` minutes: with one try left it warns, so the provider checks the code before the last try.
 */
export function wrongStartCodeMessage(triesLeft: number, lockMinutes: number): string {
  return triesLeft === 1 ? `${WRONG_START_CODE} 1 try left before a ${lockMinutes}-minute wait.` : WRONG_START_CODE;
}

/** Whether `given` is the order's code, compared in constant time (false when the order has none or the lengths differ). */
export function startCodeMatches(given: string, expected: string | null): boolean {
  if (!expected || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
