import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { useSplitViewQuery } from '../../store/splitApi';
import { useT } from '../i18n/I18nProvider';
import orderStyles from '../orders/OrderDetails.module.css';
import styles from './payments.module.css';
import SharePayLink from './SharePayLink';
import SplitBalanceForm from './SplitBalanceForm';

/** Payment states in which an order may have a split to show: the balance is due, or it was paid (by whom). */
const WITH_SPLIT: readonly OrderDetails['payment']['status'][] = ['balance_due', 'paid'];

/**
 * "Split the balance with co-hosts" on the customer's order page: the shares and who has paid, what
 * co-hosts and the host still owe, each unpaid share's pay link to copy or share, and "Split the balance" (or "Change
 * the split", starting from the current one, while no share is paid) while a balance is due and at least 48 hours remain. Nothing when the order has no split and cannot have one.
 * In the page's language (the co-hosts' names are the host's own).
 */
export default function SplitBalanceSection({ order }: { order: OrderDetails }) {
  const { data } = useSplitViewQuery(order._id, { skip: !WITH_SPLIT.includes(order.payment.status) });
  const [open, setOpen] = useState(false);
  const t = useT('payments');
  if (!data || (data.shares.length === 0 && !data.canSplit)) return null;
  return (
    <section className={orderStyles.section} aria-labelledby="split-heading" data-testid="order-split">
      <h2 id="split-heading" className={orderStyles.sectionHeading}>
        {t('split.heading')}
      </h2>
      {data.shares.length > 0 && (
        <>
          <ul className={styles.list} data-testid="split-shares">
            {data.shares.map((share) => (
              <li key={share.id} className={styles.listItem}>
                <span className={styles.itemText}>
                  <span className={styles.strong}>
                    {share.name} {formatRupees(share.amount)}
                  </span>
                  <span className={styles.muted}>
                    {t(`split.status.${share.status}`)} · {share.phone}
                  </span>
                </span>
                {share.payUrl && <SharePayLink name={share.name} amount={share.amount} payUrl={share.payUrl} />}
              </li>
            ))}
          </ul>
          <p className={styles.paragraph} data-testid="split-owed">
            {t('split.owed', { coHosts: formatRupees(data.withCoHosts), host: formatRupees(data.hostDue) })}
          </p>
          {data.withCoHosts > 0 && (
            <p className={styles.muted} data-testid="split-note">
              {t('split.note')}
            </p>
          )}
        </>
      )}
      {data.canSplit &&
        (open ? (
          <SplitBalanceForm orderId={order._id} balance={data.balance} current={data.shares} onDone={() => setOpen(false)} />
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
            {data.shares.length > 0 ? t('split.change') : t('split.start')}
          </button>
        ))}
    </section>
  );
}
