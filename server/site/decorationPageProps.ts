import { findCity, findLocality } from '../../data/cities';
import { DECORATION_CATEGORIES, findDecorationCategory } from '../../data/decoration/categories';
import type { DecorationContext, DecorationPageProps } from '../../lib/contracts/decoration';
import { decorationRoot, placePrefix, type DecorationSource } from '../../lib/decorationPaths';
import { getDb } from '../db/client';
import { toProductDetailsPublic, toProductPublic, findProductBySlug, listProductsByCategory } from '../decoration';
import { serviceReviews } from '../reviews';

/** Which page of the catalogue a route renders. */
export type DecorationShape = DecorationPageProps['shape'];

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
    const reviews = await serviceReviews(db, 'decoration');
    return { props: { shape, context, category, products, reviews }, revalidate: DECORATION_REVALIDATE_SECONDS };
  }
  const product = await findProductBySlug(db, param(params, 'productName') ?? '');
  const catValue = param(params, 'catValue');
  if (!product || (catValue !== undefined && catValue !== product.categorySlug)) return notFound;
  const category = findDecorationCategory(product.categorySlug);
  if (!category) return notFound;
  const reviews = await serviceReviews(db, 'decoration');
  return {
    // the header titles the page with the product's own name: its slug has lost "&"
    props: { shape, context, category, product: toProductDetailsPublic(product), reviews, headerTitle: product.name },
    revalidate: DECORATION_REVALIDATE_SECONDS,
  };
}
