import { useRouter } from 'next/router';
import { lazy } from 'react';
import LoginPrompt from '../../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../../components/auth/useIsLoggedIn';
import LoadingText from '../../components/common/LoadingText';
import Seo from '../../components/common/Seo';
import invites from '../../components/events/events.module.css';
import type { AppPage } from '../../lib/pageTypes';
import { ROUTES } from '../../lib/routes';
import StoreIsland from '../../store/StoreIsland';
import { staticMessages } from '../../server/i18n/pageMessages';

const HostEventScreen = lazy(() => import('../../components/events/HostEventScreen'));

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** /wonderland/event?id=: the host's page of one event. Logged out: the login. */
const HostEventPage: AppPage = () => {
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const eventId = router.isReady ? one(router.query.id) : undefined;
  let content;
  if (!isLoggedIn)
    content = (
      <div className={invites.page}>
        <LoginPrompt text="Log in to see your event." />
      </div>
    );
  else if (!router.isReady) content = <LoadingText text="Loading…" />;
  else if (!eventId)
    content = (
      <div className={invites.page}>
        <p>No event was named.</p>
        <a href={ROUTES.wonderland}>My invites</a>
      </div>
    );
  else
    content = (
      <StoreIsland fallback={<LoadingText text="Loading your event…" />}>
        <HostEventScreen eventId={eventId} />
      </StoreIsland>
    );
  return (
    <>
      <Seo title="My Event" description="Your event's guest list, messages and reminders." path={ROUTES.inviteHost} noindex />
      {content}
    </>
  );
};

HostEventPage.usesMui = false;
export default HostEventPage;

export const getStaticProps = staticMessages();
