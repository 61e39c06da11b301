import { ROUTES } from '../../lib/routes';
import ButtonLink, { type ButtonLinkVariant } from '../common/ButtonLink';

/** The payment screens' large "My Orders" button (every order, and its true payment state, waits there). */
export default function MyOrdersLink({ variant }: { variant?: ButtonLinkVariant }) {
  return (
    <ButtonLink href={ROUTES.orderList} variant={variant} size="large">
      My Orders
    </ButtonLink>
  );
}
