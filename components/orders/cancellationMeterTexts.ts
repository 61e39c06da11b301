import { meterNowText, meterUntilText } from '../../lib/cancellationMeter';
import type { OrderDetails } from '../../lib/contracts/orders';

/**
 * The meter's lines for an order at `now`, or null when it shows nothing: the order can no longer be
 * cancelled, or nothing is paid yet.
 */
export function cancellationMeterTexts(
  order: Pick<OrderDetails, 'cancellation' | 'payment'>,
  now: Date,
): { now: string; until: string | null } | null {
  const meter = order.cancellation;
  if (!meter || order.payment.paidAmount === 0) return null;
  return { now: meterNowText(meter), until: meterUntilText(meter, now) };
}
