import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { AppPage } from '../../lib/pageTypes';
import { pushDataLayer } from '../../lib/tagManager';
import type { DecorationPageProps } from '../../server/decoration/pageProps';
import CategoriesView from './CategoriesView';
import CategoryView from './CategoryView';
import { saveAttribution } from './decorationDraft';
import ProductView from './ProductView';

/**
 * The one page component of every decoration route shape (issue 7). On a marketing variant it records
 * the source and any utm_* for the order and pushes a `campaign_landing` event to the data layer.
 */
const DecorationPage: AppPage<DecorationPageProps> = (props) => {
  const router = useRouter();
  const { source } = props.context;
  useEffect(() => {
    if (!router.isReady || source === 'organic') return;
    const attribution = saveAttribution(source, router.query);
    pushDataLayer({ event: 'campaign_landing', campaign_source: attribution.source, ...attribution.utm });
  }, [router.isReady, router.query, source]);

  if (router.isFallback) return <p>Loading...</p>;
  if (props.shape === 'categories') return <CategoriesView context={props.context} categories={props.categories} />;
  if (props.shape === 'category') return <CategoryView context={props.context} category={props.category} products={props.products} />;
  return <ProductView context={props.context} category={props.category} product={props.product} />;
};

DecorationPage.usesMui = false;
DecorationPage.usesStore = true;
export default DecorationPage;
