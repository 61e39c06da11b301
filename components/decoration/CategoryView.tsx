import { useState, type FormEvent } from 'react';
import type { DecorationCategory } from '../../data/decoration/categories';
import { decorationCategoryHref, decorationProductHref } from '../../lib/decorationPaths';
import type { DecorationContext } from '../../server/decoration/pageProps';
import { ApiError } from '../../services/errors';
import type { ProductPublic } from '../../services/decoration';
import ui from '../common/ui.module.css';
import DecorationHead, { decorationCrumbs, placePhrase } from './DecorationHead';
import styles from './decoration.module.css';
import ProductCard from './ProductCard';

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
  const [results, setResults] = useState<ProductPublic[] | null>(null);
  const [searchError, setSearchError] = useState('');
  const where = placePhrase(context);
  const shown = results ?? [...products].sort(SORTERS[sort]);

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    setSearchError('');
    if (query.trim() === '') return setResults(null);
    try {
      const { searchDecorationsByName } = await import('../../services/decoration');
      setResults((await searchDecorationsByName(query.trim())).items);
    } catch (error) {
      setSearchError(error instanceof ApiError ? error.message : 'Search is not available right now.');
    }
  };

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
        <form role="search" onSubmit={(e) => void onSearch(e)} className={styles.toolbar} style={{ margin: 0 }}>
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
      {searchError && (
        <p className={styles.error} role="alert">
          {searchError}
        </p>
      )}
      {results && (
        <p role="status">
          {results.length === 0 ? 'No decorations match your search.' : `${results.length} decorations match your search.`}
        </p>
      )}
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
    </div>
  );
}
