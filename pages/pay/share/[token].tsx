import Seo from '../../../components/common/Seo';
import { useT } from '../../../components/i18n/I18nProvider';
import SharePayScreen from '../../../components/payments/SharePayScreen';
import { SHARE_HEADING_KEY } from '../../../components/payments/shareText';
import type { SharePublic } from '../../../lib/contracts/split';
import type { AppPage } from '../../../lib/pageTypes';
import { ROUTES } from '../../../lib/routes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import { localized } from '../../../server/i18n/pageMessages';

interface Props {
  token: string;
  share: SharePublic;
}

/**
 * /pay/share/{token}: a co-host's share of a split balance, server-rendered (its content is in the
 * HTML); like a gateway's page it needs no login: the link's token is the secret. Never cached, never indexed. An
 * unknown link is a 404.
 */
const SharePayPage: AppPage<Props> = ({ token, share }) => {
  const t = useT('payments');
  return (
    <>
      <Seo title={t(SHARE_HEADING_KEY)} description={t('share.description')} path={ROUTES.payShare} noindex />
      <SharePayScreen token={token} share={share} />
    </>
  );
};

SharePayPage.usesMui = false;
SharePayPage.usesStore = true;
export default SharePayPage;

const pageGetServerSideProps = withDatabaseOutagePage<Props>(async ({ res, params }) => {
  const pageProps = await import('../../../server/payments/pageProps');
  const props = await pageProps.sharePayPageProps(params?.token);
  if (!props) return { notFound: true };
  // the link is a secret and the share changes when paid: never stored by a shared cache
  res.setHeader('Cache-Control', 'private, no-store');
  return { props };
});

export const getServerSideProps = localized(['payments', 'orders'], pageGetServerSideProps);
