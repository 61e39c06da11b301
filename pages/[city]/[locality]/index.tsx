import type { GetStaticPaths, GetStaticProps } from 'next';
import CityLanding from '../../../components/city/CityLanding';
import type { PlacePageProps } from '../../../data/cities/placePages';
import type { AppPage } from '../../../lib/pageTypes';
import { localized } from '../../../server/i18n/pageMessages';

/** Seconds a generated locality page is served before it is regenerated in the background. */
export const LOCALITY_REVALIDATE_SECONDS = 86_400;

/**
 * /{city}/{locality}: a locality landing page, generated on first request and then cached
 * (`fallback: 'blocking'` keeps `next build` fast); unknown places are a 404.
 */
const LocalityPage: AppPage<PlacePageProps> = (props) => <CityLanding {...props} />;
LocalityPage.usesMui = false;
export default LocalityPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

const pageGetStaticProps: GetStaticProps<PlacePageProps> = async ({ params, locale }) => {
  const props = (await import('../../../server/cities/pageProps')).localityPageProps(
    String(params?.city ?? ''),
    String(params?.locality ?? ''),
    locale,
  );
  return props ? { props, revalidate: LOCALITY_REVALIDATE_SECONDS } : { notFound: true, revalidate: LOCALITY_REVALIDATE_SECONDS };
};

export const getStaticProps = localized(['place'], pageGetStaticProps);
