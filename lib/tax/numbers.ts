/**
 * The numbers of tax documents: one consecutive series per kind of document and financial year, e.g.
 * 'INV/26-27/000001'. CGST Rules, rule 46(b): a consecutive serial number of at most 16 characters, of
 * letters, digits, hyphen and slash, unique for a financial year; rules 50, 51 and 53 ask the same of
 * receipt vouchers, refund vouchers and credit notes. Each kind has its own series (rule 46(b) allows
 * "one or multiple series"). Pure code, no I/O: the serial itself comes from the document's counter.
 */
import { shortFinancialYear } from './financialYear';

/** The series of each kind of document: receipt voucher, tax invoice, credit note, refund voucher. */
export const DOCUMENT_SERIES = ['RV', 'INV', 'CN', 'RF'] as const;
/** One series: 'RV' | 'INV' | 'CN' | 'RF'. */
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/** The last serial of a series in one financial year: six digits keep 'INV/26-27/999999' at 16 characters. */
export const MAX_DOCUMENT_SERIAL = 999_999;

/**
 * The number of a document: ('INV', '2026-27', 1) -> 'INV/26-27/000001'; at most 16 characters.
 * @param series the document's series.
 * @param financialYear the financial year of its date, '2026-27' (financialYearOf).
 * @param serial its place in the series and year, 1 to 999,999.
 * @throws RangeError for a serial that is not a whole number from 1 to 999,999 (the series is full: a new
 *   series is needed, not a longer number) or a malformed financial year.
 */
export function documentNumber(series: DocumentSeries, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_DOCUMENT_SERIAL) {
    throw new RangeError(`a document serial is a whole number from 1 to ${MAX_DOCUMENT_SERIAL}, got ${serial}`);
  }
  if (!(DOCUMENT_SERIES as readonly string[]).includes(series)) throw new RangeError(`unknown document series ${series}`);
  return `${series}/${shortFinancialYear(financialYear)}/${String(serial).padStart(6, '0')}`;
}
