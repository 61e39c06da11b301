import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { useT } from '../i18n/I18nProvider';
import ButtonLink from './ButtonLink';
import stepStyles from './bookingForm.module.css';

/** Props of `ConfirmOrderActions`. */
export interface ConfirmOrderActionsProps {
  busy: boolean;
  onConfirm: () => void;
  /** Where Back goes (the previous booking step). */
  backHref: string;
}

/** The end of every checkout: Confirm Order and Back for a logged-in customer, a login prompt otherwise (`booking` texts). */
export default function ConfirmOrderActions({ busy, onConfirm, backHref }: ConfirmOrderActionsProps) {
  const t = useT('booking');
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return <LoginPrompt text={t('confirm.login')} />;
  return (
    <div className={stepStyles.actions}>
      <button type="button" className={stepStyles.primary} disabled={busy} onClick={onConfirm}>
        {busy ? t('confirm.placing') : t('confirm.button')}
      </button>
      <ButtonLink href={backHref} variant="outlined" size="large">
        {t('confirm.back')}
      </ButtonLink>
    </div>
  );
}
