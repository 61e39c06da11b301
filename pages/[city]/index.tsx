import type { GetStaticPaths, GetStaticProps } from 'next';
import CityLanding from '../../components/city/CityLanding';
import { cities } from '../../data/cities';
import type { PlacePageProps } from '../../data/cities/placePages';
import { localizedStaticPaths } from '../../lib/i18n/urls';
import { NOT_FOUND_REVALIDATE_SECONDS, type AppPage } from '../../lib/pageTypes';
import { localized } from '../../server/i18n/pageMessages';

/** /{city}: the city landing page (spec 2), statically generated for the 18 cities in both languages; others are a 404. */
const CityPage: AppPage<PlacePageProps> = (props) => <CityLanding {...props} />;
CityPage.usesMui = false;
export default CityPage;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: localizedStaticPaths(cities.map((city) => ({ city: city.slug }))),
  // not `false`: Next renders the 404 of a path a `fallback: false` route does not list in the default language
  // (`/hi/<unknown>` got the English 404); an unknown path is rendered on demand and its getStaticProps answers notFound,
  // whose 404 keeps the path's language
  fallback: 'blocking',
});

const pageGetStaticProps: GetStaticProps<PlacePageProps> = async ({ params, locale }) => {
  const props = (await import('../../server/cities/pageProps')).cityPageProps(String(params?.city ?? ''), locale);
  return props ? { props } : { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
};

export const getStaticProps = localized(['place'], pageGetStaticProps);
