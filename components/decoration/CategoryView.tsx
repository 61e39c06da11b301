import { lazy, useState, type FormEvent } from 'react';
import type { DecorationCategory } from '../../lib/contracts/decoration';
import { decorationCategoryHref, decorationProductHref } from '../../lib/decorationPaths';
import type { DecorationContext } from '../../lib/contracts/decoration';
import StoreIsland from '../../store/StoreIsland';
import LoadingText from '../common/LoadingText';
import { useT } from '../i18n/I18nProvider';
import type { ProductPublic } from '../../lib/contracts/decoration';
import ui from '../common/ui.module.css';
import DecorationHead, { decorationCrumbs, placePhrase } from './DecorationHead';
import styles from './decoration.module.css';
import ProductCard from './ProductCard';

const SearchResults = lazy(() => import('./SearchResults'));

type Sort = 'popularity' | 'price_asc' | 'price_desc';
const SORTERS: Record<Sort, (a: ProductPublic, b: ProductPublic) => number> = {
  popularity: () => 0,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
};

/** `/…/balloon-decoration/{catValue}`: a category's decorations, sortable by price and popularity, with a search box. */
export default function CategoryView({
  context,
  category,
  products,
}: {
  context: DecorationContext;
  category: DecorationCategory;
  products: ProductPublic[];
}) {
  const [sort, setSort] = useState<Sort>('popularity');
  const [query, setQuery] = useState('');
  // the search shown: set on submit (the data layer's code loads with the first search)
  const [term, setTerm] = useState('');
  const t = useT('decoration');
  const where = placePhrase(context, t);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setTerm(query.trim());
  };
  const grid = (shown: ProductPublic[]) => (
    <ul className={styles.grid} data-testid="product-grid">
      {shown.map((product, index) => (
        <li key={product._id}>
          {/* The first four cards are above the fold (two rows on phones, one on laptops): not lazy. */}
          <ProductCard
            product={product}
            href={decorationProductHref(context.root, context.source, product.category, product.slug)}
            eager={index < 4}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <DecorationHead
        context={context}
        title={t('category.title', { category: category.name, where })}
        description={t('category.description', { description: category.description, categoryLower: category.name.toLowerCase(), where })}
        organicPath={decorationCategoryHref(context.organicRoot, category.slug)}
        crumbs={[...decorationCrumbs(context, t), { name: category.name, path: decorationCategoryHref(context.root, category.slug) }]}
      />
      <h1 className={styles.heading}>{t('category.heading', { category: category.name, where })}</h1>
      <p className={styles.lead}>{category.description}</p>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          {t('category.sortBy')}
          <select className={styles.input} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            <option value="popularity">{t('category.sort.popularity')}</option>
            <option value="price_asc">{t('category.sort.priceAsc')}</option>
            <option value="price_desc">{t('category.sort.priceDesc')}</option>
          </select>
        </label>
        <form role="search" onSubmit={onSearch} className={styles.toolbar} style={{ margin: 0 }}>
          <label className={styles.field}>
            {t('category.searchLabel')}
            <input
              className={styles.input}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('category.searchPlaceholder')}
            />
          </label>
          <button type="submit" className={`${ui.button} ${ui.outlined}`}>
            {t('category.search')}
          </button>
        </form>
      </div>
      {term ? (
        <StoreIsland fallback={<LoadingText text={t('search.loading')} />}>
          <SearchResults term={term}>{grid}</SearchResults>
        </StoreIsland>
      ) : (
        grid([...products].sort(SORTERS[sort]))
      )}
    </div>
  );
}
