import ServiceLanding from '../../components/services/ServiceLanding';
import { SERVICES } from '../../data/services';

/** /party-food-delivery-live-catering-buffet/party-live-buffet-catering (static). */
export default function LiveCateringPage() {
  return <ServiceLanding service={SERVICES.liveCatering} />;
}

LiveCateringPage.usesMui = false;
