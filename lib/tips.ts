/**
 * Tips after the job: what the order page offers and the bounds the server checks. Pure configuration, shared by the
 * browser and the server. Amounts are whole rupees (the gateway takes them as paise, lib/payments `toPaise`).
 *
 * A tip is passed in full to the order's provider: no commission, and no tax document. A voluntary tip that the
 * customer adds after the service, which the platform passes on wholly to the provider, is not consideration for
 * our supply (CGST Act section 2(31): consideration is a payment "in respect of, in response to, or for the
 * inducement of, the supply"; a gratuity given freely after it is none of these, and it is not ours to keep), so it
 * does not enter the order's value on which GST is charged (section 15) and gets neither a receipt voucher (Rule 50)
 * nor an invoice line.
 */

import { formatIndianNumber } from './indianNumber';

/** The amounts the tip box offers in one tap (whole rupees). */
export const TIP_PRESETS: readonly number[] = [50, 100, 200];
/** The smallest custom tip (whole rupees): below it the gateway's fee would take a noticeable part. */
export const TIP_MIN_RUPEES = 10;
/** The largest tip (whole rupees): a cap against a slipped zero; a bigger thank-you goes through support. */
export const TIP_MAX_RUPEES = 2000;

/** Why `amount` (rupees) cannot be a tip, as the customer reads it, or null when it can. */
export function tipAmountProblem(amount: number): string | null {
  if (!Number.isInteger(amount)) return 'Enter the tip in whole rupees';
  if (amount < TIP_MIN_RUPEES) return `The smallest tip is ₹${TIP_MIN_RUPEES}`;
  if (amount > TIP_MAX_RUPEES) return `The largest tip is ₹${formatIndianNumber(TIP_MAX_RUPEES)}`;
  return null;
}
