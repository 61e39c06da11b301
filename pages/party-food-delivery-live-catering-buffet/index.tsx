import type { GetStaticProps } from 'next';
import FoodHub from '../../components/food/FoodHub';
import type { FoodHubContent } from '../../data/food/landing';
import type { AppPage } from '../../lib/pageTypes';
import { localized } from '../../server/i18n/pageMessages';

interface Props {
  content: FoodHubContent;
}

/** /party-food-delivery-live-catering-buffet: chef, bulk food delivery and live buffet side by side (static, light). */
const FoodHubPage: AppPage<Props> = ({ content }) => <FoodHub content={content} />;
FoodHubPage.usesMui = false;
export default FoodHubPage;

/** "From ₹X per plate" comes from the ready-made packages at build time (server/food/pageProps.ts): the page ships two numbers, not the catalogue. */
const pageGetStaticProps: GetStaticProps<Props> = async ({ locale }) => ({
  props: (await import('../../server/food/pageProps')).foodHubPageProps(locale),
});

export const getStaticProps = localized(['foodLanding'], pageGetStaticProps);
