import type { SharePublic } from '../../lib/contracts/split';
import { formatRupees } from '../../lib/format';

/** The h1 of a co-host's share pay page (issue 25 §4). */
export const SHARE_HEADING = 'Pay your share';

/** What a share's page says about it when it cannot be paid now, or null when it can. */
export function shareStateText(share: SharePublic): string | null {
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
