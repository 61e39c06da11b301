import type { DecorationSearchPage } from '../../lib/contracts/decoration';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { toProductPublic } from './publicProducts';
import type { ProductPage } from './repository';

/**
 * The answer of both decoration searches: a case-insensitive partial match of `term`, one page.
 * @param search the repository search (by name or by tag).
 */
export async function decorationSearchReply(
  search: (db: Db, term: string, paging: { page: number; limit: number }) => Promise<ProductPage>,
  term: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ message: string; data: DecorationSearchPage }> {
  const { db } = await getDb();
  const { items, total } = await search(db, term, { page, limit });
  return { message: `${total} decorations found`, data: { items: items.map(toProductPublic), page, limit, total } };
}
