import { lazy, useState, type FormEvent } from 'react';
import type { DecorationCategory } from '../../lib/contracts/decoration';
import { decorationCategoryHref, decorationProductHref } from '../../lib/decorationPaths';
import type { DecorationContext } from '../../lib/contracts/decoration';
import StoreIsland from '../../store/StoreIsland';
import LoadingText from '../common/LoadingText';
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
  const where = placePhrase(context);
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
        title={`${category.name} ${where}`}
        description={`${category.description} Book ${category.name.toLowerCase()} ${where} online; decorators arrive in your chosen 3-hour slot.`}
        organicPath={decorationCategoryHref(context.organicRoot, category.slug)}
        crumbs={[...decorationCrumbs(context), { name: category.name, path: decorationCategoryHref(context.root, category.slug) }]}
      />
      <h1 className={styles.heading}>
        {category.name} {where}
      </h1>
      <p className={styles.lead}>{category.description}</p>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          Sort by
          <select className={styles.input} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            <option value="popularity">Popularity</option>
            <option value="price_asc">Price: low to high</option>
            <option value="price_desc">Price: high to low</option>
          </select>
        </label>
        <form role="search" onSubmit={onSearch} className={styles.toolbar} style={{ margin: 0 }}>
          <label className={styles.field}>
            Search decorations
            <input
              className={styles.input}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. unicorn, pink, neon"
            />
          </label>
          <button type="submit" className={`${ui.button} ${ui.outlined}`}>
            Search
          </button>
        </form>
      </div>
      {term ? (
        <StoreIsland fallback={<LoadingText text="Searching decorations…" />}>
          <SearchResults term={term}>{grid}</SearchResults>
        </StoreIsland>
      ) : (
        grid([...products].sort(SORTERS[sort]))
      )}
    </div>
  );
}
