import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { ROUTES } from '../../lib/routes';
import ui from '../common/ui.module.css';
import { INVITE_TEXT } from './inviteText';
import styles from './events.module.css';

/**
 * The share page of a code that names no invite (unknown, mistyped in one letter's case, or deleted), answered 404:
 * says so, and offers a logged-in customer their own events (the server HTML, logged out, offers only invites).
 */
export default function InviteMissing() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{INVITE_TEXT.missing}</h1>
      <p>{INVITE_TEXT.missingHelp}</p>
      <p className={styles.row}>
        {isLoggedIn ? (
          <a className={`${ui.button} ${ui.contained}`} href={ROUTES.wonderland}>
            {INVITE_TEXT.yourEvents}
          </a>
        ) : (
          <a className={`${ui.button} ${ui.outlined}`} href={ROUTES.wonderland}>
            {INVITE_TEXT.aboutInvites}
          </a>
        )}
      </p>
    </div>
  );
}
