/**
 * The orders board's state in the URL (the filters survive a reload and can be shared):
 * pure helpers between the page's query string and the board's query (lib/contracts/opsOrders).
 */
import type { OpsOrderQueryInput } from '../../../lib/contracts/opsOrders';

/** Every key of the board's query, in the order the URL lists them. */
export const BOARD_KEYS = ['q', 'service', 'status', 'paymentStatus', 'city', 'from', 'to', 'sort', 'dir', 'page', 'pageSize'] as const;
/** The filter keys (a change of any of them goes back to page 1). */
export const FILTER_KEYS = ['q', 'service', 'status', 'paymentStatus', 'city', 'from', 'to'] as const;
/** Keys whose change also goes back to page 1: another order of the rows makes "page 3" other rows. */
const FIRST_PAGE_KEYS = [...FILTER_KEYS, 'sort', 'dir'] as const;

/** The board's query from a router query (first values, empty ones dropped, unknown keys ignored). */
export function boardQueryOf(query: Record<string, string | string[] | undefined>): OpsOrderQueryInput {
  const out: OpsOrderQueryInput = {};
  for (const key of BOARD_KEYS) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) out[key] = value;
  }
  return out;
}

/** The query string of a board query (keys in BOARD_KEYS order, defaults left out), without `?`. */
export function boardSearch(query: OpsOrderQueryInput, { paging = true } = {}): string {
  const params = new URLSearchParams();
  for (const key of BOARD_KEYS) {
    const value = query[key];
    if (!value) continue;
    if (!paging && (key === 'page' || key === 'pageSize' || key === 'sort' || key === 'dir')) continue;
    if (key === 'page' && value === '1') continue;
    params.set(key, value);
  }
  return params.toString();
}

/** `query` with `changes` applied (an empty value removes a key); a filter or sort change goes back to page 1. */
export function withChanges(query: OpsOrderQueryInput, changes: OpsOrderQueryInput): OpsOrderQueryInput {
  const next: OpsOrderQueryInput = { ...query, ...changes };
  if (FIRST_PAGE_KEYS.some((key) => key in changes && changes[key] !== query[key])) delete next.page;
  for (const key of BOARD_KEYS) if (!next[key]) delete next[key];
  return next;
}
