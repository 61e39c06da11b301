import { useRouter } from 'next/router';
import { lazy } from 'react';
import LoginPrompt from '../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../components/auth/useIsLoggedIn';
import LoadingText from '../components/common/LoadingText';
import { useInBrowser } from '../components/common/useInBrowser';
import Seo from '../components/common/Seo';
import invites from '../components/events/events.module.css';
import { useLocale, useT } from '../components/i18n/I18nProvider';
import { localizedPath } from '../lib/i18n/urls';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import StoreIsland from '../store/StoreIsland';
import { staticMessages } from '../server/i18n/pageMessages';

const LuckyDrawScreen = lazy(() => import('../components/events/LuckyDrawScreen'));

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /lucky-draw?eventId=: a host's draw among the guests going to their event, and its
 * results. Without an event: what a lucky draw is and where a host runs one.
 */
const LuckyDrawPage: AppPage = () => {
  const t = useT('luckyDraw');
  const locale = useLocale();
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  // The page is prerendered without its query: until hydration is over it renders as the server did (a
  // statically optimized page without a query string is "ready" at once in the browser, not on the server).
  const ready = useInBrowser() && router.isReady;
  const eventId = ready ? one(router.query.eventId) : undefined;
  let content;
  if (!ready) content = <LoadingText text={t('loading')} />;
  else if (!eventId) {
    content = (
      <div className={invites.page}>
        <p>{t('about')}</p>
        <a href={localizedPath(ROUTES.wonderland, locale)}>{t('myInvites')}</a>
      </div>
    );
  } else if (!isLoggedIn) {
    content = (
      <div className={invites.page}>
        <LoginPrompt text={t('login')} />
      </div>
    );
  } else
    content = (
      <StoreIsland fallback={<LoadingText text={t('loadingEvent')} />}>
        <LuckyDrawScreen eventId={eventId} />
      </StoreIsland>
    );
  return (
    <>
      <Seo title={t('title')} description={t('seo.description')} path={ROUTES.luckyDraw} noindex />
      <h1 className={`${invites.title} ${invites.pageTitle}`}>{t('title')}</h1>
      {content}
    </>
  );
};

LuckyDrawPage.usesMui = false;
export default LuckyDrawPage;

export const getStaticProps = staticMessages(['luckyDraw']);
