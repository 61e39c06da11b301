/**
 * The split of a tax-inclusive amount into taxable value and GST. Our prices include GST (the customer pays the
 * price shown), so a document derives the taxable value from the amount paid (CGST Act section 15: the value
 * of supply is the price excluding the tax) and the tax is what is left, so the parts always add up to the
 * paisa the customer paid. Pure integer arithmetic on paise, no I/O.
 */

/** The parts of a tax-inclusive amount, all in paise; they add up to the amount. */
export interface InclusiveSplit {
  /** The value of supply without tax. */
  taxableValuePaise: number;
  /** Central tax of an intra-state supply (0 for inter-state). */
  cgstPaise: number;
  /** State (or union-territory) tax of an intra-state supply (0 for inter-state). */
  sgstPaise: number;
  /** Integrated tax of an inter-state supply (0 for intra-state). */
  igstPaise: number;
}

/** Rates are kept in hundredths of a percent, so 2.5 % and 0.25 % stay whole numbers. */
const RATE_SCALE = 100;

/** The largest amount split exactly: 2 × amount × 10,000 + 20,000 stays a safe integer (about ₹225 crore). */
export const MAX_AMOUNT_PAISE = Math.floor((Number.MAX_SAFE_INTEGER - 40_000) / 40_000);

/** ⌊dividend / divisor⌋ of safe non-negative integers, exact (a float quotient may round up to the next integer). */
function divideDown(dividend: number, divisor: number): number {
  let quotient = Math.floor(dividend / divisor);
  const rest = dividend - quotient * divisor;
  if (rest < 0) quotient -= 1;
  else if (rest >= divisor) quotient += 1;
  return quotient;
}

/**
 * Splits a tax-inclusive amount. The rule (shown on every tax document):
 * - taxable value = amount × 100 / (100 + rate), rounded to the nearest paisa, a half paisa up;
 * - tax = amount − taxable value;
 * - intra-state (the place of supply is in the supplier's state): CGST = tax / 2 rounded up to the paisa,
 *   SGST = tax − CGST (CGST and SGST are half the rate each, and the odd paisa goes to CGST);
 * - inter-state: IGST = tax.
 * Example: ₹1,000.00 at 18 % within the state -> 84,746 + 7,627 + 7,627 paise.
 * @param amountPaise the amount paid, tax included: a whole number of paise, 0 or more.
 * @param ratePercent the GST rate in percent (5, 18, 2.5): 0 to 100, at most two decimals.
 * @param intraState true when CGST and SGST apply, false for IGST.
 * @throws RangeError for an amount that is not a whole number of paise from 0 to MAX_AMOUNT_PAISE, or a rate
 *   outside 0-100 or with more than two decimals.
 */
export function splitInclusive(amountPaise: number, ratePercent: number, intraState: boolean): InclusiveSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0 || amountPaise > MAX_AMOUNT_PAISE) {
    throw new RangeError(`expected a whole number of paise from 0 to ${MAX_AMOUNT_PAISE}, got ${amountPaise}`);
  }
  const rate = Math.round(ratePercent * RATE_SCALE);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100 || Math.abs(rate - ratePercent * RATE_SCALE) > 1e-6) {
    throw new RangeError(`expected a GST rate from 0 to 100 percent with at most two decimals, got ${ratePercent}`);
  }
  const whole = 100 * RATE_SCALE;
  const numerator = amountPaise * whole;
  const denominator = whole + rate;
  // round half up on whole numbers: floor((2n + d) / 2d)
  const taxableValuePaise = divideDown(2 * numerator + denominator, 2 * denominator);
  const tax = amountPaise - taxableValuePaise;
  if (!intraState) return { taxableValuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxableValuePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}
