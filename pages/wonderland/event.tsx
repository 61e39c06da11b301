import { useRouter } from 'next/router';
import { lazy } from 'react';
import LoginPrompt from '../../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../../components/auth/useIsLoggedIn';
import LoadingText from '../../components/common/LoadingText';
import Seo from '../../components/common/Seo';
import invites from '../../components/events/events.module.css';
import { useLocale, useT } from '../../components/i18n/I18nProvider';
import { localizedPath } from '../../lib/i18n/urls';
import type { AppPage } from '../../lib/pageTypes';
import { ROUTES } from '../../lib/routes';
import StoreIsland from '../../store/StoreIsland';
import { staticMessages } from '../../server/i18n/pageMessages';

const HostEventScreen = lazy(() => import('../../components/events/HostEventScreen'));

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** /wonderland/event?id=: the host's page of one event. Logged out: the login. */
const HostEventPage: AppPage = () => {
  const t = useT('events');
  const locale = useLocale();
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const eventId = router.isReady ? one(router.query.id) : undefined;
  let content;
  if (!isLoggedIn)
    content = (
      <div className={invites.page}>
        <LoginPrompt text={t('host.login')} />
      </div>
    );
  else if (!router.isReady) content = <LoadingText text={t('loading')} />;
  else if (!eventId)
    content = (
      <div className={invites.page}>
        <p>{t('host.noEvent')}</p>
        <a href={localizedPath(ROUTES.wonderland, locale)}>{t('myInvites')}</a>
      </div>
    );
  else
    content = (
      <StoreIsland fallback={<LoadingText text={t('loadingEvent')} />}>
        <HostEventScreen eventId={eventId} />
      </StoreIsland>
    );
  return (
    <>
      <Seo title={t('host.seoTitle')} description={t('host.seoDescription')} path={ROUTES.inviteHost} noindex />
      {content}
    </>
  );
};

HostEventPage.usesMui = false;
export default HostEventPage;

export const getStaticProps = staticMessages(['events', 'eventHost', 'inviteShare']);
