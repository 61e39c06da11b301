import type { AddonPublic, ProductPublic } from '../server/decoration/schemas';
import { apiGet } from './apiClient';

export type { AddonPublic, ProductPublic };

/** A page of decoration search results. */
export interface DecorationSearchPage {
  items: ProductPublic[];
  page: number;
  limit: number;
  total: number;
}

/** Searches decorations by name (case-insensitive, partial). @throws ApiError 400 for under 2 letters */
export async function searchDecorationsByName(name: string, page = 1): Promise<DecorationSearchPage> {
  return (await apiGet<DecorationSearchPage>(`/api/Decoration/searchByName/${encodeURIComponent(name)}?page=${page}`)).data;
}

/** Searches decorations by tag (case-insensitive, partial). */
export async function searchDecorationsByTag(tag: string, page = 1): Promise<DecorationSearchPage> {
  return (await apiGet<DecorationSearchPage>(`/api/Decoration/searchByTag/${encodeURIComponent(tag)}?page=${page}`)).data;
}
