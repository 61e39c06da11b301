import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import { ORDER_TYPE } from '../../lib/constants';
import { ROUTES } from '../../lib/routes';
import { useOrderDetailsQuery } from '../../store/ordersApi';
import ButtonLink from '../common/ButtonLink';
import { useT } from '../i18n/I18nProvider';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';

/** Where to book the same service again, by order type (home when the order is not known); `label` a `payments` key. */
function bookAgainLink(orderType: number | undefined): { href: string; label: string } {
  if (orderType === ORDER_TYPE.CHEF) return { href: ROUTES.chef, label: 'expired.chefAgain' };
  if (orderType === ORDER_TYPE.DECORATION) return { href: ROUTES.decoration, label: 'expired.decorationAgain' };
  return { href: ROUTES.home, label: 'expired.again' };
}

/**
 * The result page of an order whose time to pay ran out: its slot was released, anything
 * that still reached us is refunded, and links to book the service again and to My Orders.
 */
export default function PaymentExpired({ status }: { status: PaymentStatusAnswer }) {
  const t = useT('payments');
  const order = useOrderDetailsQuery(status.orderId);
  const again = bookAgainLink(order.data?.orderType);
  return (
    <PayFrame heading={t('expired.heading')}>
      <p className={styles.lead}>
        {t.rich('expired.lead', { number: status.orderNumber, num: (chunks) => <span className={styles.orderNumber}>{chunks}</span> })}
      </p>
      <p className={styles.paragraph}>{t('expired.nothingMore')}</p>
      <div className={styles.actions}>
        <ButtonLink href={again.href} size="large">
          {t(again.label)}
        </ButtonLink>
        <MyOrdersLink variant="outlined" />
      </div>
    </PayFrame>
  );
}
