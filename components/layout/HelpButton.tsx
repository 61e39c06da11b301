import { useRouter } from 'next/router';
import { useState } from 'react';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { useFailureText } from '../common/useFailureText';
import { useT } from '../i18n/I18nProvider';

/**
 * "Help" on every customer page: opens the customer's support room in /chat with the
 * order number (on an order page) or the page path attached (`POST /api/chat/support`). Not signed in: the login
 * popup first, then it carries on. Only the button is in the page: what it does (components/layout/openHelp) loads
 * on the tap.
 */
export default function HelpButton({ className }: { className?: string }) {
  const router = useRouter();
  const t = useT('common');
  const failureText = useFailureText();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    const outcome = await (await import('./openHelp')).openHelp(router, (failure) => failureText(failure, t('help.failed')));
    setBusy(false);
    // the session ended meanwhile: log in, then open it
    if (outcome === 'login') openLogin(() => void open());
    else setProblem(outcome);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-busy={busy}
        disabled={busy}
        onClick={() => (isLoggedIn ? void open() : openLogin(() => void open()))}
      >
        {t('help.button')}
      </button>
      <LazyMessagePopup
        open={problem !== null}
        onClose={() => setProblem(null)}
        img="/images/icons/order-warning.svg"
        title={t('help.failedTitle')}
        body={problem ?? ''}
        button={t('common.ok')}
      />
    </>
  );
}
