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

const InviteDesigner = lazy(() => import('../../components/events/InviteDesigner'));

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /wonderland/create-invite-template?eventId=&templateId=: the host designs the event's invite
 * from a template and shares it. Logged out: the login; without an event: the way to create one.
 */
const CreateInvitePage: AppPage = () => {
  const t = useT('templates');
  const locale = useLocale();
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const eventId = router.isReady ? one(router.query.eventId) : undefined;
  const templateId = router.isReady ? one(router.query.templateId) : undefined;
  let content;
  if (!isLoggedIn)
    content = (
      <div className={invites.page}>
        <LoginPrompt text={t('page.login')} />
      </div>
    );
  else if (!router.isReady) content = <LoadingText text={t('page.loading')} />;
  else if (!eventId) {
    content = (
      <div className={invites.page}>
        <p>{t('page.first')}</p>
        {/* the design picked on /templates goes with the new event */}
        <a
          href={localizedPath(
            templateId ? `${ROUTES.wonderland}?${new URLSearchParams({ templateId }).toString()}` : ROUTES.wonderland,
            locale,
          )}
        >
          {t('page.create')}
        </a>
      </div>
    );
  } else {
    content = (
      <StoreIsland fallback={<LoadingText text={t('designer.loading')} />}>
        <InviteDesigner eventId={eventId} templateId={templateId} />
      </StoreIsland>
    );
  }
  return (
    <>
      <Seo title={t('page.seoTitle')} description={t('page.seoDescription')} path={ROUTES.inviteDesign} noindex />
      <h1 className={`${invites.title} ${invites.pageTitle}`}>{t('page.title')}</h1>
      {content}
    </>
  );
};

CreateInvitePage.usesMui = false;
export default CreateInvitePage;

export const getStaticProps = staticMessages(['templates', 'inviteShare']);
