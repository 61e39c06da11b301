import ChefOrderDetailsScreen from '../../components/chef/ChefOrderDetailsScreen';
import Seo from '../../components/common/Seo';
import type { AppPage } from '../../lib/pageTypes';
import { ROUTES } from '../../lib/routes';
import { staticMessages } from '../../server/i18n/pageMessages';

/** /book-chef-cook-for-party/order-details: step 2 of the chef booking (Select Date & Time). */
const ChefOrderDetailsPage: AppPage = () => (
  <>
    <Seo
      title="Select Date & Time: Book a Chef"
      description="Choose the date, the chef's arrival time, the number of people and your address; see your bill and ingredient list."
      path={ROUTES.chefOrderDetails}
      noindex
    />
    <ChefOrderDetailsScreen />
  </>
);

ChefOrderDetailsPage.usesMui = false;
ChefOrderDetailsPage.usesStore = true;
ChefOrderDetailsPage.layout = { bottomBarHeight: 72 };
export default ChefOrderDetailsPage;

export const getStaticProps = staticMessages(['chef', 'booking']);
