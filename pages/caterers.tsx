import type { GetStaticProps } from 'next';
import FoodLanding, { type FoodLandingProps } from '../components/food/FoodLanding';
import { caterersLanding, enquiryCities, enquiryLimits } from '../data/food/landing';
import { fromPricesPerPlate } from '../data/food/perPlate';
import type { AppPage } from '../lib/pageTypes';

/** /caterers (issue 13): catering landing page with the enquiry form for more than 100 guests (static, light). */
const CaterersPage: AppPage<FoodLandingProps> = (props) => <FoodLanding {...props} />;
CaterersPage.usesMui = false;
export default CaterersPage;

/** The copy, cities and "from" prices are built here, so the page ships none of the catalogue. */
export const getStaticProps: GetStaticProps<FoodLandingProps> = async () => ({
  props: { content: caterersLanding(fromPricesPerPlate()), cities: enquiryCities(), limits: enquiryLimits() },
});
