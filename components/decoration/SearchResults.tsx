import type { ReactNode } from 'react';
import type { ProductPublic } from '../../lib/contracts/decoration';
import { useDecorationSearchByNameQuery } from '../../store/decorationApi';
import QueryFallback from '../common/QueryFallback';
import { useT } from '../i18n/I18nProvider';

/** Props of `SearchResults`. */
export interface SearchResultsProps {
  /** What the customer searched for (trimmed). */
  term: string;
  /** Renders the found decorations (the category page's grid). */
  children: (products: ProductPublic[]) => ReactNode;
}

/**
 * Decorations whose name matches `term` (GET /api/Decoration/searchByName, first page), through the data
 * layer: the searching text, a failure with "Try again" (or the server's word on a too-short term), the
 * number found, and the results.
 */
export default function SearchResults({ term, children }: SearchResultsProps) {
  const t = useT('decoration');
  const query = useDecorationSearchByNameQuery({ name: term });
  if (!query.data) return <QueryFallback query={query} loading={t('search.loading')} failure={t('search.failure')} />;
  const { items } = query.data;
  return (
    <>
      <p role="status">{items.length === 0 ? t('search.none') : t('search.count', { count: items.length })}</p>
      {children(items)}
    </>
  );
}
