import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import NotificationSettings from './NotificationSettings';
import PrivacyPanel from './PrivacyPanel';

/**
 * The notification choices and the privacy panel of /accounts, for a
 * logged-in customer only (nothing otherwise: the page's own login prompt covers it). One element for the page to
 * mount below the profile.
 */
export default function AccountPrivacySections() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return null;
  return (
    <>
      <NotificationSettings />
      <PrivacyPanel />
    </>
  );
}
