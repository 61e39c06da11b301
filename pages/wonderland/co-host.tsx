import { useRouter } from 'next/router';
import { lazy } from 'react';
import LoginPrompt from '../../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../../components/auth/useIsLoggedIn';
import LoadingText from '../../components/common/LoadingText';
import Seo from '../../components/common/Seo';
import invites from '../../components/events/events.module.css';
import type { AppPage } from '../../lib/pageTypes';
import StoreIsland from '../../store/StoreIsland';
import { staticMessages } from '../../server/i18n/pageMessages';

const CohostAccept = lazy(() => import('../../components/events/CohostAccept'));

/** /wonderland/co-host?token=: the co-host link a host sent; logged out, the login first. */
const CohostPage: AppPage = () => {
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const token = router.isReady && typeof router.query.token === 'string' ? router.query.token : undefined;
  let content;
  if (!isLoggedIn)
    content = (
      <div className={invites.page}>
        <LoginPrompt text="You were invited to co-host an event. Log in to accept." />
      </div>
    );
  else if (!router.isReady) content = <LoadingText text="Loading…" />;
  else if (!token) content = <p className={invites.page}>This co-host link is not valid.</p>;
  else
    content = (
      <StoreIsland fallback={<LoadingText text="Making you a co-host…" />}>
        <CohostAccept token={token} />
      </StoreIsland>
    );
  return (
    <>
      <Seo title="Co-host an Event" description="Accept an invitation to co-host an event." path="/wonderland/co-host" noindex />
      {content}
    </>
  );
};

CohostPage.usesMui = false;
export default CohostPage;

export const getStaticProps = staticMessages();
