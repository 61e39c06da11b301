/**
 * STUB for this branch (the lib/tax owner's file replaces it at the merge): the tax-inclusive split of one amount.
 * Rule (common brief): taxable = round half up of amount × 100 / (100 + rate); tax = amount − taxable; intra-state:
 * CGST = ceil(tax / 2), SGST = tax − CGST; inter-state: all IGST. The parts always add up to the amount. Integer paise.
 */
export function splitInclusive(
  amountPaise: number,
  ratePercent: number,
  intraState: boolean,
): { taxableValuePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } {
  const divisor = 100 + ratePercent;
  const taxableValuePaise = Math.floor((amountPaise * 200 + divisor) / (2 * divisor));
  const tax = amountPaise - taxableValuePaise;
  if (!intraState) return { taxableValuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxableValuePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}
