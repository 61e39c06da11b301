import Seo from '../common/Seo';
import Breadcrumbs from '../common/Breadcrumbs';
import { breadcrumbJsonLd } from '../../lib/jsonLd';
import type { DecorationContext } from '../../lib/contracts/decoration';
import styles from './decoration.module.css';

/** The place phrase of a decoration page: "in Andheri West, Mumbai", "in Noida" or "at Home". */
export function placePhrase(context: DecorationContext): string {
  const { place } = context;
  if (!place) return 'at Home';
  return place.localityName ? `in ${place.localityName}, ${place.cityName}` : `in ${place.cityName}`;
}

/**
 * Title, description, canonical and breadcrumbs of a decoration page. Marketing variants (YouTube,
 * Google Ads, Instagram) carry `noindex` and a canonical link to the organic route.
 */
export default function DecorationHead({
  context,
  title,
  description,
  organicPath,
  crumbs,
}: {
  context: DecorationContext;
  title: string;
  description: string;
  organicPath: string;
  crumbs: { name: string; path: string }[];
}) {
  const marketing = context.source !== 'organic';
  return (
    <>
      <Seo title={title} description={description} path={organicPath} noindex={marketing} jsonLd={[breadcrumbJsonLd(crumbs)]} />
      <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />
    </>
  );
}

/** The breadcrumbs from home down to a decoration root of a place. */
export function decorationCrumbs(context: DecorationContext): { name: string; path: string }[] {
  const crumbs = [{ name: 'Home', path: '/' }];
  if (context.place) crumbs.push({ name: context.place.cityName, path: `/${context.place.citySlug}` });
  if (context.place?.localitySlug)
    crumbs.push({ name: context.place.localityName ?? '', path: `/${context.place.citySlug}/${context.place.localitySlug}` });
  crumbs.push({ name: 'Balloon Decoration', path: context.root });
  return crumbs;
}
