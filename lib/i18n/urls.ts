import { SITE_URL } from '../site';
import { DEFAULT_LOCALE, HREFLANG, LOCALES, type Locale } from './locales';

/**
 * A site path in a language: English paths are unchanged, Hindi ones gain `/hi` (`/delhi` -> `/hi/delhi`,
 * `/` -> `/hi`, `/chat?room=1` -> `/hi/chat?room=1`). A path already in a language is moved, never prefixed twice;
 * API paths and absolute URLs are returned as given. For plain `<a href>`, `window.location` and server-built links
 * (Next's `<Link>` and `router.push` add the prefix themselves).
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || path === '/api' || path.startsWith('/api/')) return path;
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : /^\/[?#]/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

/** A site path without its language prefix: `/hi/delhi` -> `/delhi`, `/hi` -> `/`, `/delhi` unchanged. */
export function unlocalizedPath(path: string): string {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (path === prefix) return '/';
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
    if (path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)) return `/${path.slice(prefix.length)}`;
  }
  return path;
}

/** The language a site path is in (`/hi/...` -> `hi`, anything else `en`). */
export function localeOfPath(path: string): Locale {
  const prefixed = (locale: Locale) => path === `/${locale}` || ['/', '?', '#'].some((next) => path.startsWith(`/${locale}${next}`));
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && prefixed(locale)) ?? DEFAULT_LOCALE;
}

/** The absolute URL of a site path in a language (query and hash dropped): canonical links, sitemaps, messages. */
export function absoluteUrl(path: string, locale: Locale): string {
  const clean = localizedPath(path.split(/[?#]/)[0] || '/', locale);
  return clean === '/' ? SITE_URL : `${SITE_URL}${clean}`;
}

/** One `<link rel="alternate" hreflang>` of a page. */
export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * The `hreflang` set of a page (the same set on its English and its Hindi version, so each points back):
 * en-IN, hi-IN and x-default (the English page).
 * @param path the page's path without a language prefix.
 */
export function alternateLinks(path: string): AlternateLink[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: HREFLANG[locale], href: absoluteUrl(path, locale) })),
    { hrefLang: 'x-default', href: absoluteUrl(path, DEFAULT_LOCALE) },
  ];
}

/**
 * `getStaticPaths` entries of every language for the given params (pages with `fallback: false` answer 404 to a
 * language they do not list).
 */
export function localizedStaticPaths<P extends Record<string, string | string[]>>(
  params: readonly P[],
  locales: readonly string[] = LOCALES,
): { params: P; locale: string }[] {
  return locales.flatMap((locale) => params.map((p) => ({ params: p, locale })));
}
