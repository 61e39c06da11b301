import type { SharePublic } from '../../lib/contracts/split';
import { formatRupees } from '../../lib/format';
import type { T } from '../i18n/I18nProvider';

/** The `payments` message of a co-host's share pay page's h1 (English "Pay your share"). */
export const SHARE_HEADING_KEY = 'share.heading';

/**
 * What a share's page says about it when it cannot be paid now, or null when it can; once the booking ended,
 * that it was cancelled and what of the share is refunded. In the page's language (`t` of `payments`).
 */
export function shareStateText(share: SharePublic, t: T): string | null {
  // a cancelled booking says so, and what goes back to the co-host, before "your share is paid"
  if (share.orderEnded) {
    if (share.refunded > 0) {
      const key = share.refundState === 'processed' ? 'share.cancelledRefunded' : 'share.cancelledRefunding';
      return t(key, { amount: formatRupees(share.refunded) });
    }
    if (share.status === 'paid') return t('share.cancelledKept');
    return t('share.cancelledNothing');
  }
  if (share.status === 'paid') {
    const amount = formatRupees(share.amount);
    return share.receiptNumber ? t('share.paidReceipt', { amount, number: share.receiptNumber }) : t('share.paid', { amount });
  }
  if (share.confirming) return t('share.confirming');
  if (share.status === 'fallen_back') return t('share.fallenBack', { host: share.hostFirstName });
  if (share.status === 'cancelled') return t('share.noLongerNeeded', { host: share.hostFirstName });
  if (!share.payable) return t('share.notPayable');
  return null;
}
