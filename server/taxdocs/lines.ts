/**
 * The lines of a tax document and their arithmetic, pure (no I/O), in integer paise. Prices are tax-inclusive: a
 * line's amount is what the customer pays for it, split into taxable value and tax by lib/tax splitInclusive, so
 * each line's parts add up to its amount and the lines add up to the document's total, to the paisa.
 */
import type { TaxDocumentLine } from '../db/schema';
import { splitInclusive } from '../../lib/tax/split';
import type { BillLine } from '../../lib/pricing/bill';
import { PAISE_PER_RUPEE } from '../../lib/payments';

/** Bill lines that are not a supply: the totals and the payment lines after them. */
const NOT_SUPPLIED: readonly BillLine['kind'][] = ['total', 'advance', 'balance', 'paid', 'refunded'];

/**
 * Splits `totalPaise` (≥ 0) in proportion to `weights` (each ≥ 0, not all 0): each share is rounded down and the
 * paise left over go one each to the largest remainders (the earlier weight first on a tie), so the shares add up
 * to `totalPaise` exactly. @throws RangeError for a negative total or weights that add up to 0.
 */
export function apportion(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (totalPaise < 0 || !Number.isInteger(totalPaise)) throw new RangeError(`cannot apportion ${totalPaise} paise`);
  if (sum <= 0) throw new RangeError('cannot apportion over weights that add up to 0');
  // BigInt: paise × rupees may pass 2^53 on a large order
  const total = BigInt(totalPaise);
  const whole = BigInt(sum);
  const shares = weights.map((weight) => (total * BigInt(weight)) / whole);
  const remainders = weights.map((weight, index) => ({ index, rest: (total * BigInt(weight)) % whole }));
  let left = totalPaise - shares.reduce((a, b) => a + Number(b), 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** One line of `amountPaise` (tax-inclusive) split at `ratePercent`, CGST + SGST when `intraState`, else IGST. */
export function taxLine(
  { description, sac, ratePercent, quantity = 1 }: { description: string; sac: string; ratePercent: number; quantity?: number },
  amountPaise: number,
  intraState: boolean,
): TaxDocumentLine {
  return { description, sac, quantity, ratePercent, ...splitInclusive(amountPaise, ratePercent, intraState), amountPaise };
}

/**
 * The invoice lines of an order: one per bill line that is a supply (every kind but total, advance, balance, paid and
 * refunded) with a positive amount, described by its label. Their amounts are `totalPaise` apportioned over those
 * lines in proportion to their rupee amounts (`apportion`): a discount or adjustment line (negative) lowers every
 * line in proportion instead of standing alone (a negative taxable line is not a supply), and so does a total lowered
 * later (a headcount sync) or a price reduction already refunded (a late-arrival credit, goodwill). A bill without
 * such a line gives one line named `fallback`.
 */
export function invoiceLines(
  billLines: readonly BillLine[],
  totalPaise: number,
  rule: { sac: string; ratePercent: number; fallback: string },
  intraState: boolean,
): TaxDocumentLine[] {
  const supplied = billLines.filter((line) => !NOT_SUPPLIED.includes(line.kind) && line.amount > 0);
  if (supplied.length === 0) return [taxLine({ ...rule, description: rule.fallback }, totalPaise, intraState)];
  const amounts = apportion(
    totalPaise,
    supplied.map((line) => line.amount),
  );
  return supplied.map((line, index) => taxLine({ ...rule, description: line.label }, amounts[index]!, intraState));
}

/**
 * A credit note's lines: `amountPaise` apportioned over the invoice's lines in proportion to their amounts, each at
 * its own rate and SAC, so the note lowers the invoice the way the invoice was made up.
 */
export function creditLines(invoice: readonly TaxDocumentLine[], amountPaise: number, intraState: boolean): TaxDocumentLine[] {
  const amounts = apportion(
    amountPaise,
    invoice.map((line) => line.amountPaise),
  );
  return invoice.map((line, index) => taxLine(line, amounts[index]!, intraState));
}

/** The document's totals: the sums of its lines. */
export function documentTotals(lines: readonly TaxDocumentLine[]) {
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableValuePaise: sum((line) => line.taxableValuePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.amountPaise),
  };
}

/** Whole rupees to paise. */
export const rupeesToPaise = (rupees: number): number => rupees * PAISE_PER_RUPEE;
