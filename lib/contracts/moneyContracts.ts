/**
 * The contracts of the routes about the business's money beyond payments (tax documents, tips, provider earnings and
 * bank accounts, payouts, the finance desk), by endpoint name: a part of the CONTRACTS table (./index.ts), kept apart so that
 * table stays readable.
 */
import {
  routeOpsProviderBankAccount,
  routeOpsProviderBankAccountVerify,
  routePartnerBankAccount,
  routePartnerBankAccountUpdate,
  routePartnerEarnings,
} from './earnings';
import { routeOpsFinanceGstr1, routeOpsFinanceSummary } from './opsFinance';
import {
  routeOpsPayoutList,
  routeOpsPayoutOne,
  routeOpsPayoutRun,
  routeOpsPayoutSettle,
  routePartnerPayoutOne,
  routePayoutWebhookRazorpayX,
} from './payouts';
import { routeOpsOrderDocument, routeOpsOrderDocuments, routeOrderDocument, routeOrderDocuments } from './taxDocuments';
import { routeOrderTip } from './tips';

export const MONEY_CONTRACTS = {
  opsFinanceSummary: routeOpsFinanceSummary,
  opsFinanceGstr1: routeOpsFinanceGstr1,
  opsPayoutRun: routeOpsPayoutRun,
  opsPayoutSettle: routeOpsPayoutSettle,
  opsPayoutList: routeOpsPayoutList,
  opsPayoutOne: routeOpsPayoutOne,
  partnerPayoutOne: routePartnerPayoutOne,
  payoutWebhookRazorpayX: routePayoutWebhookRazorpayX,
  opsOrderDocuments: routeOpsOrderDocuments,
  opsOrderDocument: routeOpsOrderDocument,
  orderTip: routeOrderTip,
  orderDocuments: routeOrderDocuments,
  orderDocument: routeOrderDocument,
  opsProviderBankAccount: routeOpsProviderBankAccount,
  opsProviderBankAccountVerify: routeOpsProviderBankAccountVerify,
  partnerEarnings: routePartnerEarnings,
  partnerBankAccount: routePartnerBankAccount,
  partnerBankAccountUpdate: routePartnerBankAccountUpdate,
} as const;
