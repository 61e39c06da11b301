import { findCity, findLocality } from '../../data/cities';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from '../../data/cities/names.hi';
import { canonicalCitySlug } from '../../data/cities/placePages';
import { photographyDescription, photographyTitle } from '../../data/cities/seoCopy';
import {
  PHOTOGRAPHY_FAQ,
  PHOTOGRAPHY_GROUPS,
  PHOTOGRAPHY_OCCASIONS,
  PRODUCT_FAQ_QUESTIONS,
  findPhotographyOccasion,
  occasionOfOriginalCatValue,
  photographyGroup,
  type PhotographyOccasion,
} from '../../data/photography';
import {
  landingDescription,
  landingTitle,
  localityPhotographyDescription,
  localityPhotographyTitle,
  occasionDescription,
  occasionTitle,
  packageDescription,
  packageTitle,
  photographyHeading,
  photographyIntro,
} from '../../data/photography/seo';
import { PHOTOGRAPHY_STEPS } from '../../data/photography/steps';
import {
  PHOTOGRAPHY_ADDON_DESCRIPTIONS_HI,
  PHOTOGRAPHY_FAQ_HI,
  PHOTOGRAPHY_GROUP_NOTES_HI,
  PHOTOGRAPHY_OCCASION_DESCRIPTIONS_HI,
  PHOTOGRAPHY_PACKAGE_DESCRIPTIONS_HI,
  PHOTOGRAPHY_STEPS_HI,
  photographyInclusionHi,
} from '../../data/photography/copy.hi';
import {
  PHOTOGRAPHY_ADDON_NAMES_HI,
  PHOTOGRAPHY_GROUP_NAMES_HI,
  PHOTOGRAPHY_OCCASION_NAMES_HI,
  PHOTOGRAPHY_PACKAGE_NAMES_HI,
} from '../../data/photography/names.hi';
import {
  landingDescriptionHi,
  landingTitleHi,
  occasionDescriptionHi,
  occasionTitleHi,
  packageDescriptionHi,
  packageTitleHi,
  photographyHeadingHi,
  photographyIntroHi,
  placePhotographyDescriptionHi,
  placePhotographyTitleHi,
} from '../../data/photography/seo.hi';
import { photographyCategoryPath, photographyLandingPath, photographyProductPath } from '../../data/photography/paths';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import type {
  PhotographyCategoryProps,
  PhotographyGroupView,
  PhotographyPackageDetails,
  PhotographyLandingProps,
  PhotographyOccasionView,
  PhotographyPackageCard,
  PhotographyPlace,
  PhotographyProductProps,
} from '../../lib/contracts/photography';
import { getDb } from '../db/client';
import { publicPackageCards, publicPackageDetails } from './publicPhotography';

/**
 * The server-side props of the photography pages, read from the database at request time
 * (getServerSideProps: never from build workers). Each returns null for an unknown place, occasion or
 * package (the page answers 404).
 */

/** How many similar packages the product page shows. */
export const SIMILAR_PACKAGES = 4;

const hindi = (names: Readonly<Record<string, string>>, key: string, english: string) => names[key] ?? english;

/** An occasion as the pages show it, in the page's language (Hindi names and descriptions under `/hi`). */
export const occasionView = (
  { slug, name, group, description, image }: PhotographyOccasion,
  locale: Locale = 'en',
): PhotographyOccasionView =>
  locale === 'hi'
    ? {
        slug,
        name: hindi(PHOTOGRAPHY_OCCASION_NAMES_HI, slug, name),
        group,
        description: hindi(PHOTOGRAPHY_OCCASION_DESCRIPTIONS_HI, slug, description),
        image,
      }
    : { slug, name, group, description, image };

/** A package card in the page's language (its Hindi name under `/hi`). */
export const cardIn = <C extends PhotographyPackageCard>(card: C, locale: Locale): C =>
  locale === 'hi' ? { ...card, name: hindi(PHOTOGRAPHY_PACKAGE_NAMES_HI, card.slug, card.name) } : card;

/** A package with its description, inclusions and add-ons in the page's language. */
export function detailsIn(pkg: PhotographyPackageDetails, locale: Locale): PhotographyPackageDetails {
  if (locale !== 'hi') return pkg;
  return {
    ...cardIn(pkg, locale),
    description: hindi(PHOTOGRAPHY_PACKAGE_DESCRIPTIONS_HI, pkg.slug, pkg.description),
    inclusions: pkg.inclusions.map(photographyInclusionHi),
    addons: pkg.addons.map((addon) => ({
      ...addon,
      name: hindi(PHOTOGRAPHY_ADDON_NAMES_HI, addon.slug, addon.name),
      description: hindi(PHOTOGRAPHY_ADDON_DESCRIPTIONS_HI, addon.slug, addon.description),
    })),
  };
}

/** An occasion group's name in the page's language. */
const groupName = (slug: string, english: string, locale: Locale) =>
  locale === 'hi' ? hindi(PHOTOGRAPHY_GROUP_NAMES_HI, slug, english) : english;

const cheapest = (cards: readonly PhotographyPackageCard[]) => (cards.length === 0 ? 0 : Math.min(...cards.map((card) => card.price)));

/**
 * The city (and locality) of a place page, with the city's canonical slug and the names in the page's language;
 * null when unknown.
 */
export function photographyPlace(citySlug: string, localitySlug?: string, language?: string): PhotographyPlace | null {
  const locale = localeOr(language);
  const city = findCity(citySlug);
  if (!city) return null;
  const cityName = locale === 'hi' ? hindi(CITY_NAMES_HI, city.slug, city.name) : city.name;
  const place: PhotographyPlace = { citySlug: canonicalCitySlug(city), cityName };
  if (localitySlug === undefined) return place;
  const locality = findLocality(citySlug, localitySlug);
  if (!locality) return null;
  const localityName = locale === 'hi' ? hindi(LOCALITY_NAMES_HI[city.slug] ?? {}, locality.slug, locality.name) : locality.name;
  return { ...place, localitySlug: locality.slug, localityName };
}

/**
 * Props of `/photography-page` (place null), `/{city}/photography-page` and `/{city}/{locality}/photography-page`,
 * in the page's language (`language`: the data function's `locale`; the place comes named in it).
 */
export async function photographyLandingProps(place: PhotographyPlace | null, language?: string): Promise<PhotographyLandingProps> {
  const locale = localeOr(language);
  const { db } = await getDb();
  const cards = (await publicPackageCards(db)).map((card) => cardIn(card, locale));
  const from = cheapest(cards);
  const where = place ? (place.localityName ? `${place.localityName}, ${place.cityName}` : place.cityName) : undefined;
  const groups: PhotographyGroupView[] = PHOTOGRAPHY_GROUPS.map((group) => ({
    ...group,
    name: groupName(group.slug, group.name, locale),
    note: locale === 'hi' ? hindi(PHOTOGRAPHY_GROUP_NOTES_HI, group.slug, group.note) : group.note,
    packages: cards.filter((card) => card.occasionGroup === group.slug),
  }));
  if (locale === 'hi') {
    return {
      place,
      seo: {
        title: where ? placePhotographyTitleHi(where) : landingTitleHi(from),
        description: where ? placePhotographyDescriptionHi(where, from) : landingDescriptionHi(from, cards.length),
        path: photographyLandingPath(place),
      },
      heading: photographyHeadingHi(where),
      intro: photographyIntroHi(where),
      groups,
      occasions: PHOTOGRAPHY_OCCASIONS.map((occasion) => occasionView(occasion, locale)),
      faq: [...PHOTOGRAPHY_FAQ_HI],
      steps: [...PHOTOGRAPHY_STEPS_HI],
      fromPrice: from,
    };
  }
  let title = landingTitle(from);
  let description = landingDescription(from, cards.length);
  if (place?.localityName) {
    title = localityPhotographyTitle(place.localityName, place.cityName);
    description = localityPhotographyDescription(place.localityName, place.cityName, from);
  } else if (place) {
    title = photographyTitle(place.cityName);
    description = photographyDescription(place.cityName);
  }
  return {
    place,
    seo: { title, description, path: photographyLandingPath(place) },
    heading: photographyHeading(where),
    intro: photographyIntro(where),
    groups,
    occasions: PHOTOGRAPHY_OCCASIONS.map((occasion) => occasionView(occasion)),
    faq: [...PHOTOGRAPHY_FAQ],
    steps: [...PHOTOGRAPHY_STEPS],
    fromPrice: from,
  };
}

/** The result of a category route: its props, a 301 from an original category value, or not found. */
export type CategoryResult = { props: PhotographyCategoryProps } | { redirect: string } | null;

/** Props of `/photography-page/{catValue}` in the page's language; the original's `Birthday-Photography` values answer 301. */
export async function photographyCategoryProps(catValue: string, language?: string): Promise<CategoryResult> {
  const locale = localeOr(language);
  const occasion = findPhotographyOccasion(catValue);
  if (!occasion) {
    const original = occasionOfOriginalCatValue(catValue);
    return original ? { redirect: photographyCategoryPath(original) } : null;
  }
  const { db } = await getDb();
  const packages = (await publicPackageCards(db)).filter((card) => card.occasion === occasion.slug).map((card) => cardIn(card, locale));
  const view = occasionView(occasion, locale);
  const group = photographyGroup(occasion.group);
  return {
    props: {
      occasion: view,
      groupName: groupName(group.slug, group.name, locale),
      packages,
      occasions: PHOTOGRAPHY_OCCASIONS.map((other) => occasionView(other, locale)),
      seo: {
        title: locale === 'hi' ? occasionTitleHi(view.name, cheapest(packages)) : occasionTitle(occasion, cheapest(packages)),
        description:
          locale === 'hi' ? occasionDescriptionHi(view.description, packages.length) : occasionDescription(occasion, packages.length),
        path: photographyCategoryPath(occasion.slug),
      },
    },
  };
}

/**
 * Props of `/photography-page/product/{slug}` in the page's language; `citySlug` (the `?city=` of a link from a city
 * page) preselects that city at checkout, and is ignored when it is not one of ours.
 */
export async function photographyProductProps(slug: string, citySlug?: string, language?: string): Promise<PhotographyProductProps | null> {
  const locale = localeOr(language);
  const { db } = await getDb();
  const found = await publicPackageDetails(db, slug);
  // the page is addressed by slug only: an id would make a second URL of the same page
  if (!found || found.slug !== slug) return null;
  const pkg = detailsIn(found, locale);
  const occasion = findPhotographyOccasion(pkg.occasion);
  if (!occasion) return null;
  const others = (await publicPackageCards(db))
    .map((card) => cardIn(card, locale))
    .filter((card) => card.occasionGroup === pkg.occasionGroup && card.slug !== pkg.slug);
  const similar = [...others.filter((card) => card.occasion === pkg.occasion), ...others.filter((card) => card.occasion !== pkg.occasion)];
  const group = photographyGroup(occasion.group);
  const faq = locale === 'hi' ? PHOTOGRAPHY_FAQ_HI : PHOTOGRAPHY_FAQ;
  return {
    pkg,
    occasion: occasionView(occasion, locale),
    groupName: groupName(group.slug, group.name, locale),
    similar: similar.slice(0, SIMILAR_PACKAGES),
    faq: PRODUCT_FAQ_QUESTIONS.flatMap((index) => faq[index] ?? []),
    place: citySlug ? photographyPlace(citySlug, undefined, locale) : null,
    seo: {
      title: locale === 'hi' ? packageTitleHi(pkg) : packageTitle(pkg),
      description: locale === 'hi' ? packageDescriptionHi(pkg) : packageDescription(pkg),
      path: photographyProductPath(pkg.slug),
    },
  };
}
