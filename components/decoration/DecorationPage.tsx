import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { AppPage } from '../../lib/pageTypes';
import { saveAttribution } from '../../client/attribution';
import { pushDataLayer } from '../../client/tagManager';
import type { DecorationContext, DecorationPageProps } from '../../lib/contracts/decoration';
import type { ServiceReviewsData } from '../../lib/contracts/reviews';
import ServiceReviews from '../reviews/ServiceReviews';
import CategoriesView from './CategoriesView';
import CategoryView from './CategoryView';
import ProductView from './ProductView';

/** On a marketing variant: records the source and any utm_* for the order and pushes `campaign_landing`. */
function useCampaign(context: DecorationContext): void {
  const router = useRouter();
  const { source } = context;
  useEffect(() => {
    if (!router.isReady || source === 'organic') return;
    const attribution = saveAttribution(source, router.query);
    pushDataLayer({ event: 'campaign_landing', campaign_source: attribution.source, ...attribution.utm });
  }, [router.isReady, router.query, source]);
}

/** The decoration service's latest verified reviews under a catalogue page (nothing while there are none). */
function DecorationReviews({ data }: { data: ServiceReviewsData }) {
  return <ServiceReviews reviews={data.reviews} summary={data.summary} id="decoration-reviews" />;
}

/** The categories and category route shapes of the decoration catalogue. */
export const DecorationListPage: AppPage<DecorationPageProps> = (props) => {
  useCampaign(props.context);
  if (props.shape === 'categories') return <CategoriesView context={props.context} categories={props.categories} />;
  if (props.shape === 'category')
    return (
      <>
        <CategoryView context={props.context} category={props.category} products={props.products} />
        <DecorationReviews data={props.reviews} />
      </>
    );
  return null;
};
DecorationListPage.usesMui = false;

/** The product route shapes of the decoration catalogue. */
export const DecorationProductPage: AppPage<DecorationPageProps> = (props) => {
  useCampaign(props.context);
  return props.shape === 'product' ? (
    <>
      <ProductView context={props.context} category={props.category} product={props.product} />
      <DecorationReviews data={props.reviews} />
    </>
  ) : null;
};
DecorationProductPage.usesMui = false;
