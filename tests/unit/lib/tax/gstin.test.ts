import { expect, it } from 'vitest';
import { GSTIN_PATTERN, gstinCheckCharacter, validateGstin } from '../../../../lib/tax/gstin';

/** GSTIN checks: shape, state code and the GST Network's base-36 check character. */

// published on real invoices (their check characters are the GST Network's, not computed here)
const REAL = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

it('accepts real GSTINs and answers their state code', () => {
  for (const gstin of REAL) expect(validateGstin(gstin)).toEqual({ ok: true, stateCode: gstin.slice(0, 2) });
});

it('computes the check character the GST Network printed', () => {
  for (const gstin of REAL) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
});

it('ignores spaces around it and lower case', () => {
  expect(validateGstin('  27aapfu0939f1zv ')).toEqual({ ok: true, stateCode: '27' });
});

it('refuses a wrong length, a wrong shape, an unknown state code and a wrong check character, each with its reason', () => {
  expect(validateGstin('27AAPFU0939F1Z')).toEqual({ ok: false, message: 'A GSTIN has 15 characters' });
  expect(validateGstin('')).toEqual({ ok: false, message: 'A GSTIN has 15 characters' });
  // the PAN part with a digit where a letter belongs, and 'Y' where the 'Z' belongs
  expect(validateGstin('27AAP1U0939F1ZV')).toMatchObject({ ok: false, message: expect.stringMatching(/^This is not a GSTIN/) });
  expect(validateGstin('27AAPFU0939F1YV')).toMatchObject({ ok: false, message: expect.stringMatching(/^This is not a GSTIN/) });
  // a valid check character for state 40, which does not exist
  const unknownState = `40AAPFU0939F1Z${gstinCheckCharacter('40AAPFU0939F1Z')}`;
  expect(validateGstin(unknownState)).toEqual({ ok: false, message: 'A GSTIN starts with a state code: 40 is not one' });
  expect(validateGstin('27AAPFU0939F1ZW')).toMatchObject({ ok: false, message: expect.stringMatching(/last character does not match/) });
});

it('catches every single-character typing mistake in the check character and a swap of two neighbouring digits', () => {
  const gstin = REAL[0]!;
  for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (c !== gstin[14]) expect(validateGstin(gstin.slice(0, 14) + c).ok).toBe(false);
  }
  // a swap inside the PAN's digits (0939 -> 9039)
  expect(validateGstin('27AAPFU9039F1ZV').ok).toBe(false);
});

it('knows state codes 01 to 38 and 97, not 00 or 39', () => {
  const withCheck = (state: string) => `${state}AAPFU0939F1Z${gstinCheckCharacter(`${state}AAPFU0939F1Z`)}`;
  expect(validateGstin(withCheck('07'))).toEqual({ ok: true, stateCode: '07' });
  expect(validateGstin(withCheck('38'))).toEqual({ ok: true, stateCode: '38' });
  expect(validateGstin(withCheck('97'))).toEqual({ ok: true, stateCode: '97' });
  expect(validateGstin(withCheck('00')).ok).toBe(false);
  expect(validateGstin(withCheck('39')).ok).toBe(false);
});

it('GSTIN_PATTERN is the upper-case shape', () => {
  expect(REAL.every((g) => GSTIN_PATTERN.test(g))).toBe(true);
  expect(GSTIN_PATTERN.test(REAL[0]!.toLowerCase())).toBe(false);
});
