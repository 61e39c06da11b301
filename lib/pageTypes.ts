import type { NextPage } from 'next';

/** Layout options a page can declare (see components/layout/Layout). */
export interface PageLayoutOptions {
  /** Height (px) of the page's own fixed bottom bar; the WhatsApp button and padding make room for it. */
  bottomBarHeight?: number;
}

/**
 * A page component with the app-level options `_app.tsx` reads, so each page loads only the
 * runtime it needs (DEVELOPERS.md first-visit JavaScript budgets):
 * - `usesMui` (default true): the page renders MUI components and needs the theme. Light pages
 *   built from plain elements and CSS modules set it to false and load no MUI at all.
 * - `usesStore`: the page reads or writes the Redux store (Redux Toolkit + redux-persist).
 * - `layout`: options for the shared layout.
 */
export type AppPage<P = object> = NextPage<P> & { usesMui?: boolean; usesStore?: boolean; layout?: PageLayoutOptions };
