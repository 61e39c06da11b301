/**
 * Gateway webhooks: verified over the raw body, each event id taken once (a replay changes
 * nothing), queued as a durable job in the same transaction, then applied at once within the answer's time
 * budget (the job applies it again, harmlessly, if that did not finish). Events may arrive out of order:
 * every change they make only moves forward. A gateway whose webhook body is not signed (PhonePe) only
 * gives hints: its events are confirmed with the gateway's status API before anything is recorded.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, or, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '../../lib/payments';
import { paymentAttempts, paymentEvents, refunds, type PaymentAttempt, type Refund } from '../db/schema';
import type { Db } from '../db/types';
import { getDb } from '../db/client';
import { apiHandler } from '../http/apiHandler';
import { readRaw } from '../http/body';
import { HttpError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { logger } from '../logger';
import { applyGatewayPayments, syncAttempt } from './captures';
import { WebhookVerificationError, type GatewayWebhookEvent } from './provider';
import { applyRefundReport, confirmRefundAtGateway } from './refunding';
import { GatewayNotConfiguredError, paymentDeps, type PaymentDeps } from './registry';

/** Milliseconds of a webhook answer spent applying the event before it is left to the job (gateways want an answer within 5 s). */
export const WEBHOOK_APPLY_BUDGET_MS = 3000;

/** Our refund named by a gateway event: by the gateway's refund id, or by ours as echoed (PhonePe without the dashes). */
async function refundOfEvent(db: Db, reported: NonNullable<GatewayWebhookEvent['refund']>): Promise<Refund | undefined> {
  const ours = reported.refundId?.replace(/-/g, '') ?? '';
  const [refund] = await db
    .select()
    .from(refunds)
    .where(or(eq(refunds.providerRefundId, reported.providerRefundId), sql`replace(${refunds.id}::text, '-', '') = ${ours}`))
    .limit(1);
  return refund;
}

/** The attempt of `provider` whose gateway order is `providerOrderId`, if we have one. */
async function attemptOfGatewayOrder(db: Db, provider: PaymentProviderName, providerOrderId: string): Promise<PaymentAttempt | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerOrderId, providerOrderId)))
    .limit(1);
  return attempt;
}

/**
 * Applies one verified event: a payment through the attempt whose gateway order it names (captures are
 * recorded once, failures never undo a capture), a refund to the refund it names. An event of a gateway
 * whose webhook body is not signed (PhonePe) is only a hint: nothing of its body is recorded;
 * the gateway's status API is asked about the order or refund it names, and its answer is applied.
 * @throws GatewayError when that status API does not answer (the event's job retries; the reconciler and
 *   the refund job ask on their own schedule too).
 */
export async function applyGatewayEvent(
  db: Db,
  deps: PaymentDeps,
  provider: PaymentProviderName,
  event: GatewayWebhookEvent,
): Promise<void> {
  const signed = deps.gateways.provider(provider).webhookBodySigned;
  // a refund event names the original order too: only an event about the order itself asks about the order
  if (event.providerOrderId && (event.payment || (!signed && !event.refund))) {
    const attempt = await attemptOfGatewayOrder(db, provider, event.providerOrderId);
    if (!attempt) logger.warn({ provider, type: event.type }, 'a webhook names a gateway order we do not know');
    else if (!signed) await confirmAttemptAtGateway(db, deps, attempt);
    else if (event.payment) await applyGatewayPayments(db, deps, attempt, [event.payment]);
  }
  if (event.refund) {
    const refund = await refundOfEvent(db, event.refund);
    if (refund && signed) await applyRefundReport(db, refund, event.refund, deps.now);
    else if (refund) await confirmRefundAtGateway(db, deps, refund);
  }
}

/** A hint about an attempt: asks its gateway (a PhonePe order takes one payment, so a paid attempt is not asked again). */
async function confirmAttemptAtGateway(db: Db, deps: PaymentDeps, attempt: PaymentAttempt): Promise<void> {
  if (attempt.status === 'paid') return;
  await syncAttempt(db, deps, attempt);
}

/**
 * Takes a webhook: verifies it (the adapter throws WebhookVerificationError), records its event id once
 * and queues it; a new event is then applied at once, within WEBHOOK_APPLY_BUDGET_MS.
 * @returns whether the event was new.
 */
export async function receiveWebhook(
  db: Db,
  deps: PaymentDeps,
  provider: PaymentProviderName,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<boolean> {
  const event = deps.gateways.provider(provider).parseWebhook(rawBody, headers);
  const fresh = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId.slice(0, 120), type: event.type.slice(0, 60), receivedAt: deps.now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return false;
    await enqueueJob(tx, {
      name: 'payment.event',
      payload: { provider, event: JSON.parse(JSON.stringify(event)) as Record<string, unknown> },
    });
    return true;
  });
  if (!fresh) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      applyGatewayEvent(db, deps, provider, event),
      new Promise((resolve) => {
        timer = setTimeout(resolve, WEBHOOK_APPLY_BUDGET_MS);
      }),
    ]);
  } catch (error) {
    logger.warn({ err: error, provider, type: event.type }, 'applying a webhook failed; its job retries it');
  } finally {
    clearTimeout(timer);
  }
  return true;
}

/**
 * The API route of a gateway's webhook: reads the raw body (the signature is over those bytes),
 * takes the event once through `receiveWebhook`, and answers within the gateway's time limit. 400 when the
 * signature or authorization does not check out, or this server has no keys for that gateway.
 */
export function webhookRoute(provider: Exclude<PaymentProviderName, 'sandbox'>) {
  return apiHandler({
    POST: async (req) => {
      const raw = await readRaw(req);
      const { db } = await getDb();
      try {
        const fresh = await receiveWebhook(db, paymentDeps(), provider, raw, req.headers);
        return { message: fresh ? 'Event received' : 'Event already received' };
      } catch (error) {
        if (error instanceof WebhookVerificationError) throw new HttpError(400, 'Webhook could not be verified');
        if (error instanceof GatewayNotConfiguredError)
          throw new HttpError(400, 'Webhook could not be verified: this gateway is not in use here');
        throw error;
      }
    },
  });
}
