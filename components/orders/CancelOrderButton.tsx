import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { useOrderCancelMutation } from '../../store/ordersApi';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { refundIfCancelledText } from '../payments/payText';
import { cancelledText } from './cancelledText';
import ui from '../common/ui.module.css';
import styles from './OrderDetails.module.css';

/** Props of `CancelOrderButton`. */
export interface CancelOrderButtonProps {
  order: OrderDetails;
  /**
   * Called with the API's message once the order is cancelled (the order pages refresh through the cache tag); on a
   * Hindi page the same facts in Hindi (./cancelledText).
   */
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
  const t = useT('orders');
  const policy = useT('policy');
  const locale = useLocale();
  const describeFailure = useFailureText();

  const cancel = async () => {
    const result = await cancelOrder(order._id);
    if ('data' in result && result.data) onCancelled(cancelledText(result.data, locale, t));
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
        {isLoading ? t('cancel.cancelling') : t('cancel.button')}
      </button>
      {isError && (
        <p role="alert" className={styles.error}>
          {describeFailure(error, t('cancel.failed'))}
        </p>
      )}
      <LazyMessagePopup
        open={open}
        onClose={() => setOpen(false)}
        img="/images/icons/order-warning.svg"
        title={t('cancel.title')}
        body={
          // the policy stored with the order is English; a Hindi page reads today's policy (the same text)
          `${refundIfCancelledText(order, locale === 'en' ? undefined : t)} ${locale === 'en' ? order.cancellationPolicy : policy('text')}`
        }
        button={t('cancel.yes')}
        onButtonClick={() => void cancel()}
        dismissButton={t('keepOrder')}
        closeButton
      />
    </div>
  );
}
