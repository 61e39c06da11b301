/**
 * GSTIN (Goods and Services Tax Identification Number) checks. A GSTIN is 15 characters (CGST Rules, rule 10
 * and Form GST REG-06): the two-digit state code, the holder's 10-character PAN, an entity number (1-9 then
 * A-Z: the holder's registrations within the state), 'Z' by default, and a check character over the first 14.
 * Pure code, no I/O and no zod: the checkout page imports it.
 *
 * Only the regular taxpayer's form is accepted (the 14th character 'Z'): the GSTINs of tax deductors ('D')
 * and collectors ('C'), UIN holders and non-resident online suppliers cannot be the recipient of a B2B
 * invoice for a party service.
 */
import { gstStateOfCode } from './states';

/** The shape of a GSTIN (upper case): state digits, PAN (5 letters, 4 digits, a letter), entity, 'Z', check. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_LENGTH = 15;
/** The base-36 alphabet of the check character: '0'-'9' are 0-9, 'A'-'Z' are 10-35. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: the GSTN's Luhn mod 36 scheme. Each character's
 * value (its place in 0-9A-Z) is multiplied by 1 and 2 alternately from the left; each product adds its
 * base-36 quotient and remainder; the check is the value that brings the sum to a multiple of 36.
 * @throws RangeError when `first14` is not 14 characters of 0-9 and A-Z.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('a GSTIN check needs 14 characters of 0-9 and A-Z');
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = CHECK_ALPHABET.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHECK_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The outcome of `validateGstin`: the GSTIN as stored (upper case) and its state code, or why it is refused. */
export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; message: string };

/**
 * Checks a GSTIN a customer typed: spaces around it are ignored and lower case is read as upper case.
 * The checks, in order, each with its own message for the field: the length (15), the characters (letters and
 * digits only), the state code (one of GST_STATES), the PAN's shape, the entity number and 'Z', and the check
 * character (a mistake in any one character, and nearly every swap of two neighbours, changes it).
 * @returns `{ok: true, gstin, stateCode}` with the GSTIN to store, or `{ok: false, message}`.
 */
export function validateGstin(value: string): GstinCheck {
  const gstin = value.trim().toUpperCase();
  if (gstin.length !== GSTIN_LENGTH) {
    return { ok: false, message: `A GSTIN has 15 characters; this one has ${gstin.length}.` };
  }
  if (!/^[0-9A-Z]+$/.test(gstin)) return { ok: false, message: 'A GSTIN has only letters and digits.' };
  const stateCode = gstin.slice(0, 2);
  if (!gstStateOfCode(stateCode)) {
    return { ok: false, message: `A GSTIN starts with a GST state code; ${stateCode} is not one.` };
  }
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) {
    return { ok: false, message: 'Characters 3 to 12 of a GSTIN are a PAN: 5 letters, 4 digits and a letter.' };
  }
  if (!GSTIN_PATTERN.test(gstin)) {
    return { ok: false, message: 'Character 13 of a GSTIN is 1-9 or a letter, and character 14 is Z.' };
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return { ok: false, message: 'This GSTIN’s last character does not match the others: please check it for a typing mistake.' };
  }
  return { ok: true, gstin, stateCode };
}
