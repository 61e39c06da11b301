import type { GetStaticPaths, GetStaticProps } from 'next';
import RouterLink from '../../components/common/RouterLink';
import ui from '../../components/common/ui.module.css';
import { useT } from '../../components/i18n/I18nProvider';
import ServiceLanding from '../../components/services/ServiceLanding';
import { cities } from '../../data/cities';
import type { ChefNearMeProps as Props } from '../../data/cities/placePages';
import { localizedStaticPaths } from '../../lib/i18n/urls';
import { NOT_FOUND_REVALIDATE_SECONDS, type AppPage } from '../../lib/pageTypes';
import { localized } from '../../server/i18n/pageMessages';

/** /{city}/chef-near-me: the chef landing page of a city, linking into the booking flow (static, both languages). */
const ChefNearMePage: AppPage<Props> = ({ service, cityName, cityHref, areas }) => {
  const t = useT('place');
  return (
    <ServiceLanding service={service} areaServed={cityName}>
      <section className={ui.container} aria-labelledby="chef-areas">
        <h2 id="chef-areas">{t('chefAreas.heading', { city: cityName })}</h2>
        <p>
          {t.rich('chefAreas.text', {
            city: cityName,
            more: areas.length > 0 ? 'yes' : 'no',
            link: (chunks) => <RouterLink href={cityHref}>{chunks}</RouterLink>,
          })}
        </p>
        {areas.length > 0 && (
          <ul>
            {areas.map((area) => (
              <li key={area.href}>
                <RouterLink href={area.href}>{t('chefAreas.link', { area: area.name })}</RouterLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ServiceLanding>
  );
};
ChefNearMePage.usesMui = false;
export default ChefNearMePage;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: localizedStaticPaths(cities.map((c) => ({ city: c.slug }))),
  // not `false`: Next renders the 404 of a path a `fallback: false` route does not list in the default language
  // (`/hi/<unknown>` got the English 404); an unknown path is rendered on demand and its getStaticProps answers notFound,
  // whose 404 keeps the path's language
  fallback: 'blocking',
});

const pageGetStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const props = (await import('../../server/cities/pageProps')).chefNearMePageProps(String(params?.city ?? ''), locale);
  return props ? { props } : { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
};

export const getStaticProps = localized(['place', 'services'], pageGetStaticProps);
