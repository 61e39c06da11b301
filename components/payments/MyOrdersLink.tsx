import { ROUTES } from '../../lib/routes';
import ButtonLink, { type ButtonLinkVariant } from '../common/ButtonLink';
import { useT } from '../i18n/I18nProvider';

/** The payment screens' large "My Orders" button (every order, and its true payment state, waits there). */
export default function MyOrdersLink({ variant }: { variant?: ButtonLinkVariant }) {
  const t = useT('payments');
  return (
    <ButtonLink href={ROUTES.orderList} variant={variant} size="large">
      {t('myOrders')}
    </ButtonLink>
  );
}
