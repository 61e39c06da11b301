import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { cityPath, localityPath, ROUTES } from '../../lib/routes';
import type { ServiceContent } from '../services';
import type { FaqEntry } from './faq';
import { cities, findCity, findLocality, type City, type Locality } from './index';
import { cityContentIn, cityNameIn, localityNameIn } from './placeNames';

/** A link of a place page. */
export interface PlaceLink {
  name: string;
  href: string;
}

/** A city or locality, as the landing pages need it (serialisable page props). */
export interface PlaceView {
  kind: 'city' | 'locality';
  /** The place's display name (the city, or the locality), in the page's language. */
  name: string;
  city: { slug: string; name: string; state: string; bannerImage: string; bannerAlt: string; description: string };
  /** Canonical path of this page (aliases such as /bangalore point to /bengaluru). */
  canonicalPath: string;
  locality?: { slug: string; name: string };
}

/** The slug whose pages are canonical for a city (Bangalore -> bengaluru). */
export const canonicalCitySlug = (city: City) => city.canonicalSlug ?? city.slug;

/** How many neighbouring localities a locality page links to. */
export const NEIGHBOUR_LINKS = 12;

function cityView(city: City, locale: Locale): PlaceView['city'] {
  return { slug: city.slug, name: cityNameIn(city, locale), bannerImage: city.bannerImage, ...cityContentIn(city, locale) };
}

/** The city page's place in `locale` (names in that language), or null for an unknown slug. */
export function cityPlace(slug: string, locale: Locale = DEFAULT_LOCALE): PlaceView | null {
  const city = findCity(slug);
  if (!city) return null;
  return { kind: 'city', name: cityNameIn(city, locale), city: cityView(city, locale), canonicalPath: cityPath(canonicalCitySlug(city)) };
}

/** The locality page's place in `locale`, or null when the city or the locality is unknown. */
export function localityPlace(citySlug: string, localitySlug: string, locale: Locale = DEFAULT_LOCALE): PlaceView | null {
  const city = findCity(citySlug);
  const locality = city && findLocality(citySlug, localitySlug);
  if (!city || !locality) return null;
  const name = localityNameIn(city.slug, locality, locale);
  return {
    kind: 'locality',
    name,
    city: cityView(city, locale),
    canonicalPath: localityPath(canonicalCitySlug(city), locality.slug),
    locality: { slug: locality.slug, name },
  };
}

/** Links to every locality of a city (canonical URLs), named in `locale`. */
export function localityLinks(city: City, localities: readonly Locality[] = city.localities, locale: Locale = DEFAULT_LOCALE): PlaceLink[] {
  return localities.map((l) => ({ name: localityNameIn(city.slug, l, locale), href: localityPath(canonicalCitySlug(city), l.slug) }));
}

/** The localities listed next to `localitySlug` in its city (about NEIGHBOUR_LINKS of them), named in `locale`. */
export function neighbourLinks(citySlug: string, localitySlug: string, locale: Locale = DEFAULT_LOCALE): PlaceLink[] {
  const city = findCity(citySlug);
  if (!city) return [];
  const index = city.localities.findIndex((l) => l.slug === localitySlug);
  const start = Math.max(0, Math.min(index - NEIGHBOUR_LINKS / 2, city.localities.length - NEIGHBOUR_LINKS - 1));
  return localityLinks(
    city,
    city.localities.slice(start, start + NEIGHBOUR_LINKS + 1).filter((l) => l.slug !== localitySlug),
    locale,
  );
}

/** Links to the other cities (aliases left out: they would point at the same pages), named in `locale`. */
export function otherCityLinks(citySlug: string, locale: Locale = DEFAULT_LOCALE): PlaceLink[] {
  const current = findCity(citySlug);
  const currentCanonical = current ? canonicalCitySlug(current) : citySlug;
  return cities
    .filter((c) => !c.canonicalSlug && c.slug !== currentCanonical)
    .map((c) => ({ name: cityNameIn(c, locale), href: cityPath(c.slug) }));
}

/** The services of a place page, as codes (their names are the `place` messages `service.{code}`). */
export const PLACE_SERVICE_CODES = ['chef', 'decoration', 'photography', 'foodDelivery', 'liveCatering'] as const;
/** One of `PLACE_SERVICE_CODES`. */
export type PlaceServiceCode = (typeof PLACE_SERVICE_CODES)[number];

/** A service link of a place page: its name in the page's language, its page and its tile's illustration. */
export interface PlaceService extends PlaceLink {
  code: PlaceServiceCode;
  image: string;
}

const ENGLISH_SERVICE_NAMES: Record<PlaceServiceCode, string> = {
  chef: 'Chef for Party',
  decoration: 'Balloon Decoration',
  photography: 'Photography',
  foodDelivery: 'Party Food Delivery',
  liveCatering: 'Live Buffet Catering',
};

/**
 * The services a place page offers, with their links (city-specific where a city page exists).
 * @param nameOf the service's name in the page's language (English by default).
 */
export function placeServices(
  citySlug: string,
  nameOf: (code: PlaceServiceCode) => string = (code) => ENGLISH_SERVICE_NAMES[code],
): PlaceService[] {
  const service = (code: PlaceServiceCode, href: string, image: string): PlaceService => ({ code, name: nameOf(code), href, image });
  return [
    service('chef', `${cityPath(citySlug)}/chef-near-me`, '/images/services/chef.svg'),
    service('decoration', `${cityPath(citySlug)}/balloon-decoration`, '/images/services/decoration.svg'),
    service('photography', `${cityPath(citySlug)}/photography-page`, '/images/services/photography.svg'),
    service('foodDelivery', ROUTES.foodDelivery, '/images/services/food-delivery.svg'),
    service('liveCatering', ROUTES.liveCatering, '/images/services/live-catering.svg'),
  ];
}

/** Everything a city or locality landing page renders (serialisable page props), names and copy in its language. */
export interface PlacePageProps {
  place: PlaceView;
  title: string;
  description: string;
  intro: string;
  services: PlaceService[];
  /** City page: all its localities; locality page: its neighbours. */
  areas: PlaceLink[];
  otherCities: PlaceLink[];
  faq: FaqEntry[];
  keywords: string;
}

/** Props of `/{city}/chef-near-me`: the chef landing of a city, linking into the booking flow and its areas. */
export interface ChefNearMeProps {
  service: ServiceContent;
  cityName: string;
  cityHref: string;
  areas: PlaceLink[];
}
