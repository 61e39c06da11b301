import { useSyncExternalStore, type ReactNode } from 'react';
import LoginPrompt from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import LoadingText from '../common/LoadingText';
import { useT } from '../i18n/I18nProvider';
import PayFrame from './PayFrame';

/** Props of `PayPageGate`. */
export interface PayPageGateProps {
  /** The h1 shown before the screen can render (server HTML, hydration, logged out). */
  heading: string;
  /** Whether the page has what it needs from its URL (`router.isReady`). */
  ready: boolean;
  /** Text of the login prompt; without it the page needs no login (the sandbox gateway's page). */
  loginPrompt?: string;
  /** The screen, mounted in the browser once ready (and, when a login is needed, logged in). */
  children: ReactNode;
}

const subscribe = () => () => undefined;

/**
 * What a payment page shows until its screen can run: the heading and "Loading…" in the server HTML
 * and while the URL's parameters are not known yet, the login prompt to a logged-out customer (the
 * server cannot know the login state, so it never renders the prompt), then the screen.
 */
export default function PayPageGate({ heading, ready, loginPrompt, children }: PayPageGateProps) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const t = useT('payments');
  const isLoggedIn = useIsLoggedIn();
  if (!inBrowser || !ready) {
    return (
      <PayFrame heading={heading}>
        <LoadingText text={t('loading')} />
      </PayFrame>
    );
  }
  if (loginPrompt && !isLoggedIn) {
    return (
      <PayFrame heading={heading}>
        <LoginPrompt text={loginPrompt} />
      </PayFrame>
    );
  }
  return children;
}
