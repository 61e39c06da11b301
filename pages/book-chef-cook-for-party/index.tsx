import ServiceLanding from '../../components/services/ServiceLanding';
import { SERVICES } from '../../data/services';

/** /book-chef-cook-for-party: the chef service; the dish-selection screen replaces this landing. */
export default function ChefPage() {
  return <ServiceLanding service={SERVICES.chef} />;
}

ChefPage.usesMui = false;
