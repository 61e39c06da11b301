/**
 * What became of a payout, from the gateway's own word only: the answer to our create or status call, or a webhook
 * whose signature checked and whose payout we then fetched again (a webhook body is a hint, never the status). Every
 * move is made under the payout's row lock and only forward, so a replayed event or two instances checking at once
 * change nothing the second time:
 * - processed: the payout is `paid` and the ledger's negative `payout` entry (the net sent) is written, once (a
 *   partial unique index per payout);
 * - failed: nothing left our account; the payout's entries are released (payout_id null) and are due again, so the
 *   next run pays them in a new payout with a new idempotency key (a gateway answers a repeated key with the first,
 *   failed payout: retrying under the same key could never pay);
 * - reversed: the money left and came back; the positive `payout` entry is written back (and the negative one first,
 *   when we learn of the reversal without having seen it paid) and the entries are due again.
 */
import { addHours } from 'date-fns';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { maskPhonesIn } from '../../lib/masking';
import { recordAudit, type AuditActor } from '../audit/audit';
import { providerBankAccounts, providerEarnings, providerPayouts, type ProviderBankAccount, type ProviderPayout } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { logger } from '../logger';
import { PayoutGatewayError, type FoundPayout, type PayoutGateway, type PayoutState } from './payouts/gateway';

/** Why a queued payout is given up when its provider's bank account is no longer verified (changed since). */
export const ACCOUNT_CHANGED_REASON = 'The bank account changed before the payout was sent; it is paid to the new one once verified';

/** Releases a payout's entries: they are due again (never the payout's own `payout` entries). */
async function releaseEntries(tx: Db, payoutId: string): Promise<void> {
  await tx
    .update(providerEarnings)
    .set({ payoutId: null })
    .where(and(eq(providerEarnings.payoutId, payoutId), ne(providerEarnings.kind, 'payout')));
}

/** The ledger's `payout` entry of a payout: negative when the money left, positive when it came back. */
async function writePayoutEntry(tx: Db, payout: ProviderPayout, sign: -1 | 1, now: Date): Promise<void> {
  await tx
    .insert(providerEarnings)
    .values({ providerId: payout.providerId, payoutId: payout.id, kind: 'payout', amountPaise: sign * payout.amountPaise, createdAt: now })
    .onConflictDoNothing();
}

/**
 * Applies the gateway's verified `state` to our payout `payoutId` (see the file comment); a state that would move a
 * payout backwards (processing after paid, failed after reversed) is ignored.
 * @returns the payout after the change, or null for an unknown id.
 */
export async function applyPayoutState(db: Db, payoutId: string, state: PayoutState, now: Date): Promise<ProviderPayout | null> {
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(providerPayouts).where(eq(providerPayouts.id, payoutId)).for('update');
    if (!payout) return null;
    return applyLocked(tx, payout, state, now);
  });
}

/**
 * What a `failed` payout says once the gateway reports it processed or reversed after all: the money left although we
 * took it as not paid (its entries were released and may have been paid again in a new payout). Set as its
 * failureReason, which the console's payouts desk shows (PayoutView.paidAfterFailed), so that finance settles it with
 * the provider; the ledger is not written (its entries may be in another payout by now: a second payout entry would
 * count that money twice).
 */
export const PAID_AFTER_FAILED_REASON = 'Paid after it was marked failed: the gateway reports this payout paid; operations check it';

/**
 * A processed or reversed state for a payout we failed: logged as an error (ids only) and marked for operations with
 * PAID_AFTER_FAILED_REASON (once: a replayed event changes nothing), never silently dropped.
 */
async function flagPaidAfterFailed(tx: Db, payout: ProviderPayout, state: PayoutState, now: Date): Promise<ProviderPayout> {
  if (payout.failureReason === PAID_AFTER_FAILED_REASON) return payout;
  logger.error(
    { payoutId: payout.id, gatewayPayoutId: payout.gatewayPayoutId, gatewayStatus: state.status },
    'payout paid at the gateway after it was marked failed; flagged for operations',
  );
  const [flagged] = await tx
    .update(providerPayouts)
    .set({ failureReason: PAID_AFTER_FAILED_REASON, ...(state.utr ? { utr: state.utr } : {}), updatedAt: now })
    .where(eq(providerPayouts.id, payout.id))
    .returning();
  return flagged ?? payout;
}

/** applyPayoutState on a payout the transaction `tx` holds the row lock of. */
async function applyLocked(tx: Db, payout: ProviderPayout, state: PayoutState, now: Date): Promise<ProviderPayout> {
  const payoutId = payout.id;
  if (payout.status === 'failed' && (state.status === 'processed' || state.status === 'reversed')) {
    return flagPaidAfterFailed(tx, payout, state, now);
  }
  const open = payout.status === 'queued' || payout.status === 'processing';
  const set = (values: Partial<ProviderPayout>) =>
    tx
      .update(providerPayouts)
      .set({ ...values, ...(state.utr ? { utr: state.utr } : {}), updatedAt: now })
      .where(eq(providerPayouts.id, payoutId))
      .returning();
  switch (state.status) {
    case 'processing':
      return payout.status === 'queued' ? ((await set({ status: 'processing', failureReason: null }))[0] ?? payout) : payout;
    case 'processed':
      if (!open) return payout;
      await writePayoutEntry(tx, payout, -1, now);
      return (await set({ status: 'paid', paidAt: now, failureReason: null }))[0] ?? payout;
    case 'failed':
      if (!open) return payout;
      await releaseEntries(tx, payoutId);
      return (await set({ status: 'failed', failureReason: state.failureReason ?? 'The payout failed' }))[0] ?? payout;
    case 'reversed':
      if (!open && payout.status !== 'paid') return payout;
      // a reversal means the money left first: the payout's entry, then its return (each once)
      await writePayoutEntry(tx, payout, -1, now);
      await writePayoutEntry(tx, payout, 1, now);
      await releaseEntries(tx, payoutId);
      return (await set({ status: 'reversed', failureReason: state.failureReason ?? 'The payout was reversed' }))[0] ?? payout;
  }
}

/** How long a sender holds a payout it is sending (ms): longer than any gateway call's timeout. */
const SEND_LEASE_MS = 2 * 60_000;

/**
 * Why a payout already sent once (unanswered) is kept queued instead of failed: the first send may have gone through,
 * so its entries stay with it until the gateway's answer or operations settle it.
 */
export const HELD_AFTER_UNANSWERED_SEND = 'Sent before without an answer; kept until the gateway confirms what became of it';

/** Keeps a payout queued with `reason` (its entries stay with it). */
async function keepQueued(db: Db, payout: ProviderPayout, reason: string, now: Date): Promise<ProviderPayout> {
  const [kept] = await db
    .update(providerPayouts)
    .set({ failureReason: reason, updatedAt: now })
    .where(and(eq(providerPayouts.id, payout.id), eq(providerPayouts.status, 'queued')))
    .returning();
  return kept ?? payout;
}

/**
 * Sends (or sends again, with the same idempotency key) a `queued` payout to its provider's verified bank account,
 * then applies the gateway's answer. No answer leaves it queued for the next try (the status job or the next run).
 * A refusal of the first send, or a provider whose account is no longer verified before any send, fails the payout
 * (nothing can have left: its entries are due again). After an unanswered send the payout is never failed here: that
 * send may have paid, so a later refusal (RazorpayX refuses a repeated idempotency key with other details) or a
 * changed account keeps it queued with the reason, for the gateway's status or operations to settle.
 * @returns the payout after the attempt.
 */
export async function sendPayout(db: Db, gateway: PayoutGateway, payout: ProviderPayout, now: Date): Promise<ProviderPayout> {
  const [account] = await db.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, payout.providerId));
  if (!account?.verifiedAt) {
    if (payout.attempts > 0) return keepQueued(db, payout, `${HELD_AFTER_UNANSWERED_SEND} (${ACCOUNT_CHANGED_REASON})`, now);
    return (await applyPayoutState(db, payout.id, { status: 'failed', failureReason: ACCOUNT_CHANGED_REASON }, now)) ?? payout;
  }
  // one sender at a time: a sender claims the payout for SEND_LEASE_MS (longer than any gateway call), so the admin's
  // run and the status job at the same moment never both send it, nor fail it while the other's send is in flight
  const [counted] = await db
    .update(providerPayouts)
    .set({ attempts: sql`${providerPayouts.attempts} + 1`, sendingUntil: new Date(now.getTime() + SEND_LEASE_MS), updatedAt: now })
    .where(
      and(
        eq(providerPayouts.id, payout.id),
        inArray(providerPayouts.status, ['queued', 'processing']),
        or(eq(providerPayouts.status, 'queued'), isNull(providerPayouts.gatewayPayoutId)),
        or(isNull(providerPayouts.sendingUntil), lt(providerPayouts.sendingUntil, now)),
      ),
    )
    .returning({ attempts: providerPayouts.attempts });
  if (!counted) {
    const [current] = await db.select().from(providerPayouts).where(eq(providerPayouts.id, payout.id));
    return current ?? payout;
  }
  try {
    return await sendClaimed(db, gateway, payout, account, counted.attempts === 1, now);
  } finally {
    await db.update(providerPayouts).set({ sendingUntil: null }).where(eq(providerPayouts.id, payout.id));
  }
}

/** sendPayout's send of a payout it claimed: the gateway's answer applied, or the payout kept queued or failed. */
async function sendClaimed(
  db: Db,
  gateway: PayoutGateway,
  payout: ProviderPayout,
  account: ProviderBankAccount,
  firstSend: boolean,
  now: Date,
): Promise<ProviderPayout> {
  try {
    const created = await gateway.createPayout({
      payoutId: payout.idempotencyKey,
      amountPaise: payout.amountPaise,
      account: { holderName: account.holderName, accountNumber: account.accountNumber, ifsc: account.ifsc },
      // our payout's id: the gateway echoes it in webhooks (a webhook may come before we stored the gateway's id)
      reference: payout.id,
    });
    await db
      .update(providerPayouts)
      .set({ gatewayPayoutId: created.gatewayPayoutId })
      .where(and(eq(providerPayouts.id, payout.id), isNull(providerPayouts.gatewayPayoutId)));
    return (await applyPayoutState(db, payout.id, { status: created.status }, now)) ?? payout;
  } catch (error) {
    if (!(error instanceof PayoutGatewayError)) throw error;
    if (error.retryable) return keepQueued(db, payout, `Not answered yet: ${error.message}`, now);
    if (!firstSend) return keepQueued(db, payout, `${HELD_AFTER_UNANSWERED_SEND} (refused: ${error.message})`, now);
    return (await applyPayoutState(db, payout.id, { status: 'failed', failureReason: error.message }, now)) ?? payout;
  }
}

/**
 * How long after its last send a payout the gateway has no record of is taken never to have reached it (hours). A
 * create that reached RazorpayX is listed by its reference at once; the margin covers a request the gateway took in
 * during an outage and recorded late, and a listing that lags behind. No create is still in flight a day later.
 */
export const NEVER_REACHED_AFTER_HOURS = 24;

/** Why a held payout the gateway never heard of is failed (its entries are due again). */
export const NEVER_REACHED_REASON = 'Never reached the gateway: it has no payout for this reference';

/**
 * A payout sent at least once without the gateway's id: the gateway may have made it, or not (see sendPayout). The
 * one rule for the status pass, the settle's precondition and the desk's `held` flag, so that no payout the gateway
 * has an id for is ever settled by hand.
 */
export function isHeld(payout: Pick<ProviderPayout, 'status' | 'attempts' | 'gatewayPayoutId'>): boolean {
  return payout.status === 'queued' && payout.attempts > 0 && !payout.gatewayPayoutId;
}

/**
 * The gateway's payout for our reference, taken as ours: its id stored (unless we have one) and its state applied.
 * @returns the payout after it, or null for an unknown id.
 */
async function adoptFoundPayout(db: Db, payoutId: string, found: FoundPayout, now: Date): Promise<ProviderPayout | null> {
  const { gatewayPayoutId, ...state } = found;
  await db
    .update(providerPayouts)
    .set({ gatewayPayoutId })
    .where(and(eq(providerPayouts.id, payoutId), isNull(providerPayouts.gatewayPayoutId)));
  return applyPayoutState(db, payoutId, state, now);
}

/** Whether a sender holds `payout` at `now` (sendPayout's lease): a send of it may be with the gateway. */
function sendInFlight(payout: Pick<ProviderPayout, 'sendingUntil'>, now: Date): boolean {
  return payout.sendingUntil !== null && payout.sendingUntil.getTime() > now.getTime();
}

/**
 * A held payout, settled from the gateway's own record of our reference (our payout's id): found, its id is stored and
 * its state applied; none, and the last send (the row's updatedAt: a queued payout's row changes only when it is sent
 * and answered) is NEVER_REACHED_AFTER_HOURS old, it is failed (entries due again); none and recent, a payout whose
 * later send was refused stays held, and one that was merely unanswered is sent again under its idempotency key.
 * @throws PayoutGatewayError when the gateway cannot be asked (the payout stays held).
 */
async function settleHeldByReference(db: Db, gateway: PayoutGateway, payout: ProviderPayout, now: Date): Promise<ProviderPayout> {
  const found = await gateway.findPayoutByReference(payout.id);
  if (found) {
    return (await adoptFoundPayout(db, payout.id, found, now)) ?? payout;
  }
  const cutoff = addHours(now, -NEVER_REACHED_AFTER_HOURS);
  if (payout.updatedAt.getTime() <= cutoff.getTime()) return failNeverReached(db, payout, cutoff, now);
  if (payout.failureReason?.startsWith(HELD_AFTER_UNANSWERED_SEND)) return payout;
  return sendPayout(db, gateway, payout, now);
}

/**
 * Fails a held payout the gateway has no record of, checked again under its row lock: still held, not sent since
 * `cutoff` and no send in flight (another instance may have sent it since this pass read it; that send may pay).
 */
async function failNeverReached(db: Db, payout: ProviderPayout, cutoff: Date, now: Date): Promise<ProviderPayout> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(providerPayouts).where(eq(providerPayouts.id, payout.id)).for('update');
    if (!current) return payout;
    if (!isHeld(current) || sendInFlight(current, now) || current.updatedAt.getTime() > cutoff.getTime()) return current;
    logger.warn({ payoutId: current.id }, 'held payout never reached the gateway; failed, its entries are due again');
    return applyLocked(tx, current, { status: 'failed', failureReason: NEVER_REACHED_REASON }, now);
  });
}

/** How many open payouts one status pass moved, by their status after it. */
export interface PayoutSyncResult {
  checked: number;
  paid: number;
  failed: number;
  reversed: number;
  open: number;
}

/**
 * One status pass over the open payouts: a held one (sent without an answer) is first looked up by its reference
 * (settleHeldByReference), another `queued` one is sent again (same idempotency key), a `processing` one is asked of
 * the gateway (`fetchPayout`) and its answer applied. A gateway error on one payout leaves it open for the
 * next pass and does not stop the others.
 */
export async function syncOpenPayouts(db: Db, gateway: PayoutGateway, now: Date): Promise<PayoutSyncResult> {
  const open = await db
    .select()
    .from(providerPayouts)
    .where(and(inArray(providerPayouts.status, ['queued', 'processing']), eq(providerPayouts.gateway, gateway.name)));
  const result: PayoutSyncResult = { checked: open.length, paid: 0, failed: 0, reversed: 0, open: 0 };
  for (const payout of open) {
    let after: ProviderPayout = payout;
    try {
      if (isHeld(payout)) after = await settleHeldByReference(db, gateway, payout, now);
      else if (payout.status === 'queued' || !payout.gatewayPayoutId) after = await sendPayout(db, gateway, payout, now);
      else after = (await applyPayoutState(db, payout.id, await gateway.fetchPayout(payout.gatewayPayoutId), now)) ?? payout;
    } catch (error) {
      if (!(error instanceof PayoutGatewayError)) throw error;
      logger.warn({ payoutId: payout.id, reason: error.message }, 'payout status not known yet');
    }
    if (after.status === 'paid') result.paid += 1;
    else if (after.status === 'failed') result.failed += 1;
    else if (after.status === 'reversed') result.reversed += 1;
    else result.open += 1;
  }
  return result;
}

/** A uuid's text form. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a payouts webhook came to: applied to a payout of ours, about no payout of ours, or not a status event. */
export type PayoutWebhookOutcome = 'applied' | 'unknown' | 'ignored';

/**
 * A payouts webhook: its signature checked by the adapter (`verifyWebhook` throws PayoutSignatureError), then the
 * payout it names fetched again from the gateway, and only that answer applied.
 * @throws PayoutSignatureError for a bad signature; PayoutGatewayError when the gateway cannot be asked (the
 *   gateway delivers the webhook again later).
 */
export async function receivePayoutWebhook(
  db: Db,
  gateway: PayoutGateway,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<PayoutWebhookOutcome> {
  const event = gateway.verifyWebhook(rawBody, signature);
  if (!event) return 'ignored';
  const ours = and(eq(providerPayouts.gateway, gateway.name), eq(providerPayouts.gatewayPayoutId, event.gatewayPayoutId));
  let [payout] = await db.select().from(providerPayouts).where(ours);
  if (!payout && event.reference && UUID.test(event.reference)) {
    // the create's answer is not stored yet: the reference we sent is our payout's id
    [payout] = await db
      .update(providerPayouts)
      .set({ gatewayPayoutId: event.gatewayPayoutId })
      .where(
        and(eq(providerPayouts.id, event.reference), eq(providerPayouts.gateway, gateway.name), isNull(providerPayouts.gatewayPayoutId)),
      )
      .returning();
  }
  if (!payout) return 'unknown';
  await applyPayoutState(db, payout.id, await gateway.fetchPayout(event.gatewayPayoutId), now);
  return 'applied';
}

/**
 * settleHeldPayout's check before a "not paid": the gateway's payout for our reference (the payout's id). One it has
 * that did not fail is stored and applied (paid, reversed or still processing: as the status pass would) and the
 * settle refused with a 409; none, or a failed one, lets the settle go on.
 * @throws HttpError 404 unknown payout; 409 the gateway has it; 503 the gateway cannot be asked.
 */
async function refuseNotPaidTheGatewayHas(db: Db, gatewayOf: () => PayoutGateway, payoutId: string, now: Date): Promise<void> {
  const [payout] = await db.select().from(providerPayouts).where(eq(providerPayouts.id, payoutId));
  if (!payout) throw notFound('Payout not found');
  if (!isHeld(payout)) return; // the transaction refuses it with the reason
  let found: FoundPayout | null;
  let gateway: PayoutGateway;
  try {
    gateway = gatewayOf();
    // a payout made through another gateway than the one configured now cannot be looked up here
    if (gateway.name !== payout.gateway) throw new PayoutGatewayError(`payout made through ${payout.gateway}, not ${gateway.name}`, false);
    found = await gateway.findPayoutByReference(payout.id);
  } catch (error) {
    if (!(error instanceof PayoutGatewayError)) throw error;
    logger.warn({ payoutId: payout.id, reason: error.message }, 'payout settle: the gateway could not be asked');
    throw new HttpError(503, 'The payouts gateway could not be asked whether it has this payout; try again in a few minutes.');
  }
  if (!found || found.status === 'failed') return;
  await adoptFoundPayout(db, payout.id, found, now);
  throw new HttpError(
    409,
    `The payouts gateway has this payout (${found.status}); it is not settled as not paid, and its status is now the gateway's.`,
  );
}

/** The audit action of a held payout settled by hand. */
export const PAYOUT_SETTLE_ACTION = 'payouts.settle';

/**
 * Why a held payout settled by hand as not paid failed, as the provider reads it (the partner app shows a payout's
 * failureReason): a fixed text, never the admin's note, which is for operations and stays in the audit line only.
 */
export const SETTLED_NOT_PAID_REASON = 'Not paid (checked against the bank statement)';

/** What operations learned of a held payout: paid (with the bank's UTR), or not paid (with a note of how they know). */
export type PayoutSettlement = { outcome: 'paid'; utr: string } | { outcome: 'not_paid'; note: string };

/**
 * Settles a held payout by hand, from the bank statement or RazorpayX's dashboard, under the payout's row lock and
 * audited (`payouts.settle`, with the outcome) in the same transaction: paid → `paid` with the UTR and the ledger's
 * `payout` entry, exactly as the gateway's `processed` does; not paid → `failed` with SETTLED_NOT_PAID_REASON (the
 * note goes to the audit line only: the provider sees the reason), its entries due again. Before a "not paid" the
 * gateway is asked for a payout of our reference (outside the transaction: no lock held over a network call): the
 * bank statement may not show a payout RazorpayX holds (queued for low balance or an approval), and failing it would
 * let the next run pay the same jobs again. A payout it has that did not fail is applied as the gateway says, and the
 * settle refused.
 * @throws HttpError 404 for an unknown payout; 409 unless it is held (isHeld), while a send of it is in flight, or
 *   when the gateway has the payout (not failed); 503 when the gateway cannot be asked before a "not paid" (nothing is
 *   known then: never taken for "none").
 */
export async function settleHeldPayout(
  db: Db,
  gateway: () => PayoutGateway,
  actor: AuditActor,
  payoutId: string,
  settlement: PayoutSettlement,
  now = new Date(),
): Promise<ProviderPayout> {
  if (settlement.outcome === 'not_paid') await refuseNotPaidTheGatewayHas(db, gateway, payoutId, now);
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(providerPayouts).where(eq(providerPayouts.id, payoutId)).for('update');
    if (!payout) throw notFound('Payout not found');
    if (!isHeld(payout)) {
      throw new HttpError(409, `Only a payout held after a send can be settled; this one is ${payout.status}.`);
    }
    if (sendInFlight(payout, now)) {
      throw new HttpError(409, 'This payout is being sent right now; look again in a few minutes.');
    }
    const state: PayoutState =
      settlement.outcome === 'paid'
        ? { status: 'processed', utr: settlement.utr }
        : { status: 'failed', failureReason: SETTLED_NOT_PAID_REASON };
    const after = await applyLocked(tx, payout, state, now);
    await recordAudit(
      tx,
      actor,
      {
        action: PAYOUT_SETTLE_ACTION,
        entityType: 'payout',
        entityId: payout.id,
        before: { status: payout.status, attempts: payout.attempts, amountPaise: payout.amountPaise },
        after: {
          status: after.status,
          outcome: settlement.outcome,
          // the audit log is read by operations too (AUDIT_ROLES), who never see payouts nor bank accounts: a note
          // copied from a bank statement may quote an account or phone number, so those are masked (last 4 kept)
          ...(settlement.outcome === 'paid' ? { utr: settlement.utr } : { note: maskPhonesIn(settlement.note) }),
        },
      },
      now,
    );
    return after;
  });
}
