import { ROUTES } from '../../lib/routes';
import { useSessionUi } from '../auth/SessionUi';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import ui from '../common/ui.module.css';
import styles from './events.module.css';

/**
 * /wonderland for a visitor who is not logged in: what invites do, and the login that opens the
 * host's page. Plain elements in the server HTML.
 */
export default function WonderlandLanding() {
  const t = useT('events');
  const locale = useLocale();
  const { openLogin } = useSessionUi();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('landing.intro')}</p>
      <ul>
        <li>{t('landing.occasions')}</li>
        <li>{t('landing.answers')}</li>
        <li>{t('landing.reminders')}</li>
      </ul>
      <div className={styles.row}>
        <button type="button" className={`${ui.button} ${ui.contained} ${ui.large}`} onClick={() => openLogin()}>
          {t('landing.login')}
        </button>
        <a className={`${ui.button} ${ui.outlined} ${ui.large}`} href={localizedPath(ROUTES.templates, locale)}>
          {t('landing.designs')}
        </a>
      </div>
    </div>
  );
}
