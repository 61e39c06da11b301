import { useRouter } from 'next/router';
import { createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearLogin } from '../../client/session';
import { MESSAGES } from '../../lib/messages';
import { clearAllDrafts } from '../../store/drafts';
import StoreIsland from '../../store/StoreIsland';
import { useStoreHost } from '../../store/StoreHost';
import LazyMessagePopup from '../common/LazyMessagePopup';

// The login popup (and the data layer it uses) is only fetched when a customer asks to log in.
const LoginDialog = lazy(() => import('./LoginDialog'));

/** Spec 8: the logout popup texts. */
export const LOGOUT_TITLE = MESSAGES.logoutTitle;
export const LOGOUT_TEXT = MESSAGES.logoutText;

interface SessionUi {
  /** Opens the login popup. */
  openLogin: () => void;
  /** Spec 4 Logout: the login keys and the customer's drafts go, "Logout Successful" shows, and home. */
  logout: () => void;
}

const SessionUiContext = createContext<SessionUi>({ openLogin: () => undefined, logout: () => undefined });

/** Login and logout actions for the header, drawer and pages. */
export const useSessionUi = () => useContext(SessionUiContext);

/**
 * Hosts the login popup and the logout popup for the whole app (lives in the layout, so it
 * survives page changes).
 */
export function SessionUiProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const storeHost = useStoreHost();
  const [loginOpen, setLoginOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const logout = useCallback(() => {
    // Spec 4 Logout with the spec's keys only (unrelated storage stays); the bookings in progress, the
    // persisted selection and every cached answer are the customer's too, so they go with the session.
    clearLogin();
    clearAllDrafts();
    void storeHost.forgetCustomer();
    setLogoutOpen(true);
    void router.push('/');
  }, [router, storeHost]);

  const value = useMemo(() => ({ openLogin, logout }), [openLogin, logout]);
  return (
    <SessionUiContext.Provider value={value}>
      {children}
      {loginOpen && (
        <StoreIsland>
          <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
        </StoreIsland>
      )}
      <LazyMessagePopup
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        img="/images/icons/logout.svg"
        title={LOGOUT_TITLE}
        body={LOGOUT_TEXT}
        button="OK"
      />
    </SessionUiContext.Provider>
  );
}
