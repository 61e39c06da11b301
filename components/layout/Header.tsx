import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { CHAT_LINK, DESKTOP_LINKS } from '../../lib/navigation';
import { titleFromPath, TITLED_SEGMENTS, type HeaderStyle } from '../../lib/routes';
import { useSessionUi } from '../auth/SessionUi';
import { useT } from '../i18n/I18nProvider';
import LanguageSwitch from '../i18n/LanguageSwitch';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { Icon } from '../common/icons';
import RouterLink from '../common/RouterLink';
import HelpButton from './HelpButton';
import styles from './Header.module.css';
import Logo from './Logo';

// The menus (MUI Menu and Drawer) are fetched on first use: the page renders without them.
const loadCategoriesMenu = () => import('./CategoriesMenu');
const loadMobileDrawer = () => import('./MobileDrawer');
const CategoriesMenu = dynamic(loadCategoriesMenu, { ssr: false });
const MobileDrawer = dynamic(loadMobileDrawer, { ssr: false });
// The chat link with the unread badge shows only for a signed-in customer: its code loads then.
const ChatLink = dynamic(() => import('./ChatLink'), { ssr: false });

/**
 * Spec 2 Header in its two styles (home: light with the logo; inner: brand colour, and on phones a
 * back arrow with a title derived from the path). Desktop and mobile rows are both in the server
 * HTML and CSS at 900px shows one, so hydration never shifts the layout. Both carry Help and, for a
 * signed-in customer, the chat link with the unread badge, and the switch to the other language; the desktop row links to the invites and, logged out, to
 * the chat by its name (the mobile row's drawer lists both).
 */
export default function Header({
  variant,
  title,
}: {
  variant: Exclude<HeaderStyle, 'hidden'>;
  /** The inner page's title when its path cannot spell it (a product name with "&"); else derived from the path. */
  title?: string;
}) {
  const router = useRouter();
  const t = useT('common');
  const isLoggedIn = useIsLoggedIn();
  const { openLogin, logout } = useSessionUi();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuId = useId();
  const inner = variant === 'inner';

  const goBack = () => {
    if (window.history.length > 1) router.back();
    else void router.push('/');
  };

  return (
    <header className={inner ? `${styles.header} ${styles.inner}` : styles.header} data-header-style={variant}>
      <div className={styles.bar}>
        <div className={styles.mobile} data-testid="header-mobile">
          {inner ? (
            <>
              <button type="button" className={styles.iconButton} aria-label={t('header.goBack')} onClick={goBack}>
                <Icon name="arrowBack" />
              </button>
              <p className={styles.title} data-testid="header-title">
                {title ?? titleFromPath(router.asPath, (segment) => (TITLED_SEGMENTS.has(segment) ? t(`title.${segment}`) : undefined))}
              </p>
            </>
          ) : (
            <Logo />
          )}
          <span className={styles.spacer} />
          {isLoggedIn && <ChatLink className={styles.iconButton} />}
          <HelpButton className={styles.help} />
          <LanguageSwitch className={styles.language} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerEnter={() => void loadMobileDrawer()}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <Icon name="menu" />
          </button>
        </div>

        <nav className={styles.desktop} aria-label={t('header.nav')} data-testid="header-desktop">
          <Logo inverse={inner} />
          <span className={styles.spacer} />
          <button
            type="button"
            className={styles.navItem}
            aria-haspopup="menu"
            aria-expanded={Boolean(menuAnchor)}
            aria-controls={menuAnchor ? menuId : undefined}
            onPointerEnter={() => void loadCategoriesMenu()}
            onFocus={() => void loadCategoriesMenu()}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            {t('header.categories')}
            <Icon name="arrowDown" size={20} />
          </button>
          {DESKTOP_LINKS.map((link) => (
            <RouterLink key={link.href} href={link.href} className={styles.navItem}>
              {t(link.key)}
            </RouterLink>
          ))}
          {!isLoggedIn && (
            <RouterLink href={CHAT_LINK.href} className={styles.navItem}>
              {t(CHAT_LINK.key)}
            </RouterLink>
          )}
          <HelpButton className={styles.help} />
          {isLoggedIn && <ChatLink className={styles.iconButton} />}
          <LanguageSwitch className={styles.navItem} />
          <button type="button" className={styles.login} onClick={isLoggedIn ? logout : () => openLogin()}>
            {isLoggedIn ? t('header.logout') : t('header.login')}
          </button>
        </nav>
      </div>
      {menuAnchor && <CategoriesMenu id={menuId} anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)} />}
      {drawerLoaded && (
        <MobileDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          isLoggedIn={isLoggedIn}
          onLogin={openLogin}
          onLogout={logout}
        />
      )}
    </header>
  );
}
