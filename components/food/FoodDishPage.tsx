import type { FoodService } from '../../lib/booking';
import { foodDishesPath } from '../../lib/routes';
import Seo from '../common/Seo';
import { serviceJsonLd } from '../services/ServiceLanding';
import { SERVICE_PAGES } from '../../data/services';
import FoodDishScreen, { type FoodDishScreenProps } from './FoodDishScreen';
import { categoryOf } from './foodDraft';

/** The title and description of each food dish screen (the city pages name their city). */
const SEO: Readonly<Record<FoodService, { title: (city?: string) => string; description: (city?: string) => string }>> = {
  delivery: {
    title: (city) => `Party Food Delivery${city ? ` in ${city}` : ''}: Build Your Menu, Price per Plate`,
    description: (city) =>
      `Order party food in bulk${city ? ` in ${city}` : ''}: pick up to 15 dishes or a ready-made package, veg or non-veg, for 10 to 100 guests. Live price per plate, delivered hot.`,
  },
  buffet: {
    title: (city) => `Live Buffet Catering${city ? ` in ${city}` : ''}: Chefs, Waiters & Your Menu`,
    description: (city) =>
      `Book a live buffet${city ? ` in ${city}` : ''} for 20 to 100 guests: 2 chefs, 2 waiters, chafing dishes and crockery, with up to 15 dishes or a ready-made package. Live price per plate.`,
  },
};

/**
 * A party-food dish screen with its head: unique title and description, the canonical organic page
 * (city variants point to it) and the Service JSON-LD.
 */
export default function FoodDishPage(props: FoodDishScreenProps) {
  const seo = SEO[props.service];
  const content = props.service === 'delivery' ? SERVICE_PAGES.foodDelivery : SERVICE_PAGES.liveCatering;
  return (
    <>
      <Seo
        title={seo.title(props.city?.name)}
        description={seo.description(props.city?.name)}
        path={foodDishesPath(categoryOf(props.service))}
        jsonLd={[serviceJsonLd(content, props.city?.name)]}
      />
      <FoodDishScreen {...props} />
    </>
  );
}
