import { findCity, findLocality } from '../../data/cities';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from '../../data/cities/names.hi';
import { DECORATION_CATEGORIES, findDecorationCategory } from '../../data/decoration/categories';
import {
  DECORATION_CATEGORY_DESCRIPTIONS_HI,
  DECORATION_COLOURS_HI,
  DECORATION_DESCRIPTIONS_HI,
  DECORATION_PROPS_HI,
} from '../../data/decoration/copy.hi';
import { DECORATION_ADDON_NAMES_HI, DECORATION_CATEGORY_NAMES_HI, DECORATION_PRODUCT_NAMES_HI } from '../../data/decoration/names.hi';
import { DEFAULT_LOCALE, localeOr, type Locale } from '../../lib/i18n/locales';
import type {
  DecorationCategory,
  DecorationContext,
  DecorationPageProps,
  DecorationSearchPage,
  ProductDetailsPublic,
  ProductPublic,
} from '../../lib/contracts/decoration';
import { decorationRoot, placePrefix, type DecorationSource } from '../../lib/decorationPaths';
import { getDb } from '../db/client';
import { getT } from '../i18n/messages';
import { toProductDetailsPublic, toProductPublic, findProductBySlug, listProductsByCategory } from '../decoration';
import { serviceReviews } from '../reviews';

/** Which page of the catalogue a route renders. */
export type DecorationShape = DecorationPageProps['shape'];

/** Seconds a generated decoration page is served before it is refreshed (prices come from the database). */
export const DECORATION_REVALIDATE_SECONDS = 300;

type Params = Partial<Record<'city' | 'locality' | 'catValue' | 'productName', string | string[]>>;
const param = (params: Params, key: keyof Params) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);

const hindi = (names: Readonly<Record<string, string>>, key: string, english: string) => names[key] ?? english;

function contextFor(
  params: Params,
  source: DecorationSource,
  scope: 'plain' | 'city' | 'locality',
  locale: Locale,
): DecorationContext | null {
  let place: DecorationContext['place'] = null;
  if (scope !== 'plain') {
    const city = findCity(param(params, 'city') ?? '');
    if (!city) return null;
    // place names in the page's language (a Hindi name the data lacks stays English)
    const cityName = locale === 'hi' ? hindi(CITY_NAMES_HI, city.slug, city.name) : city.name;
    place = { citySlug: city.canonicalSlug ?? city.slug, cityName };
    if (scope === 'locality') {
      const locality = findLocality(city.slug, param(params, 'locality') ?? '');
      if (!locality) return null;
      const localityName = locale === 'hi' ? hindi(LOCALITY_NAMES_HI[city.slug] ?? {}, locality.slug, locality.name) : locality.name;
      place = { ...place, localitySlug: locality.slug, localityName };
    }
  }
  const prefix = placePrefix(place?.citySlug, place?.localitySlug);
  return { source, place, root: decorationRoot(prefix, source), organicRoot: decorationRoot(prefix, 'organic') };
}

/**
 * getStaticProps of every decoration route: resolves the place, category and product from the params
 * (a 404 for any unknown one) and loads products from the database at request time.
 */
export async function decorationPageProps(
  params: Params,
  {
    shape,
    source,
    scope,
    locale: language,
  }: { shape: DecorationShape; source: DecorationSource; scope: 'plain' | 'city' | 'locality'; locale?: string },
): Promise<{ props: DecorationPageProps; revalidate: number } | { notFound: true; revalidate: number }> {
  const notFound = { notFound: true as const, revalidate: DECORATION_REVALIDATE_SECONDS };
  const locale = localeOr(language);
  const context = contextFor(params, source, scope, locale);
  if (!context) return notFound;
  const inLanguage = (category: DecorationCategory) => localizedCategory(category, locale);
  if (shape === 'categories')
    return { props: { shape, context, categories: DECORATION_CATEGORIES.map(inLanguage) }, revalidate: DECORATION_REVALIDATE_SECONDS };
  const { db } = await getDb();
  if (shape === 'category') {
    const found = findDecorationCategory(param(params, 'catValue') ?? '');
    if (!found) return notFound;
    const category = inLanguage(found);
    const products = (await listProductsByCategory(db, category.slug)).map((row) => localizedProduct(toProductPublic(row), locale));
    const reviews = await serviceReviews(db, 'decoration');
    // A Hindi header names the category in Hindi: its path segment spells only the English title
    const headerTitle = locale === DEFAULT_LOCALE ? {} : { headerTitle: category.name };
    return { props: { shape, context, category, products, reviews, ...headerTitle }, revalidate: DECORATION_REVALIDATE_SECONDS };
  }
  const product = await findProductBySlug(db, param(params, 'productName') ?? '');
  const catValue = param(params, 'catValue');
  if (!product || (catValue !== undefined && catValue !== product.categorySlug)) return notFound;
  const found = findDecorationCategory(product.categorySlug);
  if (!found) return notFound;
  const reviews = await serviceReviews(db, 'decoration');
  const details = localizedProductDetails(toProductDetailsPublic(product), locale);
  return {
    // the header titles the page with the product's own name: its slug has lost "&"
    props: { shape, context, category: inLanguage(found), product: details, reviews, headerTitle: details.name },
    revalidate: DECORATION_REVALIDATE_SECONDS,
  };
}

/** A category in the page's language: its Hindi name and description on a Hindi page (English where the data lacks them). */
export function localizedCategory(category: DecorationCategory, locale: Locale): DecorationCategory {
  if (locale !== 'hi') return category;
  return {
    ...category,
    name: hindi(DECORATION_CATEGORY_NAMES_HI, category.slug, category.name),
    description: hindi(DECORATION_CATEGORY_DESCRIPTIONS_HI, category.slug, category.description),
  };
}

/**
 * A product in the page's language. On a Hindi page: its Hindi name, colours, props and written Hindi description
 * (`DECORATION_DESCRIPTIONS_HI`); a product the Hindi copy lacks gets a description built from its name and
 * inclusions, so the page still reads in Hindi. The slug and prices are unchanged.
 */
export function localizedProduct<P extends ProductPublic>(product: P, locale: Locale): P {
  if (locale !== 'hi') return product;
  const name = hindi(DECORATION_PRODUCT_NAMES_HI, product.slug, product.name);
  const colours = product.inclusions.colours.map((colour) => hindi(DECORATION_COLOURS_HI, colour, colour));
  const props = product.inclusions.props.map((prop) => hindi(DECORATION_PROPS_HI, prop, prop));
  const description = DECORATION_DESCRIPTIONS_HI[product.slug] ?? builtSummary(name, product.inclusions.balloonCount, colours, props);
  return { ...product, name, description, inclusions: { ...product.inclusions, colours, props } };
}

/** The Hindi summary of a product the written copy lacks: its Hindi name, balloon count, colours and props. */
function builtSummary(name: string, count: number, colours: readonly string[], props: readonly string[]): string {
  return getT('hi', 'decoration')('product.summary', { name, count, colours: colours.join(', '), props: props.join(', ') });
}

/** A product page's product in the page's language (`localizedProduct`, with its add-ons' Hindi names). */
export function localizedProductDetails(product: ProductDetailsPublic, locale: Locale): ProductDetailsPublic {
  if (locale !== 'hi') return product;
  return {
    ...localizedProduct(product, locale),
    addons: product.addons.map((addon) => ({ ...addon, name: hindi(DECORATION_ADDON_NAMES_HI, addon.slug, addon.name) })),
  };
}

/** A decoration search's answer in the language the page asked in (`X-Locale`): the products' Hindi names and copy. */
export function localizedSearchPage<R extends { data: DecorationSearchPage }>(reply: R, locale: Locale): R {
  return { ...reply, data: { ...reply.data, items: reply.data.items.map((item) => localizedProduct(item, locale)) } };
}
