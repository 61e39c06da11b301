import Seo from '../../../components/common/Seo';
import InviteShareScreen from '../../../components/invites/InviteShareScreen';
import { invitePreviewDescription } from '../../../components/invites/inviteText';
import type { InviteEvent } from '../../../lib/contracts/invites';
import type { AppPage } from '../../../lib/pageTypes';
import { inviteSharePath, ROUTES } from '../../../lib/routes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';

interface Props {
  event: InviteEvent;
  imageUrl: string | null;
  ogImageUrl: string | null;
}

/**
 * /smartinvite/share/{code} (issue 21 "Share"): the invite one link opens, server-rendered with its preview tags
 * (og:title, og:description, og:image: the rendered invite) so WhatsApp shows a real preview; the guest answers
 * here. An unknown code redirects to /wonderland. Light: no MUI; the store loads only for a logged-in guest.
 */
const ShareInvitePage: AppPage<Props> = ({ event, imageUrl, ogImageUrl }) => (
  <>
    <Seo
      title={`You're invited: ${event.title}`}
      description={invitePreviewDescription(event)}
      path={inviteSharePath(event.shortCode)}
      image={ogImageUrl ?? undefined}
      noindex
    />
    <InviteShareScreen event={event} imageUrl={imageUrl} />
  </>
);

ShareInvitePage.usesMui = false;
export default ShareInvitePage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async ({ res, params }) => {
  const pageProps = await import('../../../server/invites/pageProps');
  const props = await pageProps.shareInvitePageProps(params?.code);
  if (!props) return { redirect: { destination: ROUTES.wonderland, permanent: false } };
  // a forwarded invite is opened by many at once: a short shared cache; the guest's own state loads in the browser
  res.setHeader('Cache-Control', pageProps.SHARE_PAGE_CACHE_CONTROL);
  return { props };
});
