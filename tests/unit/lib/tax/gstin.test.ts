import { describe, expect, it } from 'vitest';
import { GSTIN_PATTERN, gstinCheckCharacter, validateGstin } from '../../../../lib/tax/gstin';
import { GST_STATES } from '../../../../lib/tax/states';

/** A GSTIN built with the check algorithm from a state code, a PAN and an entity number. */
function built(stateCode: string, pan: string, entity = '1'): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** The message of a refused GSTIN (fails the test when it is accepted). */
function refusal(value: string): string {
  const check = validateGstin(value);
  if (check.ok) throw new Error(`${value} was accepted`);
  return check.message;
}

describe('GSTIN check character', () => {
  it('matches GSTINs published by the tax authorities (computed independently of this code)', () => {
    // 08AAHAA0728P1ZH: the applicant's, printed in Rajasthan advance ruling RAJ/AAR/2019-20/07;
    // 27AAPFU0939F1ZV: the example GSTIN of many GST API guides
    expect(gstinCheckCharacter('08AAHAA0728P1Z')).toBe('H');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(validateGstin('08AAHAA0728P1ZH')).toEqual({ ok: true, gstin: '08AAHAA0728P1ZH', stateCode: '08' });
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', stateCode: '27' });
  });

  it('gives 0 when the sum is already a multiple of 36, and letters their values 10 to 35', () => {
    expect(gstinCheckCharacter('00000000000000')).toBe('0');
    // 'Z' (35) at an odd place: 35; the check brings 35 to 36
    expect(gstinCheckCharacter('Z0000000000000')).toBe('1');
    // 'Z' at an even place: 70 = 1 × 36 + 34, adds 35 again
    expect(gstinCheckCharacter('0Z000000000000')).toBe('1');
    expect(() => gstinCheckCharacter('07AAAAA0000A1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('07aaaaa0000a1z')).toThrow(RangeError);
  });

  it('catches every single wrong character of a valid GSTIN', () => {
    const gstin = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let index = 0; index < 15; index += 1) {
      for (const character of alphabet) {
        if (character === gstin[index]) continue;
        const typo = `${gstin.slice(0, index)}${character}${gstin.slice(index + 1)}`;
        expect(validateGstin(typo).ok, typo).toBe(false);
      }
    }
  });
});

describe('validateGstin', () => {
  it('accepts a GSTIN of every state and union territory, with its state code', () => {
    for (const { code } of GST_STATES) {
      const gstin = built(code, 'ABCPK1234F', code === '97' ? 'A' : '2');
      expect(GSTIN_PATTERN.test(gstin)).toBe(true);
      expect(validateGstin(gstin)).toEqual({ ok: true, gstin, stateCode: code });
    }
  });

  it('reads lower case and surrounding spaces as the GSTIN, and returns it in upper case', () => {
    expect(validateGstin('  27aapfu0939f1zv ')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', stateCode: '27' });
  });

  it('refuses a wrong length, naming it', () => {
    expect(refusal('')).toBe('A GSTIN has 15 characters; this one has 0.');
    expect(refusal('27AAPFU0939F1Z')).toMatch(/15 characters; this one has 14/);
    expect(refusal('27AAPFU0939F1ZVX')).toMatch(/this one has 16/);
  });

  it('refuses characters other than letters and digits', () => {
    expect(refusal('27AAPFU0939F1Z-')).toMatch(/only letters and digits/);
    expect(refusal('27AAPFU 0939F1Z')).toMatch(/only letters and digits/);
  });

  it('refuses a state code that is not in the list: 00, retired 25 and 28, 39, 99', () => {
    for (const code of ['00', '25', '28', '39', '99', 'AB']) {
      expect(refusal(built(code, 'ABCPK1234F'))).toBe(`A GSTIN starts with a GST state code; ${code} is not one.`);
    }
  });

  it('refuses a PAN of the wrong shape', () => {
    for (const pan of ['ABCP11234F', 'ABCPKA234F', 'ABCPK12345', '1BCPK1234F']) {
      expect(refusal(built('07', pan))).toMatch(/Characters 3 to 12 of a GSTIN are a PAN/);
    }
  });

  it('refuses an entity number 0 and a 14th character other than Z', () => {
    expect(refusal(built('07', 'ABCPK1234F', '0'))).toMatch(/Character 13 .* character 14 is Z/);
    const withoutZ = '07ABCPK1234F1C';
    expect(refusal(`${withoutZ}${gstinCheckCharacter(withoutZ)}`)).toMatch(/character 14 is Z/);
  });

  it('refuses a wrong check character', () => {
    const gstin = built('07', 'ABCPK1234F');
    const wrong = gstin[14] === 'A' ? 'B' : 'A';
    expect(refusal(`${gstin.slice(0, 14)}${wrong}`)).toMatch(/last character does not match/);
    // two neighbours swapped
    expect(refusal('27AAPFU9039F1ZV')).toMatch(/last character does not match/);
  });
});
