import { getDb } from '../db/client';
import { apiHandler, parseInput } from '../http/apiHandler';
import type { Db } from '../db/types';
import type { ProductPage } from './repository';
import { schemaDecorationSearch, toProductPublic } from './schemas';

/**
 * One GET handler for both decoration searches (issue 7): `/{term}?page=&limit=`, case-insensitive
 * partial match, paginated; 400 for a term shorter than 2 letters or bad paging.
 */
export function decorationSearchRoute(
  paramName: string,
  search: (db: Db, term: string, paging: { page: number; limit: number }) => Promise<ProductPage>,
) {
  return apiHandler({
    GET: async (req) => {
      const { term, page, limit } = parseInput(schemaDecorationSearch, {
        term: req.query[paramName],
        page: req.query.page,
        limit: req.query.limit,
      });
      const { db } = await getDb();
      const { items, total } = await search(db, term, { page, limit });
      return { message: `${total} decorations found`, data: { items: items.map(toProductPublic), page, limit, total } };
    },
  });
}
