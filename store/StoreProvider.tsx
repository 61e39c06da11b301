import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStoreBundle } from './index';
import { useStoreHost } from './StoreHost';

/**
 * Gives its children the app instance's store (made now if this is the first part of the app that
 * needs it, see StoreHost). Rehydration of the persisted `root` slice from localStorage starts after
 * the first (hydrating) render, so the server HTML and the first client render agree. Loaded with the
 * page where `usesStore`, or lazily around an island on light pages (StoreIsland).
 */
export default function StoreProvider({ children }: { children: ReactNode }) {
  const bundle = useStoreHost().adopt(createStoreBundle);

  useEffect(() => {
    bundle.startPersistence();
  }, [bundle]);

  return <Provider store={bundle.store}>{children}</Provider>;
}
