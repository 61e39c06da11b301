import type { SharePublic } from '../../lib/contracts/split';
import { formatRupees } from '../../lib/format';

/** The h1 of a co-host's share pay page. */
export const SHARE_HEADING = 'Pay your share';

/**
 * What a share's page says about it when it cannot be paid now, or null when it can; once the booking ended,
 * that it was cancelled and what of the share is refunded.
 */
export function shareStateText(share: SharePublic): string | null {
  // a cancelled booking says so, and what goes back to the co-host, before "your share is paid"
  if (share.orderEnded) {
    if (share.refunded > 0) {
      const when = share.refundState === 'processed' ? 'has been refunded' : 'will be refunded';
      return `This booking was cancelled. ${formatRupees(share.refunded)} of your share ${when} to your original payment method; banks take up to 5-7 working days to show it.`;
    }
    if (share.status === 'paid') return `This booking was cancelled. Nothing of your share is refunded under the cancellation policy.`;
    return 'This booking was cancelled: you have nothing to pay.';
  }
  if (share.status === 'paid') {
    return `Your share of ${formatRupees(share.amount)} is paid. Thank you!${share.receiptNumber ? ` Receipt ${share.receiptNumber}.` : ''}`;
  }
  if (share.confirming) return 'Your payment is being confirmed with the bank. This page shows it once it is confirmed.';
  if (share.status === 'fallen_back') return `This share is now with ${share.hostFirstName}: it was not paid 48 hours before the service.`;
  if (share.status === 'cancelled')
    return `${share.hostFirstName} no longer needs this share: the balance was settled or the split changed.`;
  if (!share.payable) return 'This booking no longer takes payments online.';
  return null;
}
