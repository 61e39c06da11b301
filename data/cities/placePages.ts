import { cityPath, localityPath, ROUTES } from '../../lib/routes';
import type { ServiceContent } from '../services';
import type { FaqEntry } from './faq';
import { cities, findCity, findLocality, type City, type Locality } from './index';

/** A link of a place page. */
export interface PlaceLink {
  name: string;
  href: string;
}

/** A city or locality, as the landing pages need it (serialisable page props). */
export interface PlaceView {
  kind: 'city' | 'locality';
  /** The place's display name (the city, or the locality). */
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

function cityView(city: City): PlaceView['city'] {
  return {
    slug: city.slug,
    name: city.name,
    state: city.state,
    bannerImage: city.bannerImage,
    bannerAlt: city.bannerAlt,
    description: city.description,
  };
}

/** The city page's place, or null for an unknown slug. */
export function cityPlace(slug: string): PlaceView | null {
  const city = findCity(slug);
  if (!city) return null;
  return { kind: 'city', name: city.name, city: cityView(city), canonicalPath: cityPath(canonicalCitySlug(city)) };
}

/** The locality page's place, or null when the city or the locality is unknown. */
export function localityPlace(citySlug: string, localitySlug: string): PlaceView | null {
  const city = findCity(citySlug);
  const locality = city && findLocality(citySlug, localitySlug);
  if (!city || !locality) return null;
  return {
    kind: 'locality',
    name: locality.name,
    city: cityView(city),
    canonicalPath: localityPath(canonicalCitySlug(city), locality.slug),
    locality: { slug: locality.slug, name: locality.name },
  };
}

/** Links to every locality of a city (canonical URLs). */
export function localityLinks(city: City, localities: readonly Locality[] = city.localities): PlaceLink[] {
  return localities.map((l) => ({ name: l.name, href: localityPath(canonicalCitySlug(city), l.slug) }));
}

/** The localities listed next to `localitySlug` in its city (about NEIGHBOUR_LINKS of them). */
export function neighbourLinks(citySlug: string, localitySlug: string): PlaceLink[] {
  const city = findCity(citySlug);
  if (!city) return [];
  const index = city.localities.findIndex((l) => l.slug === localitySlug);
  const start = Math.max(0, Math.min(index - NEIGHBOUR_LINKS / 2, city.localities.length - NEIGHBOUR_LINKS - 1));
  return localityLinks(
    city,
    city.localities.slice(start, start + NEIGHBOUR_LINKS + 1).filter((l) => l.slug !== localitySlug),
  );
}

/** Links to the other cities (aliases left out: they would point at the same pages). */
export function otherCityLinks(citySlug: string): PlaceLink[] {
  const current = findCity(citySlug);
  const currentCanonical = current ? canonicalCitySlug(current) : citySlug;
  return cities.filter((c) => !c.canonicalSlug && c.slug !== currentCanonical).map((c) => ({ name: c.name, href: cityPath(c.slug) }));
}

/** The services a place page offers, with their links (city-specific where a city page exists). */
export function placeServices(citySlug: string): PlaceLink[] {
  return [
    { name: 'Chef for Party', href: `${cityPath(citySlug)}/chef-near-me` },
    { name: 'Balloon Decoration', href: `${cityPath(citySlug)}/balloon-decoration` },
    { name: 'Photography', href: `${cityPath(citySlug)}/photography-page` },
    { name: 'Party Food Delivery', href: ROUTES.foodDelivery },
    { name: 'Live Buffet Catering', href: ROUTES.liveCatering },
  ];
}

/** Everything a city or locality landing page renders (serialisable page props). */
export interface PlacePageProps {
  place: PlaceView;
  title: string;
  description: string;
  intro: string;
  services: PlaceLink[];
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
