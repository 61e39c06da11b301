import type { FoodService } from '../../lib/booking';
import { foodDishesPath } from '../../lib/routes';
import Seo from '../common/Seo';
import { useLocale, useT } from '../i18n/I18nProvider';
import { serviceJsonLd } from '../services/ServiceLanding';
import { SERVICE_PAGES } from '../../data/services';
import FoodDishScreen, { type FoodDishScreenProps } from './FoodDishScreen';
import { categoryOf } from './foodDraft';

/** The `food` message of a dish screen's title or description (`seo.delivery.titleIn`: the city pages name their city). */
const seoKey = (service: FoodService, part: 'title' | 'description', city?: string) => `seo.${service}.${part}${city ? 'In' : ''}`;

/**
 * A party-food dish screen with its head: unique title and description, the canonical organic page
 * (city variants point to it) and the Service JSON-LD (its texts and URL in the page's language: on a Hindi page
 * the service's Hindi name and the organic page's description, from the `food` messages; the city's name comes in
 * the page's language too).
 */
export default function FoodDishPage(props: FoodDishScreenProps) {
  const t = useT('food');
  const locale = useLocale();
  const city = props.city?.name;
  const english = props.service === 'delivery' ? SERVICE_PAGES.foodDelivery : SERVICE_PAGES.liveCatering;
  const name = t(`service.${props.service}`);
  const content = locale === 'en' ? english : { ...english, heading: name, name, seoDescription: t(seoKey(props.service, 'description')) };
  return (
    <>
      <Seo
        title={t(seoKey(props.service, 'title', city), { city: city ?? '' })}
        description={t(seoKey(props.service, 'description', city), { city: city ?? '' })}
        path={foodDishesPath(categoryOf(props.service))}
        jsonLd={[serviceJsonLd(content, props.city?.name, locale)]}
      />
      <FoodDishScreen {...props} />
    </>
  );
}
