/**
 * Shapes of providers' earnings and bank accounts: the partner app's earnings (today, this week, this month in IST,
 * per job, payout statements) and bank account (the number entered twice, the IFSC checked, always shown masked),
 * and the console's verification of an account before the first payout. Amounts are integer paise.
 */
import { z } from 'zod';
import { IFSC_PATTERN } from '../earnings';
import { defineRoute } from './http';
import { OPS_KEY_NOTE, schemaProviderId } from './providers';
import { plainText } from './text';

const paise = z.number().int();

/** One completed job's entries, summed: what the order earned and what came off it (paise; deductions and TDS ≤ 0). */
export const schemaEarningJob = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  service: z.string(),
  /** The event's IST date, yyyy-mm-dd. */
  eventDate: z.string(),
  /** When the job was credited (its completion), ISO. */
  creditedAt: z.string(),
  orderValuePaise: paise,
  commissionPaise: paise,
  /** Refunds and on-time credits the provider caused (≤ 0). */
  deductionsPaise: paise,
  /** The cash balance the provider collected on site (≤ 0: they hold it already). */
  cashCollectedPaise: paise,
  tipsPaise: paise,
  tdsPaise: paise,
  netPaise: paise,
  /** True once every entry of the job is in a payout the gateway reported paid. */
  paid: z.boolean(),
});
export type EarningJob = z.infer<typeof schemaEarningJob>;

/** A payout statement in the partner app's list (the weekly run writes them; GET /api/partner/payouts/{id} the detail). */
export const schemaPayoutStatement = z.object({
  _id: z.uuid(),
  /** The IST week paid for, yyyy-mm-dd. */
  periodFrom: z.string(),
  periodTo: z.string(),
  paidAt: z.string().nullable(),
  status: z.string(),
  amountPaise: paise,
  tdsPaise: paise,
});
export type PayoutStatement = z.infer<typeof schemaPayoutStatement>;

/** GET /api/partner/earnings. `duePaise` is every entry not yet paid out. */
export const schemaPartnerEarnings = z.object({
  totals: z.object({ todayPaise: paise, weekPaise: paise, monthPaise: paise, duePaise: paise }),
  jobs: z.array(schemaEarningJob),
  statements: z.array(schemaPayoutStatement),
});
export type PartnerEarnings = z.infer<typeof schemaPartnerEarnings>;

/** A bank account as anyone sees it: the number masked ("XXXXXX1234"). */
export const schemaBankAccountView = z.object({
  holderName: z.string(),
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankAccountView = z.infer<typeof schemaBankAccountView>;

/** The answer of every bank account route: the account, or null before one is given. */
export const schemaBankAccountAnswer = z.object({ account: schemaBankAccountView.nullable() });
export type BankAccountAnswer = z.infer<typeof schemaBankAccountAnswer>;

/** Indian bank account numbers are 9 to 18 digits. */
const schemaAccountNumber = z
  .string()
  .trim()
  .regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits');

/** PUT /api/partner/bank-account: the account number twice (they must match), the IFSC (upper-cased) and the holder. */
export const schemaBankAccountUpdate = z
  .object({
    holderName: plainText({ label: 'Account holder name', min: 2, max: 100 }),
    accountNumber: schemaAccountNumber,
    accountNumberConfirm: schemaAccountNumber,
    ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, 'IFSC must be 4 letters, a 0, then 6 letters or digits (e.g. HDFC0001234)'),
  })
  .refine((body) => body.accountNumber === body.accountNumberConfirm, {
    path: ['accountNumberConfirm'],
    message: 'The account numbers do not match',
  });
export type BankAccountUpdate = z.input<typeof schemaBankAccountUpdate>;

export const routePartnerEarnings = defineRoute('partnerEarnings', {
  summary:
    "The signed-in provider's own earnings: net totals today, this week and this month (IST) and what is due, each completed job's value, commission, deductions, tips, TDS (Income-tax Act s. 194-O) and net, and payout statements.",
  auth: 'partner',
  response: schemaPartnerEarnings,
});

export const routePartnerBankAccount = defineRoute('partnerBankAccount', {
  summary: "The signed-in provider's own bank account for payouts, the number masked; null before one is given.",
  auth: 'partner',
  response: schemaBankAccountAnswer,
});

export const routePartnerBankAccountUpdate = defineRoute('partnerBankAccountUpdate', {
  summary:
    'The signed-in provider sets their bank account: 400 when the two account numbers differ (`accountNumberConfirm`) or the IFSC is malformed; a change clears the verification; audited as `provider.bank_account_set` (masked).',
  auth: 'partner',
  body: schemaBankAccountUpdate,
  response: schemaBankAccountAnswer,
});

export const routeOpsProviderBankAccount = defineRoute('opsProviderBankAccount', {
  summary: `A provider's bank account for payouts, the number masked (null before they give one); admins and operations${OPS_KEY_NOTE}. 404 unknown provider.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  response: schemaBankAccountAnswer,
});

/**
 * PUT …/bank-account/verify: the `updatedAt` of the account the operator checked, so that an account the provider
 * changed after it was shown is never the one verified.
 */
export const schemaBankAccountVerify = z.object({
  updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be the account’s updatedAt as shown' }),
});

export const routeOpsProviderBankAccountVerify = defineRoute('opsProviderBankAccountVerify', {
  summary: `Marks a provider's bank account verified (payouts need it), given the \`updatedAt\` of the account checked: 409 when the provider changed it since; audited as \`provider.bank_account_verified\`; admins and operations${OPS_KEY_NOTE}. 404 without an account.`,
  auth: 'operations',
  errors: [404, 409, 429],
  params: schemaProviderId,
  body: schemaBankAccountVerify,
  response: schemaBankAccountAnswer,
});
