import type { NextPage } from 'next';

/**
 * A page component with the app-level options `_app.tsx` reads.
 * `usesStore`: the page (or a component on it) reads or writes the Redux store. Only such pages
 * load Redux Toolkit and redux-persist, keeping the first-visit JavaScript of the others small.
 */
export type AppPage<P = object> = NextPage<P> & { usesStore?: boolean };
