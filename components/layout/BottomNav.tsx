import { useRouter } from 'next/router';
import { unreadBadge } from '../../lib/chat/badge';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import styles from './BottomNav.module.css';
import { BOTTOM_NAV_HEIGHT } from './bottomNavHeight';
import { useTotalUnread } from './useTotalUnread';

/** Material Design icon paths (Apache-2.0): Celebration, Storefront, AccountCircle; `label` is a `common` message key. */
const TABS = [
  {
    label: 'nav.invites',
    href: ROUTES.wonderland,
    section: 'wonderland',
    icon: 'm2 22 14-5-9-9zm12.53-9.47 5.59-5.59c.49-.49 1.28-.49 1.77 0l.59.59 1.06-1.06-.59-.59c-1.07-1.07-2.82-1.07-3.89 0l-5.59 5.59zm-4.47-5.65-.59.59 1.06 1.06.59-.59c1.07-1.07 1.07-2.82 0-3.89l-.59-.59-1.06 1.07.59.59c.48.48.48 1.28 0 1.76m7 5-1.59 1.59 1.06 1.06 1.59-1.59c.49-.49 1.28-.49 1.77 0l1.61 1.61 1.06-1.06-1.61-1.61c-1.08-1.07-2.82-1.07-3.89 0m-2-6-3.59 3.59 1.06 1.06 3.59-3.59c1.07-1.07 1.07-2.82 0-3.89l-1.59-1.59-1.06 1.06 1.59 1.59c.48.49.48 1.29 0 1.77',
  },
  {
    label: 'bottomNav.services',
    href: ROUTES.services,
    section: 'services',
    icon: 'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
  },
  {
    label: 'bottomNav.account',
    href: ROUTES.accounts,
    section: 'accounts',
    icon: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20',
  },
] as const;

/**
 * Spec 2: the bottom navigation of the invite-app pages (Invites, Services, Account), with the unread chat count on
 * the Invites tab ("99+" above 99, nothing at 0; the chat lives with the invites). Plain links and a CSS
 * module, no MUI: /services and the invite pages carry it on their first visit.
 */
export default function BottomNav() {
  const router = useRouter();
  const t = useT('common');
  const unread = useTotalUnread();
  const badge = unreadBadge(unread);
  const section = router.pathname.split('/')[1] ?? '';
  const isCurrent = (tab: (typeof TABS)[number]) =>
    tab.section === section || (tab.section === 'wonderland' && (section === 'templates' || section === 'chat'));
  return (
    <nav aria-label={t('bottomNav.label')} className={styles.nav} style={{ height: BOTTOM_NAV_HEIGHT }}>
      {TABS.map((tab) => {
        const counted = tab.section === 'wonderland' && badge !== '';
        const label = t(tab.label);
        return (
          <RouterLink
            key={tab.href}
            href={tab.href}
            className={styles.tab}
            aria-current={isCurrent(tab) ? 'page' : undefined}
            aria-label={counted ? t('unread.label', { label, count: unread }) : label}
          >
            <span className={styles.icon}>
              <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={tab.icon} />
              </svg>
              {counted && (
                <span className={styles.badge} data-testid="unread-badge" aria-hidden="true">
                  {badge}
                </span>
              )}
            </span>
            {label}
          </RouterLink>
        );
      })}
    </nav>
  );
}
