/** STUB for this branch (the lib/tax owner's file replaces it at the merge): tax document numbers. */

/** The series of the four tax documents. */
export type DocumentSeries = 'RV' | 'INV' | 'CN' | 'RF';

/**
 * A document's number, e.g. 'INV/26-27/000001' (at most 16 characters, CGST Rule 46(b)), from the series, the
 * financial year ("2026-27") and the serial (1-based). @throws RangeError past 999999.
 */
export function documentNumber(series: DocumentSeries, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999) throw new RangeError(`serial ${serial} is out of range`);
  return `${series}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
}
