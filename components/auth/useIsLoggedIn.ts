import { useSyncExternalStore } from 'react';
import { LOGIN_STATE_EVENT, readIsLoggedIn } from '../../client/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(LOGIN_STATE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(LOGIN_STATE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether localStorage says the customer is logged in; re-renders at once on the
 * login-state-change event (and on changes from other tabs). False on the server.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, readIsLoggedIn, () => false);
}
