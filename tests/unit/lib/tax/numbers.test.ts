import { describe, expect, it } from 'vitest';
import { DOCUMENT_SERIES, documentNumber, MAX_DOCUMENT_SERIAL, type DocumentSeries } from '../../../../lib/tax/numbers';

describe('documentNumber', () => {
  it('writes series / short financial year / six-digit serial', () => {
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/26-27/000001');
    expect(documentNumber('RV', '2026-27', 42)).toBe('RV/26-27/000042');
    expect(documentNumber('CN', '2027-28', 123_456)).toBe('CN/27-28/123456');
    expect(documentNumber('RF', '2099-00', 7)).toBe('RF/99-00/000007');
  });

  it('stays within 16 characters of letters, digits, "-" and "/" (CGST Rules, rule 46(b))', () => {
    for (const series of DOCUMENT_SERIES) {
      const number = documentNumber(series, '2026-27', MAX_DOCUMENT_SERIAL);
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(/^[A-Z0-9/-]+$/);
    }
    expect(documentNumber('INV', '2026-27', 999_999)).toBe('INV/26-27/999999');
  });

  it('refuses a serial past 999,999, below 1 or not whole, and a malformed year or series', () => {
    for (const serial of [0, -1, 1_000_000, 1.5, Number.NaN]) {
      expect(() => documentNumber('INV', '2026-27', serial), String(serial)).toThrow(RangeError);
    }
    expect(() => documentNumber('INV', '26-27', 1)).toThrow(RangeError);
    expect(() => documentNumber('XX' as DocumentSeries, '2026-27', 1)).toThrow(RangeError);
  });
});
