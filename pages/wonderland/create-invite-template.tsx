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

const InviteDesigner = lazy(() => import('../../components/events/InviteDesigner'));

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /wonderland/create-invite-template?eventId=&templateId=: the host designs the event's invite
 * from a template and shares it. Logged out: the login; without an event: the way to create one.
 */
const CreateInvitePage: AppPage = () => {
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const eventId = router.isReady ? one(router.query.eventId) : undefined;
  const templateId = router.isReady ? one(router.query.templateId) : undefined;
  let content;
  if (!isLoggedIn)
    content = (
      <div className={invites.page}>
        <LoginPrompt text="Log in to design your invite." />
      </div>
    );
  else if (!router.isReady) content = <LoadingText text="Loading…" />;
  else if (!eventId) {
    content = (
      <div className={invites.page}>
        <p>First tell us about your event: its occasion, date and venue. Then pick this design.</p>
        {/* the design picked on /templates goes with the new event */}
        <a href={templateId ? `${ROUTES.wonderland}?${new URLSearchParams({ templateId }).toString()}` : ROUTES.wonderland}>
          Create an event
        </a>
      </div>
    );
  } else {
    content = (
      <StoreIsland fallback={<LoadingText text="Loading your event…" />}>
        <InviteDesigner eventId={eventId} templateId={templateId} />
      </StoreIsland>
    );
  }
  return (
    <>
      <Seo
        title="Create an Invite"
        description="Design your invitation from a template in English or Hindi and share it with your guests."
        path={ROUTES.inviteDesign}
        noindex
      />
      <h1 className={`${invites.title} ${invites.pageTitle}`}>Create an Invite</h1>
      {content}
    </>
  );
};

CreateInvitePage.usesMui = false;
export default CreateInvitePage;

export const getStaticProps = staticMessages();
