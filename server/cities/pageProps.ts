import { findCity } from '../../data/cities';
import { placeFaq } from '../../data/cities/faq';
import { placeFaqHi } from '../../data/cities/faq.hi';
import { cityNameIn } from '../../data/cities/placeNames';
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
import {
  chefNearMeDescriptionHi,
  chefNearMeTitleHi,
  cityDescriptionHi,
  cityTitleHi,
  localityDescriptionHi,
  localityIntroHi,
  localityTitleHi,
  seoKeywordsHi,
} from '../../data/cities/seoCopy.hi';
import { cityServiceContent } from '../../data/servicePages';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { getT } from '../i18n/messages';

/**
 * The props of the city and locality pages (`/{city}`, `/{city}/{locality}`, `/{city}/chef-near-me`) in the page's
 * language (`/hi/...`: Hindi names with English fallback, and Hindi copy written for Hindi searches), built from
 * our reference data (data/cities) at build time or on revalidation: no database, so build workers never open one.
 */

/** The copy builders of each language (data/cities/seoCopy.ts, seoCopy.hi.ts, faq.ts, faq.hi.ts). */
const COPY = {
  en: {
    cityTitle,
    cityDescription,
    localityTitle,
    localityDescription,
    localityIntro,
    chefNearMeTitle,
    chefNearMeDescription,
    seoKeywords,
    placeFaq,
  },
  hi: {
    cityTitle: cityTitleHi,
    cityDescription: cityDescriptionHi,
    localityTitle: localityTitleHi,
    localityDescription: localityDescriptionHi,
    localityIntro: localityIntroHi,
    chefNearMeTitle: chefNearMeTitleHi,
    chefNearMeDescription: chefNearMeDescriptionHi,
    seoKeywords: seoKeywordsHi,
    placeFaq: placeFaqHi,
  },
} satisfies Record<Locale, unknown>;

/** The services of a place page, named in `locale` (the `place` messages). */
function servicesIn(citySlug: string, locale: Locale) {
  const t = getT(locale, 'place');
  return placeServices(citySlug, (code) => t(`service.${code}`));
}

/** Props of the city page `/{city}` in `language` (English when absent), or null for an unknown city. */
export function cityPageProps(citySlug: string, language?: string): PlacePageProps | null {
  const locale = localeOr(language);
  const place = cityPlace(citySlug, locale);
  const city = findCity(citySlug);
  if (!place || !city) return null;
  const copy = COPY[locale];
  const name = place.city.name;
  return {
    place,
    title: copy.cityTitle(name),
    description: copy.cityDescription(name),
    intro: place.city.description,
    services: servicesIn(city.slug, locale),
    areas: localityLinks(city, city.localities, locale),
    otherCities: otherCityLinks(city.slug, locale),
    faq: copy.placeFaq(name, name),
    keywords: copy.seoKeywords(name, name),
  };
}

/** Props of the locality page `/{city}/{locality}` in `language`, or null when either is unknown. */
export function localityPageProps(citySlug: string, localitySlug: string, language?: string): PlacePageProps | null {
  const locale = localeOr(language);
  const place = localityPlace(citySlug, localitySlug, locale);
  if (!place?.locality) return null;
  const { name } = place.locality;
  const cityName = place.city.name;
  const copy = COPY[locale];
  return {
    place,
    title: copy.localityTitle(name, cityName),
    description: copy.localityDescription(name, cityName),
    intro: copy.localityIntro(name, cityName),
    services: servicesIn(place.city.slug, locale),
    areas: neighbourLinks(citySlug, localitySlug, locale),
    otherCities: otherCityLinks(citySlug, locale),
    faq: copy.placeFaq(name, cityName),
    keywords: copy.seoKeywords(name, cityName),
  };
}

/** Localities `/{city}/chef-near-me` links to. */
const CHEF_NEAR_ME_AREAS = 12;

/** Props of `/{city}/chef-near-me` in `language`, or null for an unknown city (404). */
export function chefNearMePageProps(citySlug: string, language?: string): ChefNearMeProps | null {
  const locale = localeOr(language);
  const city = findCity(citySlug);
  if (!city) return null;
  const name = cityNameIn(city, locale);
  const canonical = { slug: canonicalCitySlug(city), name };
  const copy = COPY[locale];
  return {
    service: cityServiceContent(
      'chef',
      canonical,
      { title: copy.chefNearMeTitle(name), description: copy.chefNearMeDescription(name) },
      locale,
    ),
    cityName: name,
    cityHref: `/${canonical.slug}`,
    areas: localityLinks(city, city.localities, locale).slice(0, CHEF_NEAR_ME_AREAS),
  };
}
