import { findCity, findLocality } from '../../data/cities';
import { DECORATION_CATEGORIES, findDecorationCategory, type DecorationCategory } from '../../data/decoration/categories';
import { decorationRoot, placePrefix, type DecorationSource } from '../../lib/decorationPaths';
import { getDb } from '../db/client';
import { findProductBySlug, listProductsByCategory } from './repository';
import { toProductDetailsPublic, toProductPublic, type AddonPublic, type ProductPublic } from './schemas';

/** Where a decoration page is: its place (if any), its source and the roots of its links. */
export interface DecorationContext {
  source: DecorationSource;
  /** Root of this page's links, e.g. `/noida/balloon-decoration-youtube`. */
  root: string;
  /** The organic root of the same place (canonical links of marketing variants). */
  organicRoot: string;
  place: { citySlug: string; cityName: string; localitySlug?: string; localityName?: string } | null;
}

/** Which page of the catalogue a route renders. */
export type DecorationShape = 'categories' | 'category' | 'product';

/** Props of the three decoration page components. */
export type DecorationPageProps =
  | { shape: 'categories'; context: DecorationContext; categories: DecorationCategory[] }
  | { shape: 'category'; context: DecorationContext; category: DecorationCategory; products: ProductPublic[] }
  | { shape: 'product'; context: DecorationContext; category: DecorationCategory; product: ProductPublic & { addons: AddonPublic[] } };

/** Seconds a generated decoration page is served before it is refreshed (prices come from the database). */
export const DECORATION_REVALIDATE_SECONDS = 300;

type Params = Partial<Record<'city' | 'locality' | 'catValue' | 'productName', string | string[]>>;
const param = (params: Params, key: keyof Params) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);

function contextFor(params: Params, source: DecorationSource, scope: 'plain' | 'city' | 'locality'): DecorationContext | null {
  let place: DecorationContext['place'] = null;
  if (scope !== 'plain') {
    const city = findCity(param(params, 'city') ?? '');
    if (!city) return null;
    place = { citySlug: city.canonicalSlug ?? city.slug, cityName: city.name };
    if (scope === 'locality') {
      const locality = findLocality(city.slug, param(params, 'locality') ?? '');
      if (!locality) return null;
      place = { ...place, localitySlug: locality.slug, localityName: locality.name };
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
  { shape, source, scope }: { shape: DecorationShape; source: DecorationSource; scope: 'plain' | 'city' | 'locality' },
): Promise<{ props: DecorationPageProps; revalidate: number } | { notFound: true; revalidate: number }> {
  const notFound = { notFound: true as const, revalidate: DECORATION_REVALIDATE_SECONDS };
  const context = contextFor(params, source, scope);
  if (!context) return notFound;
  if (shape === 'categories')
    return { props: { shape, context, categories: [...DECORATION_CATEGORIES] }, revalidate: DECORATION_REVALIDATE_SECONDS };
  const { db } = await getDb();
  if (shape === 'category') {
    const category = findDecorationCategory(param(params, 'catValue') ?? '');
    if (!category) return notFound;
    const products = (await listProductsByCategory(db, category.slug)).map(toProductPublic);
    return { props: { shape, context, category, products }, revalidate: DECORATION_REVALIDATE_SECONDS };
  }
  const product = await findProductBySlug(db, param(params, 'productName') ?? '');
  const catValue = param(params, 'catValue');
  if (!product || (catValue !== undefined && catValue !== product.categorySlug)) return notFound;
  const category = findDecorationCategory(product.categorySlug);
  if (!category) return notFound;
  return { props: { shape, context, category, product: toProductDetailsPublic(product) }, revalidate: DECORATION_REVALIDATE_SECONDS };
}
