import {
  NO_MATCHING_PHOTOGRAPH,
  type PhotographyPackageCard,
  type PhotographyPackageDetails,
  type PhotographySearchPage,
} from '../../lib/contracts/photography';
import { getDb } from '../db/client';
import { notFound } from '../http/errors';
import { publicPackageDetails, publicPackagesByTag, toPackageCard } from './publicPhotography';
import { searchPackagesByName } from './repository';

/** The answers of the photography API; the handlers in pages/api/photography only bind them to their contracts. */

/** GET /api/photography/searchByTag/{tag}: the matching packages as cards; 404 "No matching photograph found." when none. */
export async function photographyByTagReply(tag: string): Promise<{ message: string; data: PhotographyPackageCard[] }> {
  const { db } = await getDb();
  const cards = await publicPackagesByTag(db, tag);
  if (cards.length === 0) throw notFound(NO_MATCHING_PHOTOGRAPH);
  return { message: `${cards.length} photography ${cards.length === 1 ? 'package' : 'packages'} found`, data: cards };
}

/** GET /api/photography/details/{idOrSlug}: the active package with its add-ons; 404 when unknown or inactive. */
export async function photographyDetailsReply(idOrSlug: string): Promise<{ message: string; data: PhotographyPackageDetails }> {
  const { db } = await getDb();
  const details = await publicPackageDetails(db, idOrSlug);
  if (!details) throw notFound('Photography package not found.');
  return { message: 'Photography package', data: details };
}

/** GET /api/photography/searchByName/{name}?page=&limit=: one page of packages whose name contains the term. */
export async function photographyByNameReply(
  name: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ message: string; data: PhotographySearchPage }> {
  const { db } = await getDb();
  const { items, total } = await searchPackagesByName(db, name, { page, limit });
  return {
    message: `${total} photography ${total === 1 ? 'package' : 'packages'} found`,
    data: { items: items.map(toPackageCard), page, limit, total },
  };
}
