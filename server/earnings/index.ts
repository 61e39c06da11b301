/**
 * Provider earnings and payouts: what each completed order earns its provider (less commission, less what the
 * provider caused to be refunded, plus tips), bank accounts, weekly payouts through the payouts gateway, statements
 * with tax deducted at source (Income-tax Act section 194-O). Its public face: what other domains use of it.
 */
export {
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
  PayoutGatewayError,
  PayoutSignatureError,
  type PayoutAccount,
  type FoundPayout,
  type PayoutEvent,
  type PayoutGateway,
  type PayoutProviderName,
  type PayoutRequest,
  type PayoutState,
  type PayoutStatus,
} from './payouts/gateway';
export { payoutGateway, payoutLiveSiteProblems, payoutStartupProblems } from './payouts/registry';
export {
  BANK_ACCOUNT_SET_ACTION,
  BANK_ACCOUNT_VERIFIED_ACTION,
  getBankAccount,
  providerBankAccount,
  setBankAccount,
  verifyBankAccount,
} from './bankAccounts';
export { earningJobHandlers, schedulePayoutRun, schedulePayoutStatus } from './jobs';
export { PAYOUT_RUN_ACTION, payoutDeps, runPayouts, type PayoutDeps, type PayoutRunResult } from './payoutRun';
export {
  applyPayoutState,
  NEVER_REACHED_AFTER_HOURS,
  PAYOUT_SETTLE_ACTION,
  receivePayoutWebhook,
  settleHeldPayout,
  syncOpenPayouts,
  type PayoutSettlement,
} from './payoutStatus';
export { chargeRefund, creditCompletedOrder } from './ledger';
export { providerEarningsSummary } from './summary';
export {
  partnerPayoutStatementRoute,
  payoutListRoute,
  payoutRunRoute,
  payoutSettleRoute,
  payoutStatementRoute,
  payoutWebhookRoute,
} from './payoutsHttp';
export { PAYOUT_LIST_ACTION, PAYOUT_STATEMENT_VIEW_ACTION, payoutStatementForProvider, payoutStatementForStaff } from './statements';
export { creditTip } from './tips';
