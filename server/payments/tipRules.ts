/**
 * The rules of a tip shared by opening its payment (./tips.ts) and applying its capture (./captures.ts): which order
 * takes one, the one tip an order keeps, and the job that credits the provider.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { payments, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';

/** The customer's answer when the order has its tip already. */
export const ALREADY_TIPPED_MESSAGE = 'You have already added a tip for this order. Thank you!';

/** The captured tip of an order (at most one is applied), or null. */
export async function capturedTipOf(db: Db, orderId: string) {
  const [tip] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'tip'), eq(payments.status, 'captured')))
    .limit(1);
  return tip ?? null;
}

/**
 * Why a tip cannot be added to `order` now, or null: only a completed order with a provider takes one.
 * (Shared by the route, which answers 400, and the capture, which refunds a tip the order can no longer take.)
 */
export function tipOrderProblem(order: Pick<Order, 'status' | 'providerId'>): string | null {
  if (order.status !== ORDER_STATUS.COMPLETED) return 'A tip can be added once the job is completed.';
  if (!order.providerId) return 'This order has no service provider to tip.';
  return null;
}

/**
 * Tells earnings, in the capture's transaction, that a tip was captured (`earnings.tip_captured`): it credits the
 * order's provider with the whole tip. Earnings sits above payments, hence a job (dedupe per payment).
 */
export function publishTipCaptured(tx: Db, paymentId: string, now: Date): Promise<boolean> {
  return enqueueJob(tx, { name: 'earnings.tip_captured', payload: { paymentId }, runAt: now, dedupeKey: `earnings-tip:${paymentId}` });
}
