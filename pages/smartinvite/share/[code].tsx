import Seo from '../../../components/common/Seo';
import InviteMissing from '../../../components/events/InviteMissing';
import InviteShareScreen from '../../../components/events/InviteShareScreen';
import { localInvitePreviewDescription } from '../../../components/events/inviteText';
import { useLocale, useT } from '../../../components/i18n/I18nProvider';
import type { InviteEvent } from '../../../lib/contracts/events';
import type { AppPage } from '../../../lib/pageTypes';
import { inviteSharePath, ROUTES } from '../../../lib/routes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import { localized } from '../../../server/i18n/pageMessages';

/** The invite, or `missing`: no invite has this code (answered 404). */
type Props =
  | {
      event: InviteEvent;
      imageUrl: string | null;
      ogImageUrl: string | null;
      missing?: never;
    }
  | { missing: true; event?: never };

/**
 * /smartinvite/share/{code}: the invite one link opens, server-rendered with its preview tags
 * (og:title, og:description, og:image: the rendered invite) so WhatsApp shows a real preview; the guest answers
 * here. An unknown code (codes are case-sensitive: one letter's case is another code) answers 404 with "This invite
 * does not exist or was removed", never another page a guest would take for the invite. Light: no MUI; the store
 * loads only for a logged-in guest.
 */
const ShareInvitePage: AppPage<Props> = (props) => {
  const t = useT('invite');
  const locale = useLocale();
  if (props.missing) {
    return (
      <>
        <Seo title={t('missing')} description={t('missingHelp')} path={ROUTES.wonderland} noindex />
        <InviteMissing />
      </>
    );
  }
  const { event, imageUrl, ogImageUrl } = props;
  return (
    <>
      <Seo
        title={t('seo.title', { title: event.title })}
        description={localInvitePreviewDescription(event, t, locale)}
        path={inviteSharePath(event.shortCode)}
        image={ogImageUrl ?? undefined}
        noindex
      />
      <InviteShareScreen event={event} imageUrl={imageUrl} />
    </>
  );
};

ShareInvitePage.usesMui = false;
export default ShareInvitePage;

const pageGetServerSideProps = withDatabaseOutagePage<Props>(async ({ res, params }) => {
  const pageProps = await import('../../../server/events/pageProps');
  const props = await pageProps.shareInvitePageProps(params?.code);
  if (!props) {
    res.statusCode = 404;
    return { props: { missing: true } };
  }
  // a forwarded invite is opened by many at once: a short shared cache; the guest's own state loads in the browser
  res.setHeader('Cache-Control', pageProps.SHARE_PAGE_CACHE_CONTROL);
  return { props };
});

export const getServerSideProps = localized(['invite', 'luckyDraw'], pageGetServerSideProps);
