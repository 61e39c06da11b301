import { useRouter } from 'next/router';
import { useState } from 'react';
import { openGateway } from '../../client/gateway';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { failureText } from '../../services/errors';
import { useOrderHeadcountSyncMutation } from '../../store/ordersApi';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';
import styles from './OrderDetails.module.css';

/** Props of `InviteSyncButton`. */
export interface InviteSyncButtonProps {
  orderId: string;
  /** The server's offer (order details `inviteSync`): the invite's guests, the new total and its difference (rupees). */
  offer: NonNullable<OrderDetails['inviteSync']>;
  /** Called with the answer once the order is synced (the order page shows it: the refreshed order no longer offers a sync). */
  onSynced?: (message: string) => void;
}

/** The confirmation's text: the new total and what is paid or refunded. */
function differenceText({ newTotal, difference }: InviteSyncButtonProps['offer']): string {
  const money = difference > 0 ? `Pay ${formatRupees(difference)} more` : `${formatRupees(-difference)} will be refunded`;
  return `Your new total is ${formatRupees(newTotal)}. ${money}.`;
}

/**
 * "Sync to N guests" beside "Your invite says N guests" (shown only when the server offers it: booked,
 * more than 48 hours ahead, a different count). A confirmation states the new total and the difference; confirming
 * calls the sync route with that total (409 when the price changed), then opens the gateway for a top-up or says
 * what is refunded. A refusal (e.g. a change above 30%, sent to support) shows the route's message (role="alert").
 */
export default function InviteSyncButton({ orderId, offer, onSynced }: InviteSyncButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [sync, { isLoading, error, isError }] = useOrderHeadcountSyncMutation();

  const confirm = async () => {
    const result = await sync({ orderId, guests: offer.guests, expectedTotal: offer.newTotal });
    if (!('data' in result) || !result.data) return;
    const { payment, refund, toGuests } = result.data;
    if (payment) {
      await openGateway(payment, (url) => void router.push(url));
      return;
    }
    const message = refund
      ? `Your order is now for ${toGuests} guests. ${formatRupees(refund.amount)} ${refund.status === 'processed' ? 'has been' : 'will be'} refunded to your original payment method.`
      : `Your order is now for ${toGuests} guests.`;
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
          {isLoading ? 'Syncing…' : `Sync to ${offer.guests} guests`}
        </button>
      )}
      {done && (
        <span role="status" data-testid="invite-sync-done">
          {done}
        </span>
      )}
      {isError && (
        <span role="alert" className={styles.error}>
          {failureText(error, 'Could not sync the guests. Please try again.')}
        </span>
      )}
      <LazyMessagePopup
        open={open}
        onClose={() => setOpen(false)}
        title={`Sync to ${offer.guests} guests?`}
        body={differenceText(offer)}
        button={offer.difference > 0 ? `Pay ${formatRupees(offer.difference)} more` : 'Yes, sync'}
        onButtonClick={() => void confirm()}
        dismissButton="Keep my order"
        closeButton
      />
    </span>
  );
}
