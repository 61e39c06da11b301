import Head from 'next/head';
import { LOCALES, OG_LOCALE } from '../../lib/i18n/locales';
import { absoluteUrl, alternateLinks } from '../../lib/i18n/urls';
import { BRAND, SITE_URL } from '../../lib/site';
import { useLocale } from '../i18n/I18nProvider';

/** Props of `Seo`. */
export interface SeoProps {
  /** Page title; the brand is appended unless it is already in it. */
  title: string;
  /** Meta description (aim for 120-160 characters). */
  description: string;
  /**
   * Site path of the canonical URL without a language prefix, e.g. `/delhi` (query strings are dropped): the
   * canonical link is the page's own language (`/hi/delhi` on the Hindi page), and both languages are listed as
   * `hreflang` alternates with English as x-default.
   */
  path: string;
  /** Keep out of search results (marketing variants, account pages); links are still followed. */
  noindex?: boolean;
  /** Open Graph image path under `public/` (raster), default the site card. */
  image?: string;
  /** JSON-LD objects (schema.org), each emitted as its own script tag. */
  jsonLd?: Record<string, unknown>[];
}

/** Default Open Graph card (1200x630 PNG). */
export const DEFAULT_OG_IMAGE = '/images/og-default.png';

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Per-page `<title>`, description, canonical URL (in the page's language), `hreflang` alternates (en-IN, hi-IN,
 * x-default), robots, Open Graph / Twitter tags and JSON-LD.
 */
export default function Seo({ title, description, path, noindex = false, image = DEFAULT_OG_IMAGE, jsonLd = [] }: SeoProps) {
  const locale = useLocale();
  const fullTitle = title.includes(BRAND) ? title : `${title} | ${BRAND}`;
  const url = absoluteUrl(path, locale);
  const imageUrl = image.startsWith('http') ? image : `${SITE_URL}${image}`;
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      {alternateLinks(path).map((alternate) => (
        <link key={`alternate-${alternate.hrefLang}`} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {noindex && <meta key="robots" name="robots" content="noindex, follow" />}
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content={BRAND} />
      <meta key="og:locale" property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={`og:locale:alternate-${other}`} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      <meta key="og:title" property="og:title" content={fullTitle} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:image" property="og:image" content={imageUrl} />
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      {jsonLd.map((data, index) => (
        <script key={`jsonld-${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </Head>
  );
}
