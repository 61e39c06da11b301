/**
 * The payments domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { attemptAnswer, openAtGateway } from './attempts';
export { paymentJobHandlers } from './jobs';
export { closeUntouchedAttempts, createRefunds, lockOrder, updateLockedOrder } from './ledger';
export { cancellationRefundsByPayer, refundsByPayer } from './refundPayers';
export { processRefundsNow, refundsState } from './refunding';
export { paymentDeps, paymentStartupProblems } from './registry';
export type { PaymentDeps } from './registry';
export { findOrderForUser, orderForUser } from './repository';
export { cancelUnpaidShares } from './shareLedger';
