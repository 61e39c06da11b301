import { useRouter } from 'next/router';
import { lazy } from 'react';
import LoginPrompt from '../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../components/auth/useIsLoggedIn';
import LoadingText from '../components/common/LoadingText';
import { useInBrowser } from '../components/common/useInBrowser';
import Seo from '../components/common/Seo';
import invites from '../components/events/events.module.css';
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
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  // The page is prerendered without its query: until hydration is over it renders as the server did (a
  // statically optimized page without a query string is "ready" at once in the browser, not on the server).
  const ready = useInBrowser() && router.isReady;
  const eventId = ready ? one(router.query.eventId) : undefined;
  let content;
  if (!ready) content = <LoadingText text="Loading…" />;
  else if (!eventId) {
    content = (
      <div className={invites.page}>
        <p>
          A host can run a lucky draw among the guests who answered Going to their event, for a prize they give (no cash prizes). Open your
          event from your invites to run one.
        </p>
        <a href={ROUTES.wonderland}>My invites</a>
      </div>
    );
  } else if (!isLoggedIn) {
    content = (
      <div className={invites.page}>
        <LoginPrompt text="Log in to see the lucky draw." />
      </div>
    );
  } else
    content = (
      <StoreIsland fallback={<LoadingText text="Loading the event…" />}>
        <LuckyDrawScreen eventId={eventId} />
      </StoreIsland>
    );
  return (
    <>
      <Seo title="Lucky Draw" description="A host's lucky draw among the guests going to their event." path={ROUTES.luckyDraw} noindex />
      <h1 className={`${invites.title} ${invites.pageTitle}`}>Lucky Draw</h1>
      {content}
    </>
  );
};

LuckyDrawPage.usesMui = false;
export default LuckyDrawPage;

export const getStaticProps = staticMessages();
