import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { installBrowserProtection } from '../../client/browserProtection';
import { headerStyleFor, serviceNameForPath, showsWhatsAppButton, usesBottomNav } from '../../lib/routes';
import { pushPageView, startTagManager } from '../../client/tagManager';
import { SessionUiProvider } from '../auth/SessionUi';
import LanguageSuggestion from '../i18n/LanguageSuggestion';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { BOTTOM_NAV_HEIGHT } from './bottomNavHeight';
import Footer from './Footer';
import Header from './Header';
import HelpButton from './HelpButton';
import helpStyles from './HelpButton.module.css';
import { useUnreadRefresh } from './useUnreadRefresh';
import WhatsAppButton, { WHATSAPP_BUTTON_GAP } from './WhatsAppButton';

// Only the invite-app pages show the bottom navigation: its code loads with them alone.
const BottomNav = dynamic(() => import('./BottomNav'));

/** Options a page can give the layout. */
export interface LayoutOptions {
  /** Extra space (px) the page keeps at the bottom for its own fixed bar; the WhatsApp button sits above it. */
  bottomBarHeight?: number;
}

/**
 * The one layout of every page (spec 2): header by route style, the page, footer or bottom
 * navigation, the floating WhatsApp button (the footer keeps room below its last line for it, so at the page's end
 * it covers no link), browser protections and the tag manager; Help (in the header, or in the page's top corner where
 * the header is hidden) and the unread badge's refresh for a signed-in customer; on English pages, for a browser that
 * prefers Hindi, the suggestion to read the page in Hindi (beside the WhatsApp button, never over it).
 */
export default function Layout({
  children,
  bottomBarHeight = 0,
  headerTitle,
}: { children: ReactNode; /** The page's own header title (lib/pageTypes headerTitleOf). */ headerTitle?: string } & LayoutOptions) {
  const router = useRouter();
  const pathname = router.pathname;
  const headerStyle = headerStyleFor(pathname);
  const bottomNav = usesBottomNav(pathname);
  useUnreadRefresh(useIsLoggedIn());

  useEffect(() => {
    if (process.env.NODE_ENV === 'development') return undefined;
    return installBrowserProtection(document);
  }, []);

  useEffect(() => {
    if (startTagManager(router.asPath)) pushPageView(router.asPath);
    // A first page holding a secret (a pay link) leaves the tag manager off; the next ordinary page starts it.
    const onRouteChange = (url: string) => {
      startTagManager(url);
      pushPageView(url);
    };
    router.events.on('routeChangeComplete', onRouteChange);
    return () => router.events.off('routeChangeComplete', onRouteChange);
    // The router object is stable; subscribe once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reserved = (bottomNav ? BOTTOM_NAV_HEIGHT : 0) + bottomBarHeight;
  const whatsApp = showsWhatsAppButton(pathname);
  return (
    <SessionUiProvider>
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', paddingBottom: reserved }}>
        {headerStyle !== 'hidden' && <Header variant={headerStyle} title={headerTitle} />}
        {headerStyle === 'hidden' && (
          // In the page's top corner, scrolling with it: a floating button covered the hub's prices and messages.
          <div className={helpStyles.cornerAnchor}>
            <div className={helpStyles.corner}>
              <HelpButton className={helpStyles.button} />
            </div>
          </div>
        )}
        <main id="main" style={{ flex: 1 }}>
          {children}
        </main>
        {bottomNav ? <BottomNav /> : <Footer clearFloatingButton={whatsApp} />}
      </div>
      {whatsApp && <WhatsAppButton service={serviceNameForPath(pathname)} bottom={WHATSAPP_BUTTON_GAP + reserved} />}
      <LanguageSuggestion bottom={WHATSAPP_BUTTON_GAP + reserved} />
    </SessionUiProvider>
  );
}
