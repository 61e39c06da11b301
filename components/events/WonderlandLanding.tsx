import { ROUTES } from '../../lib/routes';
import { useSessionUi } from '../auth/SessionUi';
import ui from '../common/ui.module.css';
import styles from './events.module.css';

/**
 * /wonderland for a visitor who is not logged in: what invites do, and the login that opens the
 * host's page. Plain elements in the server HTML.
 */
export default function WonderlandLanding() {
  const { openLogin } = useSessionUi();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Event Invites</h1>
      <p>
        Invite your guests in minutes: pick a design for your occasion in English or Hindi, share one link on WhatsApp, and see who is
        coming as they answer. Guests answer in one tap, without installing anything.
      </p>
      <ul>
        <li>Birthdays, Godh Bharai, Namkaran, Griha Pravesh, Kitty Parties, Diwali and more</li>
        <li>Going / Maybe / Can&apos;t go, +1s, a reply-by date and a waitlist when you are full</li>
        <li>Reminders on WhatsApp to guests who ask for them, and a wall for the party&apos;s photos</li>
      </ul>
      <div className={styles.row}>
        <button type="button" className={`${ui.button} ${ui.contained} ${ui.large}`} onClick={() => openLogin()}>
          Login to create an invite
        </button>
        <a className={`${ui.button} ${ui.outlined} ${ui.large}`} href={ROUTES.templates}>
          See the designs
        </a>
      </div>
    </div>
  );
}
