import type { T } from '../i18n/I18nProvider';
import Seo from '../common/Seo';
import Breadcrumbs from '../common/Breadcrumbs';
import { breadcrumbJsonLd } from '../../lib/jsonLd';
import type { DecorationContext } from '../../lib/contracts/decoration';
import styles from './decoration.module.css';

/**
 * The place phrase of a decoration page in its language: "in Andheri West, Mumbai", "in Noida" or "at Home"
 * ("अंधेरी वेस्ट, मुंबई में", "नोएडा में", "घर पर").
 * @param t the `decoration` messages.
 */
export function placePhrase(context: DecorationContext, t: T): string {
  const { place } = context;
  if (!place) return t('place.home');
  return place.localityName
    ? t('place.locality', { locality: place.localityName, city: place.cityName })
    : t('place.city', { city: place.cityName });
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

/** The breadcrumbs from home down to a decoration root of a place (names in the page's language; `t`: `decoration`). */
export function decorationCrumbs(context: DecorationContext, t: T): { name: string; path: string }[] {
  const crumbs = [{ name: t('crumbs.home'), path: '/' }];
  if (context.place) crumbs.push({ name: context.place.cityName, path: `/${context.place.citySlug}` });
  if (context.place?.localitySlug)
    crumbs.push({ name: context.place.localityName ?? '', path: `/${context.place.citySlug}/${context.place.localitySlug}` });
  crumbs.push({ name: t('crumbs.root'), path: context.root });
  return crumbs;
}
