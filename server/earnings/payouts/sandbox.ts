/**
 * The sandbox payouts gateway: our stand-in for RazorpayX, the default without keys, so that payout runs work and are
 * tested offline. It keeps its own ledger (`sandbox_payouts`, one row per our payout id, shared by every server
 * instance) and settles deterministically from the account number, so that tests can ask for each outcome:
 * - ending `0000`: fails (as a bank refuses an invalid account);
 * - ending `1111`: reversed (left, then came back);
 * - ending `2222`: stays processing (a bank that never answers);
 * - any other: processed, with a made-up UTR.
 * A payout is `processing` when created and settles on its first `fetchPayout` (as a real payout moves on later).
 * Webhooks are signed like RazorpayX's: HMAC-SHA256 (hex) of the raw body with the sandbox secret.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxPayouts, type SandboxPayout } from '../../db/schema';
import type { Db } from '../../db/types';
import {
  PAYOUT_STATUSES,
  PayoutGatewayError,
  PayoutSignatureError,
  type PayoutEvent,
  type PayoutGateway,
  type PayoutState,
  type PayoutStatus,
} from './gateway';

/** The IFSC's shape (RBI): 4 letters of the bank, a zero, 6 letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Why a sandbox payout to an account ending 0000 fails. */
export const SANDBOX_FAILURE_REASON = 'Beneficiary account is invalid (sandbox: account numbers ending 0000 fail)';
/** Why a sandbox payout to an account ending 1111 is reversed. */
export const SANDBOX_REVERSAL_REASON = 'Beneficiary bank returned the payout (sandbox: account numbers ending 1111 are reversed)';

/** The outcome a payout to `accountNumber` settles to (see the file comment). */
export function sandboxOutcome(accountNumber: string): PayoutStatus {
  if (accountNumber.endsWith('0000')) return 'failed';
  if (accountNumber.endsWith('1111')) return 'reversed';
  if (accountNumber.endsWith('2222')) return 'processing';
  return 'processed';
}

/** The sandbox's payout id for our payout id, the whole uuid (38 characters; deterministic: a repeated create finds the same payout). */
export const sandboxPayoutId = (payoutId: string) => `spout_${payoutId.replace(/-/g, '')}`;

/** HMAC-SHA256 (hex) of a webhook body with the sandbox secret. */
export function sandboxPayoutSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** A webhook body the sandbox would send about a payout, and its signature (tests; the sandbox's own tools). */
export function signedSandboxPayoutEvent(secret: string, event: PayoutEvent): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({ event: 'payout.status', payout: event });
  return { rawBody, signature: sandboxPayoutSignature(secret, rawBody) };
}

/** Two strings equal in constant time. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A made-up 12-character UTR, stable per payout. */
const sandboxUtr = (id: string) => `SBX${createHash('sha256').update(id).digest('hex').slice(0, 9).toUpperCase()}`;

const stateOf = (row: SandboxPayout): PayoutState => ({
  status: row.status as PayoutStatus,
  ...(row.utr ? { utr: row.utr } : {}),
  ...(row.failureReason ? { failureReason: row.failureReason } : {}),
});

/** What the sandbox adapter needs: its database (the app's, read on each call) and its signing secret. */
export interface SandboxPayoutSettings {
  getDb: () => Promise<Db>;
  secret: string;
}

/**
 * The sandbox payouts adapter.
 * @see PayoutGateway for each method's contract; refusals (a bad IFSC, a non-positive amount, the same payout id with
 *   another amount) are PayoutGatewayError with `retryable: false`, an unknown payout id one with `retryable: false`.
 */
export function createSandboxPayoutGateway({ getDb, secret }: SandboxPayoutSettings): PayoutGateway {
  return {
    name: 'sandbox',
    async createPayout({ payoutId, amountPaise, account, reference }) {
      if (!Number.isInteger(amountPaise) || amountPaise <= 0) {
        throw new PayoutGatewayError('The amount must be a positive number of paise', false);
      }
      if (!IFSC_PATTERN.test(account.ifsc)) throw new PayoutGatewayError(`Invalid IFSC ${account.ifsc}`, false);
      if (!/^\d{9,18}$/.test(account.accountNumber)) throw new PayoutGatewayError('Invalid account number', false);
      const db = await getDb();
      const id = sandboxPayoutId(payoutId);
      await db
        .insert(sandboxPayouts)
        .values({
          id,
          referenceId: payoutId,
          reference,
          amountPaise,
          accountLast4: account.accountNumber.slice(-4),
          outcome: sandboxOutcome(account.accountNumber),
        })
        .onConflictDoNothing({ target: sandboxPayouts.referenceId });
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.referenceId, payoutId));
      // RazorpayX refuses a retry whose body differs from the first request with the same idempotency key
      if (!row || row.amountPaise !== amountPaise || row.accountLast4 !== account.accountNumber.slice(-4)) {
        throw new PayoutGatewayError(`Payout ${payoutId} was already created with other details (${reference})`, false);
      }
      return { gatewayPayoutId: row.id, status: row.status as PayoutStatus };
    },

    async fetchPayout(gatewayPayoutId) {
      const db = await getDb();
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, gatewayPayoutId));
      if (!row) throw new PayoutGatewayError(`Unknown payout ${gatewayPayoutId}`, false);
      if (row.status !== 'processing' || row.outcome === 'processing') return stateOf(row);
      const now = new Date();
      const [settled] = await db
        .update(sandboxPayouts)
        .set({
          status: row.outcome,
          utr: row.outcome === 'processed' || row.outcome === 'reversed' ? sandboxUtr(row.id) : null,
          failureReason: row.outcome === 'failed' ? SANDBOX_FAILURE_REASON : row.outcome === 'reversed' ? SANDBOX_REVERSAL_REASON : null,
          settledAt: now,
          updatedAt: now,
        })
        // settled once: two instances checking at the same time both read the one outcome
        .where(and(eq(sandboxPayouts.id, row.id), eq(sandboxPayouts.status, 'processing')))
        .returning();
      if (settled) return stateOf(settled);
      const [current] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, gatewayPayoutId));
      return stateOf(current!);
    },

    async findPayoutByReference(reference) {
      // by the reference the create sent, as RazorpayX lists payouts by it: never by the idempotency key, even though
      // ours are the same value today (a lookup must not depend on that)
      const db = await getDb();
      const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, reference));
      return row ? { gatewayPayoutId: row.id, ...stateOf(row) } : null;
    },

    verifyWebhook(rawBody, signature) {
      if (!signature || !sameText(sandboxPayoutSignature(secret, rawBody), signature)) throw new PayoutSignatureError();
      let body: { event?: unknown; payout?: Partial<PayoutEvent> };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        throw new PayoutSignatureError('The payout webhook body is not JSON');
      }
      const payout = body.payout;
      if (body.event !== 'payout.status' || !payout || typeof payout.gatewayPayoutId !== 'string') return null;
      if (!PAYOUT_STATUSES.includes(payout.status as PayoutStatus)) return null;
      return {
        gatewayPayoutId: payout.gatewayPayoutId,
        status: payout.status as PayoutStatus,
        ...(payout.utr ? { utr: String(payout.utr) } : {}),
        ...(payout.failureReason ? { failureReason: String(payout.failureReason) } : {}),
        ...(payout.reference ? { reference: String(payout.reference) } : {}),
        ...(payout.eventId ? { eventId: String(payout.eventId) } : {}),
      };
    },
  };
}
