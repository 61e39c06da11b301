import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { CREDIT_SHARE_PERCENT, LATE_CREDIT_AFTER_MINUTES, NO_SHOW_AFTER_MINUTES, PUNCTUALITY_PROMISE } from '../../lib/punctuality';
import { useOrderCancelNoShowMutation } from '../../store/ordersApi';
import ui from '../common/ui.module.css';
import { useFailureText } from '../common/useFailureText';
import { useFormat } from '../i18n/useFormat';
import { useLocale, useT } from '../i18n/I18nProvider';
import { cancelledText } from './cancelledText';
import styles from './OrderDetails.module.css';

/** Props of `ArrivalStatus`. */
export interface ArrivalStatusProps {
  order: Pick<OrderDetails, '_id' | 'arrival'>;
  /** Called with the API's message once the order is cancelled (the order page shows it; in Hindi on a Hindi page). */
  onCancelled: (message: string) => void;
}

/**
 * The on-time promise on the order page: "On the way" once the provider said so, "Arrived at 6:52 PM" (IST) once
 * they arrived, and when nobody arrived within the hour, "Cancel: full refund" (the server re-checks the clock).
 * The promise itself is stated beneath. In the page's language.
 */
export default function ArrivalStatus({ order, onCancelled }: ArrivalStatusProps) {
  const [cancel, { isLoading, isError, error }] = useOrderCancelNoShowMutation();
  const [confirming, setConfirming] = useState(false);
  const t = useT('orders');
  const locale = useLocale();
  const format = useFormat();
  const describeFailure = useFailureText();
  const arrival = order.arrival;
  const confirm = async () => {
    const result = await cancel(order._id);
    if ('data' in result && result.data) onCancelled(cancelledText(result.data, locale, t));
  };
  return (
    <section className={styles.section} aria-label={t('arrival.label')} data-testid="order-arrival">
      {arrival?.arrivedAt ? (
        <p className={styles.paragraph} data-testid="order-arrived">
          {t('arrival.arrived', { time: format.time(arrival.arrivedAt) })}
        </p>
      ) : (
        arrival?.onTheWayAt && (
          <p className={styles.paragraph} data-testid="order-on-the-way">
            {t('arrival.onTheWay')}
          </p>
        )
      )}
      {arrival?.canCancelNoShow && (
        <div>
          <p className={styles.paragraph}>{t('arrival.nobody')}</p>
          {confirming ? (
            <p className={styles.paragraph}>
              {t('arrival.confirm', { amount: formatRupees(arrival.noShowRefund) })}{' '}
              <button type="button" className={`${ui.button} ${ui.contained}`} disabled={isLoading} onClick={() => void confirm()}>
                {isLoading ? t('cancel.cancelling') : t('cancel.yes')}
              </button>
            </p>
          ) : (
            <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => setConfirming(true)}>
              {t('arrival.cancel')}
            </button>
          )}
          {isError && (
            <p role="alert" className={styles.error}>
              {describeFailure(error, t('cancel.failed'))}
            </p>
          )}
        </div>
      )}
      <p className={styles.paragraph} data-testid="order-punctuality-promise">
        {locale === 'en'
          ? PUNCTUALITY_PROMISE
          : t('arrival.promise', { late: LATE_CREDIT_AFTER_MINUTES, share: CREDIT_SHARE_PERCENT, noShow: NO_SHOW_AFTER_MINUTES })}
      </p>
    </section>
  );
}
