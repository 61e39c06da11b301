/**
 * The sandbox gateway: our own stand-in for a payment gateway, the default when no keys are
 * set (like the SMS/WhatsApp outbox), so the whole site runs and is tested offline. It keeps its own
 * ledger (`sandbox_gateway_orders`, as a real gateway keeps its side), hosts a clearly labelled test page
 * at /pay/sandbox/{attemptId}, and returns the browser to the site with a proof signed like Razorpay's
 * (HMAC-SHA256 of `order_id|payment_id`), which goes through the same verification and gateway fetch as a
 * real adapter. Refunds are processed at once with a made-up bank reference.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxGatewayOrders } from '../db/schema';
import type { Db } from '../db/types';
import {
  GatewayError,
  WebhookVerificationError,
  type CheckoutProof,
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayOrderStatus,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentProvider,
} from './provider';

/** What the test page can do with a payment. */
export type SandboxAction = 'pay' | 'fail' | 'pending';

/** The sandbox's order id for one of our attempts (deterministic, so a repeated create finds the same order). */
export const sandboxOrderId = (attemptId: string) => `sbx_order_${attemptId.replace(/-/g, '')}`;

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** HMAC-SHA256 hex of `order_id|payment_id` with the sandbox secret (Razorpay's checkout scheme). */
export function sandboxSignature(secret: string, providerOrderId: string, providerPaymentId: string): string {
  return createHmac('sha256', secret).update(`${providerOrderId}|${providerPaymentId}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

type LedgerRow = typeof sandboxGatewayOrders.$inferSelect;

function paymentsOf(row: LedgerRow): GatewayPayment[] {
  if (!row.paymentId || row.status === 'created') return [];
  const state = row.status === 'captured' ? 'captured' : row.status === 'failed' ? 'failed' : 'pending';
  return [
    {
      providerPaymentId: row.paymentId,
      state,
      amountPaise: row.amountPaise,
      currency: 'INR',
      method: row.method ?? 'upi',
      failureReason: state === 'failed' ? 'Declined on the sandbox test page' : undefined,
    },
  ];
}

/** The sandbox adapter plus what its test page needs: acting on a payment and reading the ledger. */
export interface SandboxProvider extends PaymentProvider {
  /**
   * The test page's choice: pay (captured), fail (declined) or leave pending (the bank has not answered).
   * @returns the gateway order after the action and, for a paid one, the signed proof the browser brings back.
   * @throws GatewayError when the order is unknown or already final (paid or failed).
   */
  act(providerOrderId: string, action: SandboxAction): Promise<{ row: LedgerRow; proof?: CheckoutProof }>;
  /** The ledger row of a sandbox order, or null. */
  find(providerOrderId: string): Promise<LedgerRow | null>;
}

/**
 * The sandbox adapter on the database returned by `getDb` (its ledger table), signing with `secret`.
 */
export function createSandboxProvider({ getDb, secret }: { getDb: () => Promise<Db>; secret: string }): SandboxProvider {
  const find = async (id: string) => {
    const db = await getDb();
    const [row] = await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, id)).limit(1);
    return row ?? null;
  };
  const requireRow = async (id: string) => {
    const row = await find(id);
    if (!row) throw new GatewayError('sandbox: unknown order');
    return row;
  };

  return {
    name: 'sandbox',
    // the sandbox sends no webhooks (parseWebhook refuses all); an event applied directly is taken as reported
    webhookBodySigned: true,
    find,

    async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
      const db = await getDb();
      const id = sandboxOrderId(request.attemptId);
      await db.insert(sandboxGatewayOrders).values({ id, amountPaise: request.amountPaise }).onConflictDoNothing();
      return { providerOrderId: id, redirectUrl: `/pay/sandbox/${request.attemptId}` };
    },

    async fetchOrder(providerOrderId: string): Promise<GatewayOrderStatus> {
      return { providerOrderId, payments: paymentsOf(await requireRow(providerOrderId)) };
    },

    verifyCheckout({ providerOrderId, providerPaymentId, signature }: CheckoutProof): boolean {
      return sameHex(sandboxSignature(secret, providerOrderId, providerPaymentId), signature);
    },

    parseWebhook(): never {
      // the sandbox reports through its return and the gateway fetch only
      throw new WebhookVerificationError('The sandbox gateway sends no webhooks');
    },

    async act(providerOrderId: string, action: SandboxAction) {
      const row = await requireRow(providerOrderId);
      if (row.status === 'captured' || row.status === 'failed') throw new GatewayError('sandbox: this payment is already final');
      const db = await getDb();
      const status = action === 'pay' ? 'captured' : action === 'fail' ? 'failed' : 'pending';
      // conditional: of a pay and a fail racing on one payment, only the first is final
      const [after] = await db
        .update(sandboxGatewayOrders)
        .set({ status, paymentId: row.paymentId ?? newId('sbx_pay'), method: 'upi', updatedAt: new Date() })
        .where(and(eq(sandboxGatewayOrders.id, providerOrderId), inArray(sandboxGatewayOrders.status, ['created', 'pending'])))
        .returning();
      if (!after) throw new GatewayError('sandbox: this payment is already final');
      const proof =
        status === 'captured' && after.paymentId
          ? { providerOrderId, providerPaymentId: after.paymentId, signature: sandboxSignature(secret, providerOrderId, after.paymentId) }
          : undefined;
      return { row: after, proof };
    },

    async refund({ refundId, providerOrderId, amountPaise }): Promise<GatewayRefund> {
      const row = await requireRow(providerOrderId);
      const existing = row.refunds.find((r) => r.receipt === refundId);
      if (existing)
        return {
          providerRefundId: existing.id,
          state: 'processed',
          amountPaise: existing.amountPaise,
          bankReference: existing.bankReference,
        };
      const refunded = row.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
      if (row.status !== 'captured' || refunded + amountPaise > row.amountPaise)
        throw new GatewayError('sandbox: refund exceeds the captured amount');
      const refund = {
        id: newId('sbx_rfnd'),
        receipt: refundId,
        amountPaise,
        bankReference: `SBXARN${randomBytes(6).toString('hex').toUpperCase()}`,
      };
      const db = await getDb();
      await db
        .update(sandboxGatewayOrders)
        .set({ refunds: [...row.refunds, refund], updatedAt: new Date() })
        .where(eq(sandboxGatewayOrders.id, providerOrderId));
      return { providerRefundId: refund.id, state: 'processed', amountPaise, bankReference: refund.bankReference };
    },

    async fetchRefund({ refundId, providerRefundId }): Promise<GatewayRefund> {
      const db = await getDb();
      const rows = await db.select().from(sandboxGatewayOrders);
      for (const row of rows) {
        const refund = row.refunds.find((r) => r.receipt === refundId || r.id === providerRefundId);
        if (refund)
          return { providerRefundId: refund.id, state: 'processed', amountPaise: refund.amountPaise, bankReference: refund.bankReference };
      }
      throw new GatewayError('sandbox: unknown refund');
    },
  };
}
