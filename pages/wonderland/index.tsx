import { lazy } from 'react';
import { useIsLoggedIn } from '../../components/auth/useIsLoggedIn';
import LoadingText from '../../components/common/LoadingText';
import Seo from '../../components/common/Seo';
import WonderlandLanding from '../../components/events/WonderlandLanding';
import type { AppPage } from '../../lib/pageTypes';
import { ROUTES } from '../../lib/routes';
import StoreIsland from '../../store/StoreIsland';
import { staticMessages } from '../../server/i18n/pageMessages';

const WonderlandHome = lazy(() => import('../../components/events/WonderlandHome'));

/**
 * /wonderland: logged out, a landing that explains invites, with login; logged in, the
 * customer's events (hosted and invited) and the create form. The `?id=` of the spec's URL is not read: the
 * session says who the customer is.
 */
const WonderlandPage: AppPage = () => {
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <Seo
        title="Event Invites: Create and Share Party Invitations"
        description="Create a beautiful party invitation in English or Hindi, share one link on WhatsApp and see who is coming as guests answer."
        path={ROUTES.wonderland}
      />
      {isLoggedIn ? (
        <StoreIsland fallback={<LoadingText text="Loading your invites…" />}>
          <WonderlandHome />
        </StoreIsland>
      ) : (
        <WonderlandLanding />
      )}
    </>
  );
};

WonderlandPage.usesMui = false;
export default WonderlandPage;

export const getStaticProps = staticMessages();
