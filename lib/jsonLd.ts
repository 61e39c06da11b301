import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { absoluteUrl } from './i18n/urls';
import { BRAND, SITE_URL } from './site';
import type { ReviewSummary } from './contracts/reviews';

/** A schema.org object (JSON-LD). */
export type JsonLd = Record<string, unknown>;

/** schema.org FAQPage of question/answer pairs. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/**
 * schema.org BreadcrumbList; `items` from the home page down to the current page (site paths without a language
 * prefix, names in the page's language), linked in the page's `locale` (`/hi/delhi` on a Hindi page).
 */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[], locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, locale),
    })),
  };
}

/** The place a page serves: a city, or a locality within a city. */
export interface ServedPlace {
  city: string;
  state: string;
  locality?: string;
}

function areaServed(place: ServedPlace): JsonLd {
  const city = { '@type': 'City', name: place.city, containedInPlace: { '@type': 'State', name: place.state } };
  return place.locality ? { '@type': 'Place', name: `${place.locality}, ${place.city}`, containedInPlace: city } : city;
}

/**
 * schema.org LocalBusiness offering our party services in a place (areaServed), with each service as
 * an Offer of a Service; names as the page shows them, URLs in the page's `locale`.
 */
export function localBusinessJsonLd({
  place,
  path,
  services,
  locale = DEFAULT_LOCALE,
}: {
  place: ServedPlace;
  path: string;
  services: readonly { name: string; path: string }[];
  locale?: Locale;
}): JsonLd {
  const canonicalUrl = (sitePath: string) => absoluteUrl(sitePath, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${canonicalUrl(path)}#business`,
    name: `${BRAND} ${place.locality ? `${place.locality}, ${place.city}` : place.city}`,
    url: canonicalUrl(path),
    image: `${SITE_URL}/images/og-default.png`,
    address: { '@type': 'PostalAddress', addressLocality: place.city, addressRegion: place.state, addressCountry: 'IN' },
    areaServed: areaServed(place),
    makesOffer: services.map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: service.name, url: canonicalUrl(service.path), areaServed: areaServed(place) },
    })),
  };
}

/** Count and average of real reviews. */
type RatingSummary = ReviewSummary;

/**
 * schema.org AggregateRating computed from our customers' reviews, or null when there are none:
 * rating markup is only published when real reviews back it.
 */
export function aggregateRatingJsonLd(summary: RatingSummary): JsonLd | null {
  if (summary.count <= 0) return null;
  return { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.count, bestRating: 5, worstRating: 1 };
}

/** `{ aggregateRating }` to spread into a Service or Organization object; empty when there are no reviews. */
export function withAggregateRating(summary: RatingSummary): JsonLd {
  const rating = aggregateRatingJsonLd(summary);
  return rating ? { aggregateRating: rating } : {};
}

/** The /reviews page's Organization with the AggregateRating of all reviews, or null when there are none. */
export function reviewsAggregateJsonLd(summary: RatingSummary): JsonLd | null {
  if (summary.count <= 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: SITE_URL,
    ...withAggregateRating(summary),
  };
}
