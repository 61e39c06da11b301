import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearLogin, OPEN_LOGIN_EVENT } from '../../lib/browserSession';
import { MESSAGES } from '../../lib/messages';
import LazyMessagePopup from '../common/LazyMessagePopup';

// The login popup is only fetched when a customer asks to log in.
const LoginDialog = dynamic(() => import('./LoginDialog'), { ssr: false });

/** Spec 8: the logout popup texts. */
export const LOGOUT_TITLE = MESSAGES.logoutTitle;
export const LOGOUT_TEXT = MESSAGES.logoutText;

interface SessionUi {
  /** Opens the login popup. */
  openLogin: () => void;
  /** Spec 4 Logout: clears localStorage, shows "Logout Successful" and goes home. */
  logout: () => void;
}

const SessionUiContext = createContext<SessionUi>({ openLogin: () => undefined, logout: () => undefined });

/** Login and logout actions for the header, drawer and pages. */
export const useSessionUi = () => useContext(SessionUiContext);

/**
 * Hosts the login popup and the logout popup for the whole app (lives in the layout, so it
 * survives page changes). Also opens the login popup on the `open-login` window event.
 */
export function SessionUiProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [loginOpen, setLoginOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const logout = useCallback(() => {
    clearLogin();
    setLogoutOpen(true);
    void router.push('/');
  }, [router]);

  useEffect(() => {
    window.addEventListener(OPEN_LOGIN_EVENT, openLogin);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, openLogin);
  }, [openLogin]);

  const value = useMemo(() => ({ openLogin, logout }), [openLogin, logout]);
  return (
    <SessionUiContext.Provider value={value}>
      {children}
      {loginOpen && <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />}
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
