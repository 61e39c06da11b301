import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import ButtonLink from './ButtonLink';
import stepStyles from './bookingForm.module.css';

/** Props of `ConfirmOrderActions`. */
export interface ConfirmOrderActionsProps {
  busy: boolean;
  onConfirm: () => void;
  /** Where Back goes (the previous booking step). */
  backHref: string;
}

/** The end of every checkout: Confirm Order and Back for a logged-in customer, a login prompt otherwise. */
export default function ConfirmOrderActions({ busy, onConfirm, backHref }: ConfirmOrderActionsProps) {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return <LoginPrompt text="Log in with your mobile number to confirm your order." />;
  return (
    <div className={stepStyles.actions}>
      <button type="button" className={stepStyles.primary} disabled={busy} onClick={onConfirm}>
        {busy ? 'Placing your order…' : 'Confirm Order'}
      </button>
      <ButtonLink href={backHref} variant="outlined" size="large">
        Back
      </ButtonLink>
    </div>
  );
}
