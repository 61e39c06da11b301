import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { ROUTES } from '../../lib/routes';
import ui from '../common/ui.module.css';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './events.module.css';

/**
 * The share page of a code that names no invite (unknown, mistyped in one letter's case, or deleted), answered 404:
 * says so, and offers a logged-in customer their own events (the server HTML, logged out, offers only invites).
 */
export default function InviteMissing() {
  const t = useT('invite');
  const locale = useLocale();
  const isLoggedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('missing')}</h1>
      <p>{t('missingHelp')}</p>
      <p className={styles.row}>
        {isLoggedIn ? (
          <a className={`${ui.button} ${ui.contained}`} href={localizedPath(ROUTES.wonderland, locale)}>
            {t('yourEvents')}
          </a>
        ) : (
          <a className={`${ui.button} ${ui.outlined}`} href={localizedPath(ROUTES.wonderland, locale)}>
            {t('aboutInvites')}
          </a>
        )}
      </p>
    </div>
  );
}
