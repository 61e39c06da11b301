import type { GetStaticPaths, GetStaticProps } from 'next';
import ServiceLanding from '../../components/services/ServiceLanding';
import { cities, findCity } from '../../data/cities';
import { canonicalCitySlug } from '../../data/cities/placePages';
import { photographyDescription, photographyTitle } from '../../data/cities/seoCopy';
import { cityServiceContent, type ServiceContent } from '../../data/services';
import type { AppPage } from '../../lib/pageTypes';

/** /{city}/photography-page: the photography landing page of a city (static). */
const CityPhotographyPage: AppPage<{ service: ServiceContent; cityName: string }> = ({ service, cityName }) => (
  <ServiceLanding service={service} areaServed={cityName} />
);
CityPhotographyPage.usesMui = false;
export default CityPhotographyPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: cities.map((c) => ({ params: { city: c.slug } })), fallback: false });

export const getStaticProps: GetStaticProps<{ service: ServiceContent; cityName: string }> = async ({ params }) => {
  const city = findCity(String(params?.city ?? ''));
  if (!city) return { notFound: true };
  const service = cityServiceContent(
    'photography',
    { slug: canonicalCitySlug(city), name: city.name },
    { title: photographyTitle(city.name), description: photographyDescription(city.name) },
  );
  return { props: { service, cityName: city.name } };
};
