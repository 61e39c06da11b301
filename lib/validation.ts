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

/**
 * The bidirectional embedding, override and isolate controls (LRE, RLE, PDF, LRO, RLO: U+202A-U+202E; LRI, RLI,
 * FSI, PDI: U+2066-U+2069). In a name, venue, message or file name they make the text display other than it
 * reads (a venue with U+202E displays mirrored; "photo\u202Egpj.exe" shows as "photoexe.jpg"), so user text
 * refuses them. The marks LRM and RLM (U+200E, U+200F), which right-to-left writing needs, stay allowed.
 */
export const BIDI_CONTROLS: readonly string[] = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether `text` holds a bidirectional control (BIDI_CONTROLS). */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** The message of a field refused for a bidirectional control: "Venue must not contain text direction control characters." */
export function bidiControlMessage(label: string): string {
  return `${label} must not contain text direction control characters.`;
}

/** zod refinement of a user text field (`label` names it in the message): refuses BIDI_CONTROLS. */
export function refuseBidiControls<S extends z.ZodType<string>>(schema: S, label: string) {
  return schema.refine((value) => !hasBidiControl(value), bidiControlMessage(label));
}

/**
 * The paths ("hostNames.1", "address.line1") of every string in a parsed request value (objects and arrays, any
 * depth) that holds a bidirectional control, in reading order; empty when none does.
 */
export function bidiControlPaths(value: unknown, path: readonly (string | number)[] = []): string[] {
  if (typeof value === 'string') return hasBidiControl(value) ? [path.join('.') || '(root)'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => bidiControlPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value).flatMap(([key, item]) => bidiControlPaths(item, [...path, key]));
  return [];
}
