import type { GetStaticPaths, GetStaticProps } from 'next';
import RouterLink from '../../components/common/RouterLink';
import ui from '../../components/common/ui.module.css';
import ServiceLanding from '../../components/services/ServiceLanding';
import { cities, findCity } from '../../data/cities';
import { canonicalCitySlug, localityLinks, type PlaceLink } from '../../data/cities/placePages';
import { chefNearMeDescription, chefNearMeTitle } from '../../data/cities/seoCopy';
import { cityServiceContent, type ServiceContent } from '../../data/services';
import type { AppPage } from '../../lib/pageTypes';

interface Props {
  service: ServiceContent;
  cityName: string;
  cityHref: string;
  areas: PlaceLink[];
}

/** /{city}/chef-near-me: the chef landing page of a city, linking into the booking flow (static). */
const ChefNearMePage: AppPage<Props> = ({ service, cityName, cityHref, areas }) => (
  <ServiceLanding service={service} areaServed={cityName}>
    <section className={ui.container} aria-labelledby="chef-areas">
      <h2 id="chef-areas">Chefs across {cityName}</h2>
      <p>
        See all areas we serve on the <RouterLink href={cityHref}>{cityName} page</RouterLink>
        {areas.length > 0 ? ', including:' : '.'}
      </p>
      {areas.length > 0 && (
        <ul>
          {areas.map((area) => (
            <li key={area.href}>
              <RouterLink href={area.href}>Chef in {area.name}</RouterLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  </ServiceLanding>
);
ChefNearMePage.usesMui = false;
export default ChefNearMePage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: cities.map((c) => ({ params: { city: c.slug } })), fallback: false });

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const city = findCity(String(params?.city ?? ''));
  if (!city) return { notFound: true };
  const canonical = { slug: canonicalCitySlug(city), name: city.name };
  return {
    props: {
      service: cityServiceContent('chef', canonical, { title: chefNearMeTitle(city.name), description: chefNearMeDescription(city.name) }),
      cityName: city.name,
      cityHref: `/${canonical.slug}`,
      areas: localityLinks(city).slice(0, 12),
    },
  };
};
