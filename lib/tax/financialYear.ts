/**
 * The financial year of tax documents: 1 April to 31 March by the IST calendar (CGST Act section 2(49) reads
 * "financial year" as the General Clauses Act 1897, section 3(21): the year beginning on 1 April). Invoice
 * numbers are unique within one (CGST Rules, rule 46(b)), so the numbering series restart each 1 April IST.
 * Pure code, no I/O.
 */
import { istDate } from '../dates';

const LABEL_PATTERN = /^(\d{4})-(\d{2})$/;

/**
 * The financial year of an instant, by the IST date: 2027-03-31T18:29:59Z (23:59:59 IST on 31 March 2027)
 * -> '2026-27', 2027-03-31T18:30:00Z (00:00 IST on 1 April) -> '2027-28'.
 * @returns the label 'yyyy-yy': the starting year and the last two digits of the next one.
 * @throws RangeError for an invalid Date.
 */
export function financialYearOf(instant: Date): string {
  const date = istDate(instant);
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The short form of a financial year for document numbers: '2026-27' -> '26-27' (numbers have at most 16
 * characters, rule 46(b)).
 * @throws RangeError for a label that is not 'yyyy-yy' with consecutive years.
 */
export function shortFinancialYear(label: string): string {
  const [, start = '', end = ''] = LABEL_PATTERN.exec(label) ?? [];
  if (!start || (Number(start) + 1) % 100 !== Number(end)) {
    throw new RangeError(`expected a financial year such as 2026-27, got ${JSON.stringify(label)}`);
  }
  return `${start.slice(2)}-${end}`;
}
