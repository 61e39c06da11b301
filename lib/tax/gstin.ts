/**
 * GSTIN (GST identification number) checks, shared by the booking contract and the checkout in the browser: pure,
 * no zod and no imports, so a checkout page carries only these few lines.
 *
 * Shape (CGST Rules, rule 10(1) and Form GST REG-06; the number is PAN-based under CGST Act section 25(7)):
 * 2 digits of the state code, the 10-character PAN (5 letters, 4 digits, 1 letter), the entity number for that PAN in
 * that state (1-9 then A-Z), the letter 'Z' by default, and a check character computed over the first 14 with the
 * standard base-36 "Luhn mod 36" algorithm used by the GST Network.
 */

/** The 15-character shape of a GSTIN in upper case (state code, PAN, entity number, 'Z', check character). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The state and union-territory codes a GSTIN may start with (the GST state code list of the GST Network:
 * 01 Jammu and Kashmir … 38 Ladakh, and 97 Other Territory). 25 (Daman and Diu) and 28 (Andhra Pradesh before
 * 2014) are kept: numbers issued under them may still be on an invoice.
 */
const STATE_CODES = new Set([...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97']);

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters of a GSTIN (upper case): each character's base-36 value is
 * multiplied by 1 and 2 alternately from the left, each product's base-36 digits are added, and the check value is
 * what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** What `validateGstin` answers: the state code of a valid GSTIN, or why it is refused (a sentence for the customer). */
export type GstinCheck = { ok: true; stateCode: string } | { ok: false; message: string };

/**
 * Checks a GSTIN as typed: spaces around it are ignored and letters may be lower case (callers store
 * `value.trim().toUpperCase()`). Refuses, in this order, a wrong length or shape, an unknown state code and a wrong
 * check character, each with its own message.
 */
export function validateGstin(value: string): GstinCheck {
  const gstin = value.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, message: 'A GSTIN has 15 characters' };
  if (!GSTIN_PATTERN.test(gstin)) {
    return { ok: false, message: 'This is not a GSTIN: 2 digits, the 10-character PAN, 1 character, Z and 1 character' };
  }
  const stateCode = gstin.slice(0, 2);
  if (!STATE_CODES.has(stateCode)) return { ok: false, message: `A GSTIN starts with a state code: ${stateCode} is not one` };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return { ok: false, message: 'This GSTIN’s last character does not match: please check it for a typing mistake' };
  }
  return { ok: true, stateCode };
}
