import Head from 'next/head';
import { BRAND, canonicalUrl, SITE_URL } from '../../lib/site';

/** Props of `Seo`. */
export interface SeoProps {
  /** Page title; the brand is appended unless it is already in it. */
  title: string;
  /** Meta description (aim for 120-160 characters). */
  description: string;
  /** Site path of the canonical URL, e.g. `/delhi` (query strings are dropped). */
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

/** Per-page `<title>`, description, canonical URL, robots, Open Graph / Twitter tags and JSON-LD. */
export default function Seo({ title, description, path, noindex = false, image = DEFAULT_OG_IMAGE, jsonLd = [] }: SeoProps) {
  const fullTitle = title.includes(BRAND) ? title : `${title} | ${BRAND}`;
  const url = canonicalUrl(path);
  const imageUrl = image.startsWith('http') ? image : `${SITE_URL}${image}`;
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      {noindex && <meta key="robots" name="robots" content="noindex, follow" />}
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content={BRAND} />
      <meta key="og:locale" property="og:locale" content="en_IN" />
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
