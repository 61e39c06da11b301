import { lazy } from 'react';
import { useIsLoggedIn } from '../../components/auth/useIsLoggedIn';
import LoadingText from '../../components/common/LoadingText';
import Seo from '../../components/common/Seo';
import WonderlandLanding from '../../components/events/WonderlandLanding';
import { useT } from '../../components/i18n/I18nProvider';
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
  const t = useT('events');
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} path={ROUTES.wonderland} />
      {isLoggedIn ? (
        <StoreIsland fallback={<LoadingText text={t('loadingInvites')} />}>
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

export const getStaticProps = staticMessages(['events']);
