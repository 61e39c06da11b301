import { createContext, useContext, useState, type ReactNode } from 'react';
import { PERSISTED_ROOT_KEY } from '../lib/constants';
import type { StoreBundle } from './index';

/** The app instance's store slot: empty until a page or an island needs the store. */
export interface StoreHostValue {
  /** The store, if this app instance has made it. */
  get: () => StoreBundle | null;
  /** The store, made now from `create` if there is none yet (the first caller makes it; later ones share it). */
  adopt: (create: () => StoreBundle) => StoreBundle;
  /** The store, loading the store's code first if needed (for event handlers on pages that do not carry it). */
  load: () => Promise<StoreBundle>;
  /** Logout: the cached answers and the persisted selection go, whether or not this visit has made the store. */
  forgetCustomer: () => Promise<void>;
}

const StoreHostContext = createContext<StoreHostValue | null>(null);

/**
 * Holds one store per app instance (created once, in the browser for the whole visit and on the server
 * for one request), made lazily: pages that render store data load the store's code with them
 * (`usesStore`), light pages only when an island or a handler needs it. This file imports no Redux,
 * so it weighs nothing on a first visit.
 */
export function StoreHost({ children }: { children: ReactNode }) {
  const [value] = useState<StoreHostValue>(() => {
    let bundle: StoreBundle | null = null;
    const adopt = (create: () => StoreBundle) => (bundle ??= create());
    return {
      get: () => bundle,
      adopt,
      load: async () => bundle ?? adopt((await import('./index')).createStoreBundle),
      forgetCustomer: async () => {
        if (bundle) return bundle.forgetCustomer();
        // the spec's `root` slice as an earlier visit persisted it
        window.localStorage.removeItem(PERSISTED_ROOT_KEY);
      },
    };
  });
  return <StoreHostContext.Provider value={value}>{children}</StoreHostContext.Provider>;
}

/**
 * The app instance's store slot.
 * @throws Error outside `StoreHost` (a programming error: `_app` wraps every page in it).
 */
export function useStoreHost(): StoreHostValue {
  const host = useContext(StoreHostContext);
  if (!host) throw new Error('useStoreHost must be used inside StoreHost');
  return host;
}
