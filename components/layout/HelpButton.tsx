import { useRouter } from 'next/router';
import { useState } from 'react';
import { ROUTES } from '../../lib/routes';
import { failureText } from '../../services/errors';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { Icon } from '../common/icons';
import LazyMessagePopup from '../common/LazyMessagePopup';

/** The popup's title when the support chat cannot be opened. */
export const HELP_FAILED_TITLE = 'Help';
const HELP_FAILED_TEXT = 'Could not open the help chat. Please try again.';

/**
 * "Help" on every customer page (issue 23 "Support room"): opens the customer's support room in /chat with the
 * order number (on an order page) or the page path attached (`POST /api/chat/support`). Not signed in: the login
 * popup first, then it carries on. The code that calls the API loads on the tap, never with the page.
 */
export default function HelpButton({ className }: { className?: string }) {
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    const support = await import('../../client/chatSupport');
    const result = await support.openSupportRoom(support.supportContext(router.pathname, router.asPath, router.query));
    setBusy(false);
    if ('failure' in result) {
      // the session ended meanwhile: log in, then open it
      if (result.failure.status === 401) openLogin(() => void open());
      else setProblem(failureText(result.failure, HELP_FAILED_TEXT));
      return;
    }
    await router.push({ pathname: ROUTES.chat, query: { room: result.room._id } });
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
        <Icon name="help" size={20} />
        Help
      </button>
      <LazyMessagePopup
        open={problem !== null}
        onClose={() => setProblem(null)}
        img="/images/icons/order-warning.svg"
        title={HELP_FAILED_TITLE}
        body={problem ?? ''}
        button="OK"
      />
    </>
  );
}
