import PhotographyLanding from '../../components/photography/PhotographyLanding';
import type { PhotographyLandingProps } from '../../lib/contracts/photography';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/** /photography-page: the two occasion groups as tabs of packages, how it works, occasions and the FAQ (server-rendered, light). */
const PhotographyPage: AppPage<PhotographyLandingProps> = (props) => <PhotographyLanding {...props} />;
PhotographyPage.usesMui = false;
export default PhotographyPage;

/** Packages come from the database at request time (never from build workers), cached at the edge for 5 minutes. */
const pageGetServerSideProps = withDatabaseOutagePage<PhotographyLandingProps>(async ({ res, locale }) => {
  const { photographyLandingProps } = await import('../../server/photography/pageProps');
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: await photographyLandingProps(null, locale) };
});

export const getServerSideProps = localized(['photography'], pageGetServerSideProps);
