import { useT } from '../i18n/I18nProvider';

/** The `common` message of each service name `serviceNameForPath` gives (lib/routes), for the WhatsApp texts. */
const SERVICE_KEYS: Readonly<Record<string, string>> = {
  'Chef for Party': 'nav.chefForParty',
  'Balloon Decoration': 'nav.balloonDecoration',
  Photography: 'nav.photography',
  'Live Buffet Catering': 'nav.liveBuffetCatering',
  'Party Food Delivery': 'nav.partyFoodDelivery',
  'party services': 'whatsapp.partyServices',
};

/**
 * A service's name in the page's language, for the WhatsApp button and links: the English names of
 * `serviceNameForPath` ("Chef for Party", "party services") become their `common` messages (the same text on
 * English pages); any other name is shown as given (the caller already wrote it in the page's language).
 */
export function useServiceName(englishName: string): string {
  const t = useT('common');
  const key = Object.hasOwn(SERVICE_KEYS, englishName) ? SERVICE_KEYS[englishName] : undefined;
  return key ? t(key) : englishName;
}
