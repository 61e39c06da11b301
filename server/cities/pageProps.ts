import { findCity } from '../../data/cities';
import { placeFaq } from '../../data/cities/faq';
import {
  canonicalCitySlug,
  cityPlace,
  localityLinks,
  localityPlace,
  neighbourLinks,
  otherCityLinks,
  placeServices,
  type ChefNearMeProps,
  type PlacePageProps,
} from '../../data/cities/placePages';
import {
  chefNearMeDescription,
  chefNearMeTitle,
  cityDescription,
  cityTitle,
  localityDescription,
  localityIntro,
  localityTitle,
  seoKeywords,
} from '../../data/cities/seoCopy';
import { cityServiceContent } from '../../data/services';

/**
 * The props of the city and locality pages (`/{city}`, `/{city}/{locality}`, `/{city}/chef-near-me`), built from
 * our reference data (data/cities) at build time or on revalidation: no database, so build workers never open one.
 */

/** Props of the city page `/{city}`, or null for an unknown city. */
export function cityPageProps(citySlug: string): PlacePageProps | null {
  const place = cityPlace(citySlug);
  const city = findCity(citySlug);
  if (!place || !city) return null;
  return {
    place,
    title: cityTitle(city.name),
    description: cityDescription(city.name),
    intro: city.description,
    services: placeServices(city.slug),
    areas: localityLinks(city),
    otherCities: otherCityLinks(city.slug),
    faq: placeFaq(city.name, city.name),
    keywords: seoKeywords(city.name, city.name),
  };
}

/** Props of the locality page `/{city}/{locality}`, or null when either is unknown. */
export function localityPageProps(citySlug: string, localitySlug: string): PlacePageProps | null {
  const place = localityPlace(citySlug, localitySlug);
  if (!place?.locality) return null;
  const { name } = place.locality;
  const cityName = place.city.name;
  return {
    place,
    title: localityTitle(name, cityName),
    description: localityDescription(name, cityName),
    intro: localityIntro(name, cityName),
    services: placeServices(place.city.slug),
    areas: neighbourLinks(citySlug, localitySlug),
    otherCities: otherCityLinks(citySlug),
    faq: placeFaq(name, cityName),
    keywords: seoKeywords(name, cityName),
  };
}

/** Localities `/{city}/chef-near-me` links to. */
const CHEF_NEAR_ME_AREAS = 12;

/** Props of `/{city}/chef-near-me`, or null for an unknown city (404). */
export function chefNearMePageProps(citySlug: string): ChefNearMeProps | null {
  const city = findCity(citySlug);
  if (!city) return null;
  const canonical = { slug: canonicalCitySlug(city), name: city.name };
  return {
    service: cityServiceContent('chef', canonical, { title: chefNearMeTitle(city.name), description: chefNearMeDescription(city.name) }),
    cityName: city.name,
    cityHref: `/${canonical.slug}`,
    areas: localityLinks(city).slice(0, CHEF_NEAR_ME_AREAS),
  };
}
