import { useRouter } from 'next/router';
import { useState } from 'react';
import { openGateway } from '../../client/gateway';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { useOrderHeadcountSyncMutation } from '../../store/ordersApi';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';
import { useFailureText } from '../common/useFailureText';
import { useT, type T } from '../i18n/I18nProvider';
import styles from './OrderDetails.module.css';

/** Props of `InviteSyncButton`. */
export interface InviteSyncButtonProps {
  orderId: string;
  /** The server's offer (order details `inviteSync`): the invite's guests, the new total and its difference (rupees). */
  offer: NonNullable<OrderDetails['inviteSync']>;
  /** Called with the answer once the order is synced (the order page shows it: the refreshed order no longer offers a sync). */
  onSynced?: (message: string) => void;
}

/** The confirmation's text: the new total and what is paid or refunded (`t` of `orders`). */
function differenceText({ newTotal, difference }: InviteSyncButtonProps['offer'], t: T): string {
  const total = formatRupees(newTotal);
  return difference > 0
    ? t('sync.bodyPay', { total, amount: formatRupees(difference) })
    : t('sync.bodyRefund', { total, amount: formatRupees(-difference) });
}

/**
 * "Sync to N guests" beside "Your invite says N guests" (shown only when the server offers it: booked,
 * more than 48 hours ahead, a different count). A confirmation states the new total and the difference; confirming
 * calls the sync route with that total (409 when the price changed), then opens the gateway for a top-up or says
 * what is refunded. A refusal (e.g. a change above 30%, sent to support) shows the route's message (role="alert"; on a
 * Hindi page the route's English gives way to a Hindi one). In the page's language.
 */
export default function InviteSyncButton({ orderId, offer, onSynced }: InviteSyncButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [sync, { isLoading, error, isError }] = useOrderHeadcountSyncMutation();
  const t = useT('orders');
  const describeFailure = useFailureText();

  const confirm = async () => {
    const result = await sync({ orderId, guests: offer.guests, expectedTotal: offer.newTotal });
    if (!('data' in result) || !result.data) return;
    const { payment, refund, toGuests } = result.data;
    if (payment) {
      await openGateway(payment, (url) => void router.push(url));
      return;
    }
    const message = refund
      ? t(refund.status === 'processed' ? 'sync.doneRefunded' : 'sync.doneRefunding', {
          count: toGuests,
          amount: formatRupees(refund.amount),
        })
      : t('sync.done', { count: toGuests });
    setDone(message);
    onSynced?.(message);
  };

  return (
    <span className={styles.inviteSync}>
      {!done && (
        <button
          type="button"
          className={`${ui.button} ${ui.outlined}`}
          aria-haspopup="dialog"
          disabled={isLoading}
          onClick={() => setOpen(true)}
        >
          {isLoading ? t('sync.syncing') : t('sync.button', { count: offer.guests })}
        </button>
      )}
      {done && (
        <span role="status" data-testid="invite-sync-done">
          {done}
        </span>
      )}
      {isError && (
        <span role="alert" className={styles.error}>
          {describeFailure(error, t('sync.failed'))}
        </span>
      )}
      <LazyMessagePopup
        open={open}
        onClose={() => setOpen(false)}
        title={t('sync.title', { count: offer.guests })}
        body={differenceText(offer, t)}
        button={offer.difference > 0 ? t('sync.payMore', { amount: formatRupees(offer.difference) }) : t('sync.yes')}
        onButtonClick={() => void confirm()}
        dismissButton={t('keepOrder')}
        closeButton
      />
    </span>
  );
}
