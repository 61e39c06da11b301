import { useRouter } from 'next/router';
import { createContext, lazy, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearLogin, readSessionToken } from '../../client/session';
import { clearAllDrafts } from '../../store/drafts';
import StoreIsland from '../../store/StoreIsland';
import { useStoreHost, type StoreHostValue } from '../../store/StoreHost';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { useT } from '../i18n/I18nProvider';

// The login popup (and the data layer it uses) is only fetched when a customer asks to log in.
const LoginDialog = lazy(() => import('./LoginDialog'));

interface SessionUi {
  /**
   * Opens the login popup. `afterLogin` runs once the customer has logged in through this popup
   * (a Continue that asked for the login carries on by itself); it is forgotten when the popup closes without a
   * login. It runs at once, while the popup still welcomes the customer, so it must not depend on the login
   * state of the render that opened the popup.
   */
  openLogin: (afterLogin?: () => void) => void;
  /**
   * Spec 4 Logout: the login keys and the customer's drafts go, "Logout Successful" shows, and home; the
   * session is then ended on the server too, which may fail (offline) without undoing the
   * local logout.
   */
  logout: () => void;
  /** The same local logout after the server has already ended the session ("log out of all devices"). */
  logoutEnded: () => void;
}

const SessionUiContext = createContext<SessionUi>({
  openLogin: () => undefined,
  logout: () => undefined,
  logoutEnded: () => undefined,
});

/**
 * Ends the session of `token` on the server (POST /api/user/logout), through the store's api (loaded
 * now on pages that do not carry it). A failure is left as it is on purpose: the browser has already
 * forgotten the token, and the server session then ends at its 30-day expiry.
 */
async function endServerSession(storeHost: StoreHostValue, token: string): Promise<void> {
  const [{ store }, { userApi }] = await Promise.all([storeHost.load(), import('../../store/userApi')]);
  await store.dispatch(userApi.endpoints.logout.initiate({ token }));
}

/** Login and logout actions for the header, drawer and pages. */
export const useSessionUi = () => useContext(SessionUiContext);

/**
 * Hosts the login popup and the logout popup for the whole app (lives in the layout, so it
 * survives page changes).
 */
export function SessionUiProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const t = useT('common');
  const storeHost = useStoreHost();
  const [loginOpen, setLoginOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const afterLogin = useRef<(() => void) | null>(null);
  const openLogin = useCallback((then?: () => void) => {
    // buttons pass openLogin as their onClick: the click event is not a continuation
    afterLogin.current = typeof then === 'function' ? then : null;
    setLoginOpen(true);
  }, []);
  const onLoggedIn = useCallback(() => {
    const then = afterLogin.current;
    afterLogin.current = null;
    then?.();
  }, []);
  const closeLogin = useCallback(() => {
    afterLogin.current = null;
    setLoginOpen(false);
  }, []);
  const logoutLocally = useCallback(async () => {
    // Spec 4 Logout with the spec's keys only (unrelated storage stays); the bookings in progress, the
    // persisted selection and every cached answer are the customer's too, so they go with the session.
    clearLogin();
    clearAllDrafts();
    setLogoutOpen(true);
    void router.push('/');
    await storeHost.forgetCustomer();
  }, [router, storeHost]);
  const logout = useCallback(() => {
    const token = readSessionToken();
    // Local logout first, whatever the network does; the server call carries the token explicitly.
    void logoutLocally().then(() => (token ? endServerSession(storeHost, token) : undefined));
  }, [logoutLocally, storeHost]);
  const logoutEnded = useCallback(() => void logoutLocally(), [logoutLocally]);

  const value = useMemo(() => ({ openLogin, logout, logoutEnded }), [openLogin, logout, logoutEnded]);
  return (
    <SessionUiContext.Provider value={value}>
      {children}
      {loginOpen && (
        <StoreIsland>
          <LoginDialog open={loginOpen} onClose={closeLogin} onLoggedIn={onLoggedIn} />
        </StoreIsland>
      )}
      <LazyMessagePopup
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        img="/images/icons/logout.svg"
        title={t('spec.logoutTitle')}
        body={t('spec.logoutText')}
        button={t('common.ok')}
      />
    </SessionUiContext.Provider>
  );
}
