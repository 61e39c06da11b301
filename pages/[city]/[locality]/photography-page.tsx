import PhotographyLanding from '../../../components/photography/PhotographyLanding';
import type { PhotographyLandingProps } from '../../../lib/contracts/photography';
import type { AppPage } from '../../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import { localized } from '../../../server/i18n/pageMessages';

/**
 * /{city}/{locality}/photography-page: the photography landing with the city preselected, the
 * locality's own title and canonical; unknown cities or localities 404.
 */
const LocalityPhotographyPage: AppPage<PhotographyLandingProps> = (props) => <PhotographyLanding {...props} />;
LocalityPhotographyPage.usesMui = false;
export default LocalityPhotographyPage;

const pageGetServerSideProps = withDatabaseOutagePage<PhotographyLandingProps>(async ({ params, res, locale }) => {
  const { photographyLandingProps, photographyPlace } = await import('../../../server/photography/pageProps');
  const place = photographyPlace(String(params?.city ?? ''), String(params?.locality ?? ''), locale);
  if (!place) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: await photographyLandingProps(place, locale) };
});

export const getServerSideProps = localized(['photography'], pageGetServerSideProps);
