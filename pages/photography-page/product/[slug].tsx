import PhotographyProduct from '../../../components/photography/PhotographyProduct';
import type { PhotographyProductProps } from '../../../lib/contracts/photography';
import type { AppPage } from '../../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import { localized } from '../../../server/i18n/pageMessages';

/**
 * /photography-page/product/{slug}: the package page with add-ons, extra hours, the live bill and
 * Book Now (server-rendered, light). `?city=` (links from a city page) preselects that city; unknown or
 * inactive packages 404.
 */
const PhotographyProductPage: AppPage<PhotographyProductProps> = (props) => <PhotographyProduct {...props} />;
PhotographyProductPage.usesMui = false;
export default PhotographyProductPage;

const pageGetServerSideProps = withDatabaseOutagePage<PhotographyProductProps>(async ({ params, query, res }) => {
  const { photographyProductProps } = await import('../../../server/photography/pageProps');
  const city = typeof query.city === 'string' ? query.city : undefined;
  const props = await photographyProductProps(String(params?.slug ?? ''), city);
  if (!props) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  // the page depends on `city` only: the shared cache (server/http/sharedCache.js) keys on it and on no other parameter
  res.setHeader('X-Cache-Query', 'city');
  return { props };
});

export const getServerSideProps = localized(['booking'], pageGetServerSideProps);
