import { useRouter } from 'next/router';
import { lazy } from 'react';
import LoginPrompt from '../../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../../components/auth/useIsLoggedIn';
import LoadingText from '../../components/common/LoadingText';
import Seo from '../../components/common/Seo';
import invites from '../../components/events/events.module.css';
import { useT } from '../../components/i18n/I18nProvider';
import type { AppPage } from '../../lib/pageTypes';
import StoreIsland from '../../store/StoreIsland';
import { staticMessages } from '../../server/i18n/pageMessages';

const CohostAccept = lazy(() => import('../../components/events/CohostAccept'));

/** /wonderland/co-host?token=: the co-host link a host sent; logged out, the login first. */
const CohostPage: AppPage = () => {
  const t = useT('events');
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const token = router.isReady && typeof router.query.token === 'string' ? router.query.token : undefined;
  let content;
  if (!isLoggedIn)
    content = (
      <div className={invites.page}>
        <LoginPrompt text={t('cohost.login')} />
      </div>
    );
  else if (!router.isReady) content = <LoadingText text={t('loading')} />;
  else if (!token) content = <p className={invites.page}>{t('cohost.invalid')}</p>;
  else
    content = (
      <StoreIsland fallback={<LoadingText text={t('cohost.making')} />}>
        <CohostAccept token={token} />
      </StoreIsland>
    );
  return (
    <>
      <Seo title={t('cohost.seoTitle')} description={t('cohost.seoDescription')} path="/wonderland/co-host" noindex />
      {content}
    </>
  );
};

CohostPage.usesMui = false;
export default CohostPage;

export const getStaticProps = staticMessages(['events']);
