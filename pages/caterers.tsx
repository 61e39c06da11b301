import type { GetStaticProps } from 'next';
import FoodLanding, { type FoodLandingProps } from '../components/food/FoodLanding';
import type { AppPage } from '../lib/pageTypes';
import { localized } from '../server/i18n/pageMessages';

/** /caterers: catering landing page with the enquiry form for more than 100 guests (static, light). */
const CaterersPage: AppPage<FoodLandingProps> = (props) => <FoodLanding {...props} />;
CaterersPage.usesMui = false;
export default CaterersPage;

/** The copy, cities and "from" prices are built at build time (server/food/pageProps.ts), so the page ships none of the catalogue. */
const pageGetStaticProps: GetStaticProps<FoodLandingProps> = async ({ locale }) => ({
  props: (await import('../server/food/pageProps')).foodLandingPageProps('caterers', locale),
});

export const getStaticProps = localized(['foodLanding'], pageGetStaticProps);
