import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import { ORDER_TYPE } from '../../lib/constants';
import { ROUTES } from '../../lib/routes';
import { useOrderDetailsQuery } from '../../store/ordersApi';
import ButtonLink from '../common/ButtonLink';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';

/** Where to book the same service again, by order type (home when the order is not known). */
function bookAgainLink(orderType: number | undefined): { href: string; label: string } {
  if (orderType === ORDER_TYPE.CHEF) return { href: ROUTES.chef, label: 'Book a chef again' };
  if (orderType === ORDER_TYPE.DECORATION) return { href: ROUTES.decoration, label: 'Book a decoration again' };
  return { href: ROUTES.home, label: 'Book again' };
}

/**
 * The result page of an order whose time to pay ran out: its slot was released, anything
 * that still reached us is refunded, and links to book the service again and to My Orders.
 */
export default function PaymentExpired({ status }: { status: PaymentStatusAnswer }) {
  const order = useOrderDetailsQuery(status.orderId);
  const again = bookAgainLink(order.data?.orderType);
  return (
    <PayFrame heading="This order has expired">
      <p className={styles.lead}>
        The time to pay for order <span className={styles.orderNumber}>{status.orderNumber}</span> ran out, so its slot was released.
      </p>
      <p className={styles.paragraph}>
        Nothing more will be taken for it. If money left your account for this order, it is returned automatically.
      </p>
      <div className={styles.actions}>
        <ButtonLink href={again.href} size="large">
          {again.label}
        </ButtonLink>
        <MyOrdersLink variant="outlined" />
      </div>
    </PayFrame>
  );
}
