import ButtonLink from '../../components/common/ButtonLink';
import ui from '../../components/common/ui.module.css';
import ServiceLanding from '../../components/services/ServiceLanding';
import { SERVICES } from '../../data/services';

/** /party-food-delivery-live-catering-buffet: chooses between food delivery and a live buffet (static, light). */
export default function FoodHubPage() {
  return (
    <>
      <ServiceLanding service={SERVICES.foodHub} />
      <nav aria-label="Food services" className={ui.container} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <ButtonLink href={SERVICES.foodDelivery.path}>Party Food Delivery</ButtonLink>
        <ButtonLink href={SERVICES.liveCatering.path}>Live Buffet Catering</ButtonLink>
      </nav>
    </>
  );
}

FoodHubPage.usesMui = false;
