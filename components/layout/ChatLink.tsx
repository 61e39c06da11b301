import { unreadBadge } from '../../lib/chat/badge';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import styles from './Header.module.css';
import { useTotalUnread } from './useTotalUnread';

/**
 * The header's link to /chat with the unread badge ("99+" above 99; nothing at 0).
 * Render it only for a signed-in customer; the header loads it then (next/dynamic), so it is no part of a first visit.
 */
export default function ChatLink({ className }: { className?: string }) {
  const t = useT('common');
  const unread = useTotalUnread();
  const badge = unreadBadge(unread);
  return (
    <RouterLink
      href={ROUTES.chat}
      className={className}
      aria-label={badge ? t('unread.label', { label: t('nav.chat'), count: unread }) : t('nav.chat')}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm0 14H6l-2 2V4h16v12z" />
      </svg>
      {badge && (
        <span className={styles.badge} data-testid="header-unread-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </RouterLink>
  );
}
