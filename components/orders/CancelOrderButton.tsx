import { useState } from 'react';
import { clearLogin } from '../../lib/browserSession';
import { formatRupees } from '../../lib/format';
import { ApiError, NetworkError } from '../../services/errors';
import { cancelOrder, type OrderDetails } from '../../services/orders';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';
import styles from './OrderDetails.module.css';

/** Props of `CancelOrderButton`. */
export interface CancelOrderButtonProps {
  order: OrderDetails;
  /** Called with the API's answer once the order is cancelled (its message and the updated order). */
  onCancelled: (answer: { message: string; order: OrderDetails }) => void;
}

/** Fetches the popup's code ahead of the click (hover or keyboard focus). */
const preloadPopup = () => void import('../common/MessagePopup');

/**
 * "Cancel order": a popup states the refund under the policy; "Yes, cancel" cancels through the API.
 * A failure is shown under the button (role="alert"); a 401 logs the browser out.
 */
export default function CancelOrderButton({ order, onCancelled }: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      onCancelled(await cancelOrder(order._id));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) clearLogin();
      setError(
        caught instanceof ApiError || caught instanceof NetworkError ? caught.message : 'Could not cancel the order. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.cancel}>
      <button
        type="button"
        className={`${ui.button} ${ui.outlined}`}
        aria-haspopup="dialog"
        disabled={busy}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => setOpen(true)}
      >
        {busy ? 'Cancelling…' : 'Cancel order'}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <LazyMessagePopup
        open={open}
        onClose={() => setOpen(false)}
        img="/images/icons/order-warning.svg"
        title="Cancel this order?"
        body={`You will get ${formatRupees(order.refundIfCancelledNow)} of your ${formatRupees(order.advance)} advance back. ${order.cancellationPolicy}`}
        button="Yes, cancel"
        onButtonClick={() => void cancel()}
      />
    </div>
  );
}
