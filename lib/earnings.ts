/**
 * What a provider earns: the commission we keep per service, the earning rule of a completed order, which refunds a
 * provider caused, and tax deducted at source under Income-tax Act section 194-O. Pure configuration and arithmetic
 * (no zod, no I/O), shared by the server's ledger and the partner app's page. Every amount is integer paise.
 */
import type { ServiceKey } from './services';

/** 100% in basis points: rates are kept in basis points (1 bp = 0.01%) so 0.1% is exact. */
export const BASIS_POINTS = 10_000;

/**
 * The commission we keep of an order's value, per service, in basis points (2000 = 20%). A marketplace's usual
 * range is 8.5% to 30% (Urban Company's published partner figures, 2023-24); we start at 20% for every service
 * because each of ours carries the same costs (the customer found, paid online, supported, the on-time promise
 * insured). A change applies to orders completed after it: a recorded earning never changes.
 */
export const COMMISSION_BASIS_POINTS: Readonly<Record<ServiceKey, number>> = {
  decoration: 2000,
  photography: 2000,
  chef: 2000,
  'food-delivery': 2000,
  buffet: 2000,
};
/** The commission of an order type we no longer sell online (an old waiter or bulk catering order): the same 20%. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 2000;

/**
 * Tax deducted at source by an e-commerce operator from an e-commerce participant, Income-tax Act 1961 section 194-O:
 * - rate: 1% of the gross amount of the services, lowered to 0.1% from 1 October 2024 by the Finance (No. 2) Act
 *   2024 (clause 61 of the Bill: "reduction of the TDS rate under section 194-O from 1% to 0.1%");
 * - without the participant's PAN or Aadhaar: 5% (section 206AA(1A));
 * - threshold, section 194-O(4): nothing is deducted from an individual or HUF participant whose gross amount in the
 *   financial year does not exceed ₹5,00,000 and who furnished PAN or Aadhaar;
 * - when: at the credit of the amount to the participant's account or its payment, whichever is earlier; we credit
 *   a provider's account when their order is completed, so the deduction is written then.
 * Unchanged for 2025-26 by the Finance Act 2025. From 1 April 2026 the Income-tax Act 2025 carries the same deduction
 * (0.1%, ₹5,00,000 threshold) in its TDS table, section 393(1) Table S. No. 8(v) as the Bill numbered it (check the
 * enacted numbering before citing it on a statement). Sources: Finance (No. 2) Bill 2024 memorandum, clause 61
 * (taxmanagementindia.com TMI short note 1208; taxguru.in "Section 194-O amendment"), taxtmi.com acts id 38812.
 * Providers are onboarded as individuals with their PAN (KYC happens at onboarding, outside this app), so the
 * threshold applies and `noPanBasisPoints` is kept for the payouts that will know better.
 */
export const TDS_194O = {
  basisPoints: 10,
  noPanBasisPoints: 500,
  /** ₹5,00,000 in paise. */
  individualThresholdPaise: 5_00_000 * 100,
  effectiveFrom: '2024-10-01',
  source: 'Income-tax Act 1961 s. 194-O as amended by the Finance (No. 2) Act 2024 (0.1% from 1 October 2024); s. 194-O(4) threshold',
} as const;

/**
 * `amountPaise` × `basisPoints` / 10000 rounded half up to the paisa (amounts here are never negative).
 * @throws RangeError for a negative or fractional amount.
 */
export function shareOf(amountPaise: number, basisPoints: number): number {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError(`amount must be whole paise ≥ 0, got ${amountPaise}`);
  return Math.floor((amountPaise * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** The refund reasons of lib/payments.ts REFUND_REASONS, as far as this rule reads them. */
export type RefundCause = 'provider' | 'business' | 'order';

/**
 * Who a refund is charged to, from what the refunds table and the order keep (the refund row has no cause column):
 * - `late_arrival` is the on-time credit (10% of the total, lib/punctuality.ts) the provider's late arrival gave the
 *   customer: the provider caused it;
 * - `cancellation` of an order whose provider did not come (`orders.provider_no_show_at` set): the provider caused
 *   it (such an order is never completed, so it earns nothing anyway);
 * - `goodwill` is a gesture operations chose to make: the business bears it, the provider's earning is untouched;
 * - everything else (a customer's cancellation, a headcount lowered, a duplicate or late capture) lowers what the
 *   customer paid for the order: it lowers the order's value.
 */
export function refundCause(reason: string, providerNoShow: boolean): RefundCause {
  if (reason === 'late_arrival') return 'provider';
  if (reason === 'cancellation' && providerNoShow) return 'provider';
  if (reason === 'goodwill') return 'business';
  return 'order';
}

/** The entries a completed order writes in the provider's ledger (paise; deductions and TDS are negative). */
export interface OrderEarning {
  /** The order's value received: captures less the refunds that lower the order (`refundCause` 'order'). */
  orderValuePaise: number;
  commissionPaise: number;
  /** The `earning` entry: order value − commission. */
  earningPaise: number;
  /** One `deduction` entry per refund the provider caused, each negative. */
  deductionsPaise: number[];
  /** The tips the customer added for this job, each positive. */
  tipsPaise: number[];
  /** The sum of every entry above: what the order leaves the provider before TDS. */
  netPaise: number;
}

/**
 * The earning rule: a completed order earns its provider the order's value received, less our commission on it
 * (rounded half up to the paisa), less each refund or on-time credit the provider caused, plus each tip. The
 * commission is on the value before the provider's credits: the credit is the provider's to bear, not ours.
 */
export function orderEarning({
  serviceKey,
  orderValuePaise,
  providerCausedPaise = [],
  tipsPaise = [],
}: {
  /** Null for an order type not sold online (DEFAULT_COMMISSION_BASIS_POINTS). */
  serviceKey: ServiceKey | null;
  orderValuePaise: number;
  providerCausedPaise?: readonly number[];
  tipsPaise?: readonly number[];
}): OrderEarning {
  const commissionPaise = shareOf(orderValuePaise, serviceKey ? COMMISSION_BASIS_POINTS[serviceKey] : DEFAULT_COMMISSION_BASIS_POINTS);
  const earningPaise = orderValuePaise - commissionPaise;
  const deductionsPaise = providerCausedPaise.map((amount) => -amount);
  const netPaise = earningPaise + deductionsPaise.reduce((a, b) => a + b, 0) + tipsPaise.reduce((a, b) => a + b, 0);
  return { orderValuePaise, commissionPaise, earningPaise, deductionsPaise, tipsPaise: [...tipsPaise], netPaise };
}

/**
 * TDS under section 194-O on one credit of `grossPaise` (the order's value: the gross amount of the service), given
 * the gross already credited to the provider in the same financial year. With PAN, nothing while the year's gross
 * stays within the threshold; the credit that crosses it deducts on the whole year's gross so far (the exemption of
 * s. 194-O(4) is lost for the year), every later one on its own gross. Without PAN the higher rate, no threshold.
 * Rounded half up to the paisa per credit. Returns a positive amount (the ledger writes it negative).
 */
export function tdsOnCredit({
  grossPaise,
  yearGrossBeforePaise,
  panFurnished = true,
}: {
  grossPaise: number;
  yearGrossBeforePaise: number;
  panFurnished?: boolean;
}): number {
  if (!panFurnished) return shareOf(grossPaise, TDS_194O.noPanBasisPoints);
  const after = yearGrossBeforePaise + grossPaise;
  if (after <= TDS_194O.individualThresholdPaise) return 0;
  if (yearGrossBeforePaise <= TDS_194O.individualThresholdPaise) return shareOf(after, TDS_194O.basisPoints);
  return shareOf(grossPaise, TDS_194O.basisPoints);
}

/** IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The instant the financial year (April to March, IST) holding `instant` began: 1 April 00:00 IST. */
export function financialYearStart(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 3, 1) - IST_OFFSET_MS);
}

/** The instants today, this week (from Monday) and this month began, in IST, for the earnings summary. */
export function earningPeriodStarts(now: Date): { today: Date; week: Date; month: Date } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const midnight = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS;
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  return {
    today: new Date(midnight),
    week: new Date(midnight - sinceMonday * 86_400_000),
    month: new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS),
  };
}

/** Paise as Indian currency text with the paise shown: 4900050 -> "₹49,000.50", -700 -> "-₹7.00". */
export function formatPaise(paise: number): string {
  const text = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(paise) / 100);
  return `${paise < 0 ? '-' : ''}₹${text}`;
}

/**
 * A completed order with a balance still to pay (paid online later, or in cash that operations record) is credited
 * once it is paid, or after this many days with what was received by then: the order's value is what was received.
 */
export const CREDIT_WAIT_DAYS = 14;
/** How often a waiting credit looks at the order again. */
export const CREDIT_RETRY_HOURS = 1;

/** Indian bank IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An account number shown to anyone: "XXXXXX" and its last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `XXXXXX${accountNumber.slice(-4)}`;
}

/**
 * The smallest payout sent (₹100, in paise): a smaller balance waits for the next week rather than cost a bank
 * transfer's fee for a few rupees. Configuration: a change applies from the next run.
 */
export const PAYOUT_MINIMUM_PAISE = 100 * 100;

/** The weekly payout run: Monday at 10:00 IST, after the week it pays for closed at Sunday midnight. */
export const PAYOUT_RUN_HOUR_IST = 10;

/** An instant's IST calendar day, yyyy-mm-dd. */
const istDay = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The week a payout run at `now` pays for: the last full IST week, Monday to Sunday (`from`, `to`: yyyy-mm-dd), and
 * the instant it ended (`endsAt`: this week's Monday 00:00 IST). Entries credited from `endsAt` on wait for the next
 * week's run, so a statement covers whole weeks.
 */
export function payoutWeekOf(now: Date): { from: string; to: string; endsAt: Date } {
  const endsAt = earningPeriodStarts(now).week.getTime();
  return { from: istDay(endsAt - 7 * 86_400_000), to: istDay(endsAt - 86_400_000), endsAt: new Date(endsAt) };
}

/** The first weekly run strictly after `now`: the next Monday 10:00 IST. */
export function nextPayoutRunAt(now: Date): Date {
  const thisWeeks = earningPeriodStarts(now).week.getTime() + PAYOUT_RUN_HOUR_IST * 3_600_000;
  return new Date(thisWeeks > now.getTime() ? thisWeeks : thisWeeks + 7 * 86_400_000);
}
