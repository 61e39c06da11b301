import type { NextPage } from 'next';

/** Layout options a page can declare (see components/layout/Layout). */
export interface PageLayoutOptions {
  /** Height (px) of the page's own fixed bottom bar; the WhatsApp button and padding make room for it. */
  bottomBarHeight?: number;
}

/**
 * The mobile header's title a page's props may carry (`headerTitle`), for a page whose path cannot spell its name:
 * a product slug drops "&" and capitals (6.10). Without it the header derives the title from the path.
 */
export function headerTitleOf(pageProps: unknown): string | undefined {
  const title = (pageProps as { headerTitle?: unknown } | null)?.headerTitle;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/**
 * A page component with the app-level options `_app.tsx` reads, so each page loads only the
 * runtime it needs (DEVELOPERS.md first-visit JavaScript budgets):
 * - `usesMui` (default true): the page renders MUI components and needs the theme. Light pages
 *   built from plain elements and CSS modules set it to false and load no MUI at all.
 * - `usesStore`: the page reads or writes the Redux store (Redux Toolkit + redux-persist).
 * - `layout`: options for the shared layout.
 * - `ownLayout`: the page draws its own frame (the staff console, later the partner app): no site
 *   header, footer, WhatsApp button or tag manager, none of the customer layout's behaviour.
 */
export type AppPage<P = object> = NextPage<P> & { usesMui?: boolean; usesStore?: boolean; layout?: PageLayoutOptions; ownLayout?: boolean };

/**
 * Seconds a 404 of a route rendered on demand (`fallback: 'blocking'`) is kept, by Next's cache and by a CDN (its
 * `s-maxage`): without it Next marks the 404 fresh for a year, so a city or category added later would stay missing.
 */
export const NOT_FOUND_REVALIDATE_SECONDS = 3600;
