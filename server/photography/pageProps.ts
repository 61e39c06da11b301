import { findCity, findLocality } from '../../data/cities';
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
import { photographyCategoryPath, photographyLandingPath, photographyProductPath } from '../../data/photography/paths';
import type {
  PhotographyCategoryProps,
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

const occasionView = ({ slug, name, group, description, image }: PhotographyOccasion): PhotographyOccasionView => ({
  slug,
  name,
  group,
  description,
  image,
});

const cheapest = (cards: readonly PhotographyPackageCard[]) => (cards.length === 0 ? 0 : Math.min(...cards.map((card) => card.price)));

/** The city (and locality) of a place page, with the city's canonical slug; null when unknown. */
export function photographyPlace(citySlug: string, localitySlug?: string): PhotographyPlace | null {
  const city = findCity(citySlug);
  if (!city) return null;
  const place: PhotographyPlace = { citySlug: canonicalCitySlug(city), cityName: city.name };
  if (localitySlug === undefined) return place;
  const locality = findLocality(citySlug, localitySlug);
  return locality ? { ...place, localitySlug: locality.slug, localityName: locality.name } : null;
}

/** Props of `/photography-page` (place null), `/{city}/photography-page` and `/{city}/{locality}/photography-page`. */
export async function photographyLandingProps(place: PhotographyPlace | null): Promise<PhotographyLandingProps> {
  const { db } = await getDb();
  const cards = await publicPackageCards(db);
  const from = cheapest(cards);
  const where = place ? (place.localityName ? `${place.localityName}, ${place.cityName}` : place.cityName) : undefined;
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
    groups: PHOTOGRAPHY_GROUPS.map((group) => ({ ...group, packages: cards.filter((card) => card.occasionGroup === group.slug) })),
    occasions: PHOTOGRAPHY_OCCASIONS.map(occasionView),
    faq: [...PHOTOGRAPHY_FAQ],
    steps: [...PHOTOGRAPHY_STEPS],
    fromPrice: from,
  };
}

/** The result of a category route: its props, a 301 from an original category value, or not found. */
export type CategoryResult = { props: PhotographyCategoryProps } | { redirect: string } | null;

/** Props of `/photography-page/{catValue}`; the original's `Birthday-Photography` values answer 301. */
export async function photographyCategoryProps(catValue: string): Promise<CategoryResult> {
  const occasion = findPhotographyOccasion(catValue);
  if (!occasion) {
    const original = occasionOfOriginalCatValue(catValue);
    return original ? { redirect: photographyCategoryPath(original) } : null;
  }
  const { db } = await getDb();
  const packages = (await publicPackageCards(db)).filter((card) => card.occasion === occasion.slug);
  return {
    props: {
      occasion: occasionView(occasion),
      groupName: photographyGroup(occasion.group).name,
      packages,
      occasions: PHOTOGRAPHY_OCCASIONS.map(occasionView),
      seo: {
        title: occasionTitle(occasion, cheapest(packages)),
        description: occasionDescription(occasion, packages.length),
        path: photographyCategoryPath(occasion.slug),
      },
    },
  };
}

/**
 * Props of `/photography-page/product/{slug}`; `citySlug` (the `?city=` of a link from a city page)
 * preselects that city at checkout, and is ignored when it is not one of ours.
 */
export async function photographyProductProps(slug: string, citySlug?: string): Promise<PhotographyProductProps | null> {
  const { db } = await getDb();
  const pkg = await publicPackageDetails(db, slug);
  // the page is addressed by slug only: an id would make a second URL of the same page
  if (!pkg || pkg.slug !== slug) return null;
  const occasion = findPhotographyOccasion(pkg.occasion);
  if (!occasion) return null;
  const others = (await publicPackageCards(db)).filter((card) => card.occasionGroup === pkg.occasionGroup && card.slug !== pkg.slug);
  const similar = [...others.filter((card) => card.occasion === pkg.occasion), ...others.filter((card) => card.occasion !== pkg.occasion)];
  return {
    pkg,
    occasion: occasionView(occasion),
    groupName: photographyGroup(occasion.group).name,
    similar: similar.slice(0, SIMILAR_PACKAGES),
    faq: PRODUCT_FAQ_QUESTIONS.flatMap((index) => PHOTOGRAPHY_FAQ[index] ?? []),
    place: citySlug ? photographyPlace(citySlug) : null,
    seo: { title: packageTitle(pkg), description: packageDescription(pkg), path: photographyProductPath(pkg.slug) },
  };
}
