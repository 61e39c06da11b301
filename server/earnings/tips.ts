/**
 * A tip in the provider's ledger: the customer's tip (server/payments/tips.ts), once its capture is verified, is
 * credited whole to the order's provider as a `tip` entry: no commission (it is passed in full, lib/tips) and no TDS
 * of its own here (Income-tax Act s. 194-O reads the gross amount of the services the operator facilitates; a gratuity
 * passed through is left out of the order's value on which the `tds` entry is computed).
 */
import { and, eq } from 'drizzle-orm';
import { orders, payments, providerEarnings, type ProviderEarning } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Writes the `tip` entry (positive paise, the payment's whole amount) of a captured tip payment for its order's
 * provider. Idempotent on the payment (unique `payment_id`): a replayed job writes nothing.
 * @returns the entry written, or null when none was (not a captured tip, no provider, or written before).
 */
export async function creditTip(db: Db, paymentId: string, now: Date): Promise<ProviderEarning | null> {
  const [row] = await db
    .select({ payment: payments, providerId: orders.providerId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.kind, 'tip'), eq(payments.status, 'captured')))
    .limit(1);
  if (!row?.providerId) return null;
  const [entry] = await db
    .insert(providerEarnings)
    .values({
      providerId: row.providerId,
      kind: 'tip',
      amountPaise: row.payment.amountPaise,
      orderId: row.payment.orderId,
      paymentId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return entry ?? null;
}
