import ServiceLanding from '../../components/services/ServiceLanding';
import { SERVICES } from '../../data/services';

/** /party-food-delivery-live-catering-buffet/party-food-delivery (static). */
export default function FoodDeliveryPage() {
  return <ServiceLanding service={SERVICES.foodDelivery} />;
}

FoodDeliveryPage.usesMui = false;
