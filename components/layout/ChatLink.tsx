import { unreadBadge } from '../../lib/chat/badge';
import { ROUTES } from '../../lib/routes';
import { Icon } from '../common/icons';
import RouterLink from '../common/RouterLink';
import styles from './Header.module.css';
import { useTotalUnread } from './useTotalUnread';

/**
 * The header's link to /chat with the unread badge (issue 23 "Customer" Unread: "99+" above 99; nothing at 0).
 * Render it only for a signed-in customer.
 */
export default function ChatLink({ className }: { className?: string }) {
  const unread = useTotalUnread();
  const badge = unreadBadge(unread);
  return (
    <RouterLink href={ROUTES.chat} className={className} aria-label={badge ? `Chat, ${unread} unread messages` : 'Chat'}>
      <Icon name="chat" />
      {badge && (
        <span className={styles.badge} data-testid="header-unread-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </RouterLink>
  );
}
