import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales';
import { ROUTES } from '../lib/routes';
import { SERVICE_PAGES, type ServiceContent } from './services';
import { SERVICE_PAGES_HI } from './services.hi';

/*
 * Service landing content in a page's language, for data functions (the Hindi copy stays out of the browser's code:
 * client code that needs the English entries imports ./services alone).
 */

/** The landing content of a service in a language: the Hindi copy over the English entry (paths and images shared). */
export function servicePageIn(key: keyof typeof SERVICE_PAGES, locale: Locale = DEFAULT_LOCALE): ServiceContent {
  const base: ServiceContent = SERVICE_PAGES[key];
  return locale === 'hi' ? { ...base, ...SERVICE_PAGES_HI[key] } : base;
}

/** Hindi texts of `cityServiceContent`. */
const CITY_SERVICE_HI = {
  choose: 'डिश चुनें',
  chefHeading: (city: string) => `${city} में पार्टी के लिए शेफ: घर पर कुक बुक करें`,
  photographyHeading: (city: string) => `${city} में पार्टी फोटोग्राफर`,
  available: (city: string) => `पूरे ${city} में उपलब्ध।`,
};

/**
 * The chef or photography landing content of a city (`/{city}/chef-near-me`, `/{city}/photography-page`) in
 * `locale`; `city.name` is already in that language.
 */
export function cityServiceContent(
  kind: 'chef' | 'photography',
  city: { slug: string; name: string },
  copy: { title: string; description: string },
  locale: Locale = DEFAULT_LOCALE,
): ServiceContent {
  const base = servicePageIn(kind, locale);
  const hi = locale === 'hi';
  // page props must be JSON: leave keys out rather than set them to undefined
  const { bookingLink: _unused, ...rest } = base;
  const heading =
    kind === 'chef'
      ? hi
        ? CITY_SERVICE_HI.chefHeading(city.name)
        : `Chef Near Me in ${city.name}: Book a Cook for Your Party`
      : hi
        ? CITY_SERVICE_HI.photographyHeading(city.name)
        : `Party Photographer in ${city.name}`;
  return {
    ...rest,
    ...(kind === 'chef' ? { bookingLink: { label: hi ? CITY_SERVICE_HI.choose : 'Choose Dishes', href: ROUTES.chef } } : {}),
    path: `/${city.slug}/${kind === 'chef' ? 'chef-near-me' : 'photography-page'}`,
    heading,
    seoTitle: copy.title,
    seoDescription: copy.description,
    intro: `${base.intro} ${hi ? CITY_SERVICE_HI.available(city.name) : `Available across ${city.name}.`}`,
  };
}
