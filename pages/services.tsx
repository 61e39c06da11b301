import Seo from '../components/common/Seo';
import ServicesHub from '../components/hub/ServicesHub';
import { useT } from '../components/i18n/I18nProvider';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import type { ServicesHubProps } from '../lib/servicesHub';
import { withDatabaseOutagePage } from '../server/http/ssr';
import { localized } from '../server/i18n/pageMessages';

/**
 * /services (the spec's `?userid=` is accepted and never read: the session says who the customer is):
 * the native services hub, its tiles and "From ₹X" prices rendered on the server from the catalogue.
 */
const ServicesPage: AppPage<ServicesHubProps> = (props) => {
  const t = useT('hub');
  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} path={ROUTES.services} />
      <ServicesHub {...props} />
    </>
  );
};
ServicesPage.usesMui = false;
export default ServicesPage;

/** Prices come from the database at request time (never from build workers), cached at the edge for 5 minutes. */
const pageGetServerSideProps = withDatabaseOutagePage<ServicesHubProps>(async ({ res }) => {
  const { servicesHubProps } = await import('../server/site/hubPageProps');
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: await servicesHubProps() };
});

export const getServerSideProps = localized(['hub', 'cityNames'], pageGetServerSideProps);
