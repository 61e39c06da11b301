import type { Locale } from '../../lib/i18n/locales';
import { CITY_DESCRIPTIONS_HI, STATE_NAMES_HI, cityBannerAltHi } from './content.hi';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from './names.hi';
import type { City, Locality } from './types';

/**
 * Names and texts of cities and localities in a page's language: Hindi where data/cities has it, the English name
 * otherwise (never a key). Server-side only (page props): the Hindi name lists stay out of the browser's code.
 */

/** A city's name in `locale` ("दिल्ली"; English, or a city without a Hindi name: "Delhi"). */
export function cityNameIn(city: Pick<City, 'slug' | 'name'>, locale: Locale): string {
  return (locale === 'hi' && CITY_NAMES_HI[city.slug]) || city.name;
}

/** A locality's name in `locale` ("ग्रीन पार्क"), by its city's slug and its own. */
export function localityNameIn(citySlug: string, locality: Pick<Locality, 'slug' | 'name'>, locale: Locale): string {
  return (locale === 'hi' && LOCALITY_NAMES_HI[citySlug]?.[locality.slug]) || locality.name;
}

/** A city's state, description and banner alt text in `locale`. */
export function cityContentIn(city: City, locale: Locale): { state: string; description: string; bannerAlt: string } {
  if (locale !== 'hi') return { state: city.state, description: city.description, bannerAlt: city.bannerAlt };
  return {
    state: STATE_NAMES_HI[city.state] ?? city.state,
    description: CITY_DESCRIPTIONS_HI[city.slug] ?? city.description,
    bannerAlt: cityBannerAltHi(cityNameIn(city, locale)),
  };
}
