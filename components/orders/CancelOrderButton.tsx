import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { failureText } from '../../services/errors';
import { useOrderCancelMutation } from '../../store/ordersApi';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { refundIfCancelledText } from '../payments/payText';
import ui from '../common/ui.module.css';
import styles from './OrderDetails.module.css';

/** Props of `CancelOrderButton`. */
export interface CancelOrderButtonProps {
  order: OrderDetails;
  /** Called with the API's message once the order is cancelled (the order pages refresh through the cache tag). */
  onCancelled: (message: string) => void;
}

/** Fetches the popup's code ahead of the click (hover or keyboard focus). */
const preloadPopup = () => void import('../common/MessagePopup');

/**
 * "Cancel order": a popup states what cancelling now refunds, then the policy; "Yes, cancel" cancels through the API,
 * "Keep my order", the × button and Escape close it and change nothing
 * (its message, e.g. what is refunded and when, is shown by the order page).
 * A failure is shown under the button (role="alert"); a 401 logs the browser out (in the data layer).
 */
export default function CancelOrderButton({ order, onCancelled }: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const [cancelOrder, { isLoading, error, isError }] = useOrderCancelMutation();

  const cancel = async () => {
    const result = await cancelOrder(order._id);
    if ('data' in result && result.data) onCancelled(result.data.message);
  };

  return (
    <div className={styles.cancel}>
      <button
        type="button"
        className={`${ui.button} ${ui.outlined}`}
        aria-haspopup="dialog"
        disabled={isLoading}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => setOpen(true)}
      >
        {isLoading ? 'Cancelling…' : 'Cancel order'}
      </button>
      {isError && (
        <p role="alert" className={styles.error}>
          {failureText(error, 'Could not cancel the order. Please try again.')}
        </p>
      )}
      <LazyMessagePopup
        open={open}
        onClose={() => setOpen(false)}
        img="/images/icons/order-warning.svg"
        title="Cancel this order?"
        body={`${refundIfCancelledText(order)} ${order.cancellationPolicy}`}
        button="Yes, cancel"
        onButtonClick={() => void cancel()}
        dismissButton="Keep my order"
        closeButton
      />
    </div>
  );
}
