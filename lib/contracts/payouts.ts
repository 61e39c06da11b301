/**
 * Shapes of provider payouts and their statements: the console's run button, payouts list and statement (admins and
 * finance), the partner app's statement of one of the provider's own payouts, and the payouts gateway's webhook.
 * Every amount is integer paise; a statement's lines and totals add up to the net paid, to the paisa.
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { plainText } from './text';

const paise = z.number().int();

/** The statuses of a payout here (server/db/schema/earnings.ts PROVIDER_PAYOUT_STATUSES). */
export const PAYOUT_VIEW_STATUSES = ['queued', 'processing', 'paid', 'failed', 'reversed'] as const;

/** One payout as a list shows it. */
export const schemaPayoutView = z.object({
  _id: z.uuid(),
  providerId: z.uuid(),
  providerName: z.string(),
  /** The IST week paid for (yyyy-mm-dd, Monday to Sunday). */
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(PAYOUT_VIEW_STATUSES),
  /** The net sent. */
  amountPaise: paise,
  /** Tax deducted at source under Income-tax Act s. 194-O (<= 0). */
  tdsPaise: paise,
  jobs: z.number().int(),
  gateway: z.string(),
  /** The bank's reference once paid. */
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  /**
   * Queued after a send the gateway did not answer: it may have paid, so it waits for the gateway's record of it, or
   * for an admin to settle it (`failureReason` says why it is held).
   */
  held: z.boolean(),
  /**
   * Failed by us, then reported processed or reversed by the gateway: the money left although its jobs were released
   * (and may have been paid again); the desk shows it as an alert for finance to settle with the provider.
   */
  paidAfterFailed: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof schemaPayoutView>;

/** One job on a statement: its entries settled by the payout, summed (deductions include cash collected on site). */
export const schemaStatementLine = z.object({
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  /** The event's IST date, yyyy-mm-dd. */
  eventDate: z.string().nullable(),
  orderValuePaise: paise,
  commissionPaise: paise,
  deductionsPaise: paise,
  tipsPaise: paise,
  tdsPaise: paise,
  /** earning (value - commission) + deductions + tips + TDS. */
  netPaise: paise,
});
export type StatementLine = z.infer<typeof schemaStatementLine>;

/**
 * A payout's statement: its totals (net = value - commission + deductions + tips + TDS) and its jobs. A payout that
 * failed or was reversed gave its jobs back to what is due (they appear on a later statement): its lines are empty.
 */
export const schemaPayoutStatementDetail = schemaPayoutView.extend({
  orderValuePaise: paise,
  commissionPaise: paise,
  earningsPaise: paise,
  deductionsPaise: paise,
  tipsPaise: paise,
  lines: z.array(schemaStatementLine),
  /** The legal basis of the TDS line, as printed. */
  tdsNote: z.string(),
});
export type PayoutStatementView = z.infer<typeof schemaPayoutStatementDetail>;

/** What a payout run did (server/earnings runPayouts). */
export const schemaPayoutRunResult = z.object({
  runId: z.uuid(),
  periodFrom: z.string(),
  periodTo: z.string(),
  created: z.number().int(),
  createdPaise: paise,
  unverified: z.number().int(),
  belowMinimum: z.number().int(),
  claimedElsewhere: z.number().int(),
  status: z.object({
    checked: z.number().int(),
    paid: z.number().int(),
    failed: z.number().int(),
    reversed: z.number().int(),
    open: z.number().int(),
  }),
});
export type PayoutRunResultView = z.infer<typeof schemaPayoutRunResult>;

export const schemaPayoutId = z.object({ id: z.uuid({ error: 'Unknown payout' }) });

/**
 * A bank's transaction reference as statements print it: 12 digits (IMPS RRN), 16 characters (NEFT UTR) or 22
 * (RTGS UTR), letters and digits only.
 */
export const UTR_PATTERN = /^(?:\d{12}|[A-Z0-9]{16}|[A-Z0-9]{22})$/;

/** POST /api/ops/payouts/{id}/settle body: what the bank statement says of a held payout. */
export const schemaPayoutSettle = z.discriminatedUnion(
  'outcome',
  [
    z.object({
      outcome: z.literal('paid'),
      utr: z
        .string({ error: 'The UTR is required' })
        .trim()
        .toUpperCase()
        .regex(UTR_PATTERN, 'The UTR is 12 digits (IMPS) or 16 or 22 letters and digits (NEFT, RTGS)'),
    }),
    z.object({
      outcome: z.literal('not_paid'),
      note: plainText({ label: 'The note', min: 3, max: 300, requiredMessage: 'Say how you know it was not paid' }),
    }),
  ],
  { error: 'outcome must be paid or not_paid' },
);
export type PayoutSettleInput = z.infer<typeof schemaPayoutSettle>;

export const routeOpsPayoutSettle = defineRoute('opsPayoutSettle', {
  summary:
    "Settles a payout held after an unanswered send (admins only), from the bank statement: `paid` with the bank's UTR (the payout is paid and the ledger's payout entry written once) or `not_paid` with a note (failed with a fixed reason, the note in the audit line only; its jobs are due again), after asking the gateway for the payout. 409 unless it is held (queued after a send, no gateway id), or when the gateway has the payout (its state is applied instead); 503 when the gateway cannot be asked; audited as `payouts.settle` with the outcome.",
  auth: 'staff',
  errors: [404, 409, 503],
  params: schemaPayoutId,
  body: schemaPayoutSettle,
  response: schemaPayoutView.pick({ _id: true, status: true, utr: true, failureReason: true }),
});

export const routeOpsPayoutRun = defineRoute('opsPayoutRun', {
  summary:
    'Runs the provider payouts now (admins only), as the weekly job does on Monday 10:00 IST: each provider with a verified bank account is paid their due balance for the weeks ended, except entries of orders with a refund in flight; never twice. Audited as `payouts.run` with the counts.',
  auth: 'staff',
  response: schemaPayoutRunResult,
});

export const routeOpsPayoutList = defineRoute('opsPayoutList', {
  summary: 'The latest provider payouts, newest first (admins and finance). Every read is audited (`payouts.list`).',
  auth: 'staff',
  response: z.object({ payouts: z.array(schemaPayoutView) }),
});

export const routeOpsPayoutOne = defineRoute('opsPayoutOne', {
  summary:
    "A payout's statement (admins and finance): its jobs, commission, deductions, tips, TDS and net; audited (`payouts.statement_view`). 404 unknown payout.",
  auth: 'staff',
  errors: [404],
  params: schemaPayoutId,
  response: schemaPayoutStatementDetail,
});

export const routePartnerPayoutOne = defineRoute('partnerPayoutOne', {
  summary: "The signed-in provider's statement of one of their own payouts; another provider's payout is a 404.",
  auth: 'partner',
  errors: [404],
  params: schemaPayoutId,
  response: schemaPayoutStatementDetail,
});

export const routePayoutWebhookRazorpayX = defineRoute('payoutWebhookRazorpayX', {
  summary:
    'RazorpayX payout webhooks: the raw body is checked against `X-Razorpay-Signature` (HMAC-SHA256 with the webhook secret), then the payout it names is fetched from RazorpayX and only that answer is recorded. 400 for a bad signature or when RazorpayX is not the payouts gateway here.',
  errors: [413],
  response: z.undefined(),
});
