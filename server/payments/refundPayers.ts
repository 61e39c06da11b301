/**
 * Who a refund goes back to (each payer is told their own refund): the host, for every payment that is
 * not a co-host's share, and each co-host whose paid share is refunded. The one split the host's cancellation
 * screen (server/orders/cancellation.ts cancellationMessage) and the cancellation messages
 * (server/orders/notices.ts) both read, so that what the host reads and what each payer is told never differ.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PAISE_PER_RUPEE } from '../../lib/payments';
import { paymentShares, refunds as refundsTable, type Refund } from '../db/schema';
import type { Db } from '../db/types';

/** One co-host's part of a refund. */
export interface CoHostPayerRefund {
  shareId: string;
  /** The co-host's 10-digit phone (a message goes there; never shown to anyone else). */
  phone: string;
  /** The name the host gave the share. */
  name: string;
  paise: number;
  /** Whole rupees (see splitRefundsByPayer for the rounding). */
  rupees: number;
}

/** A refund split by payer, in paise and in whole rupees; `hostRupees` + each co-host's `rupees` = the total's. */
export interface RefundsByPayer {
  hostPaise: number;
  hostRupees: number;
  /** In the order the refunds name them. */
  coHosts: CoHostPayerRefund[];
}

/** A refund and, when its payment paid a co-host's share, that share. */
export interface PayerRefundRow {
  amountPaise: number;
  share: { id: string; phone: string; name: string } | null;
}

/**
 * Splits refunds by payer (pure). Whole rupees are rounded on the running total of the co-hosts' paise (each
 * co-host's rupees are the step of the rounded running total), so the co-hosts' rupees add up to their paise
 * rounded, and the host gets the rest of the whole total rounded: the parts always add up to the total a screen
 * shows (an order's refund is whole rupees) and no part goes below zero.
 */
export function splitRefundsByPayer(rows: readonly PayerRefundRow[]): RefundsByPayer {
  let hostPaise = 0;
  const byShare = new Map<string, CoHostPayerRefund>();
  for (const row of rows) {
    if (!row.share) {
      hostPaise += row.amountPaise;
      continue;
    }
    const entry = byShare.get(row.share.id) ?? { shareId: row.share.id, phone: row.share.phone, name: row.share.name, paise: 0, rupees: 0 };
    entry.paise += row.amountPaise;
    byShare.set(row.share.id, entry);
  }
  const coHosts = [...byShare.values()];
  let running = 0;
  let roundedSoFar = 0;
  for (const coHost of coHosts) {
    running += coHost.paise;
    const rounded = Math.round(running / PAISE_PER_RUPEE);
    coHost.rupees = rounded - roundedSoFar;
    roundedSoFar = rounded;
  }
  const hostRupees = Math.round((hostPaise + running) / PAISE_PER_RUPEE) - roundedSoFar;
  return { hostPaise, hostRupees, coHosts };
}

/**
 * `refunds` split by payer (see splitRefundsByPayer): a refund of a payment that paid a co-host's share is that
 * co-host's; any other is the host's.
 */
export async function refundsByPayer(db: Db, refunds: readonly Pick<Refund, 'paymentId' | 'amountPaise'>[]): Promise<RefundsByPayer> {
  const paymentIds = [...new Set(refunds.map((refund) => refund.paymentId))];
  const shares =
    paymentIds.length === 0
      ? []
      : await db
          .select({ id: paymentShares.id, paymentId: paymentShares.paymentId, phone: paymentShares.phone, name: paymentShares.name })
          .from(paymentShares)
          .where(inArray(paymentShares.paymentId, paymentIds));
  const shareOf = new Map(shares.map((share) => [share.paymentId, share]));
  return splitRefundsByPayer(
    refunds.map((refund) => {
      const share = shareOf.get(refund.paymentId);
      return { amountPaise: refund.amountPaise, share: share ? { id: share.id, phone: share.phone, name: share.name } : null };
    }),
  );
}

/** The cancellation refunds of an order (reason `cancellation`), split by payer. */
export async function cancellationRefundsByPayer(db: Db, orderId: string): Promise<RefundsByPayer> {
  const rows = await db
    .select({ paymentId: refundsTable.paymentId, amountPaise: refundsTable.amountPaise })
    .from(refundsTable)
    .where(and(eq(refundsTable.orderId, orderId), eq(refundsTable.reason, 'cancellation')))
    .orderBy(refundsTable.createdAt, refundsTable.id);
  return refundsByPayer(db, rows);
}
