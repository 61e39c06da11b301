import ChefOrderDetailsScreen from '../../components/chef/ChefOrderDetailsScreen';
import Seo from '../../components/common/Seo';
import { useT } from '../../components/i18n/I18nProvider';
import type { AppPage } from '../../lib/pageTypes';
import { ROUTES } from '../../lib/routes';
import { staticMessages } from '../../server/i18n/pageMessages';

/**
 * /book-chef-cook-for-party/order-details: step 2 of the chef booking (Select Date & Time); its title and description:
 * the `chef` domain.
 */
const ChefOrderDetailsPage: AppPage = () => {
  const t = useT('chef');
  return (
    <>
      <Seo title={t('seo.detailsTitle')} description={t('seo.detailsDescription')} path={ROUTES.chefOrderDetails} noindex />
      <ChefOrderDetailsScreen />
    </>
  );
};

ChefOrderDetailsPage.usesMui = false;
ChefOrderDetailsPage.usesStore = true;
ChefOrderDetailsPage.layout = { bottomBarHeight: 72 };
export default ChefOrderDetailsPage;

export const getStaticProps = staticMessages(['chef', 'booking']);
