import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

const StoreProvider = lazy(() => import('./StoreProvider'));

const subscribe = () => () => undefined;

/**
 * An island of store-backed UI on a page that does not carry the store (a light page, `usesStore`
 * unset): the store's code loads when the island first renders in the browser, never with the page.
 * Shows `fallback` on the server, during hydration and while the code loads. Children that use the
 * store's hooks should be `React.lazy` components, so their code loads with it.
 */
export default function StoreIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!inBrowser) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <StoreProvider>{children}</StoreProvider>
    </Suspense>
  );
}
