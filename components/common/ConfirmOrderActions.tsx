import { formatDate } from '../../lib/format';
import type { OrderDetails } from '../../services/orders';
import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import stepStyles from '../chef/steps.module.css';
import ButtonLink from './ButtonLink';
import LazyMessagePopup from './LazyMessagePopup';

/** Props of `ConfirmOrderActions`. */
export interface ConfirmOrderActionsProps {
  busy: boolean;
  onConfirm: () => void;
  /** Where Back goes (the previous booking step). */
  backHref: string;
  /** The order once booked: opens the confirmation popup. */
  placed: OrderDetails | null;
  /** Called when the confirmation popup is closed (View My Orders). */
  onFinish: () => void;
}

/**
 * The end of every checkout: Confirm Order and Back for a logged-in customer (a login prompt otherwise),
 * and the order-confirmation popup with the spec's confirmation icon and the order number.
 */
export default function ConfirmOrderActions({ busy, onConfirm, backHref, placed, onFinish }: ConfirmOrderActionsProps) {
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      {isLoggedIn ? (
        <div className={stepStyles.actions}>
          <button type="button" className={stepStyles.primary} disabled={busy} onClick={onConfirm}>
            {busy ? 'Placing your order…' : 'Confirm Order'}
          </button>
          <ButtonLink href={backHref} variant="outlined" size="large">
            Back
          </ButtonLink>
        </div>
      ) : (
        <LoginPrompt text="Log in with your mobile number to confirm your order." />
      )}
      <LazyMessagePopup
        open={Boolean(placed)}
        onClose={onFinish}
        img="/images/icons/order-confirmation.svg"
        title="Order Confirmed"
        body={
          placed
            ? `Your order ${placed.orderNumber} is booked for ${formatDate(placed.eventDate)}, ${placed.slot.label}. Quote this number on WhatsApp for any help.`
            : ''
        }
        button="View My Orders"
      />
    </>
  );
}
