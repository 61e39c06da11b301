import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore, type Persistor, type PersistorOptions } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore } from './index';

const PersistorContext = createContext<Persistor | null>(null);

/** redux-persist 6 supports `manualPersist`, which its type definitions do not declare. */
const manualPersist = { manualPersist: true } as PersistorOptions;

/**
 * Gives the app one store per instance. Rehydration from localStorage starts after the first
 * (hydrating) render, so the server HTML and the first client render agree.
 */
export default function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const [persistor] = useState(() => persistStore(store, manualPersist));

  useEffect(() => {
    persistor.persist();
  }, [persistor]);

  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor}>{children}</PersistorContext.Provider>
    </Provider>
  );
}

/**
 * Renders `children` once the persisted selection is back from localStorage; `fallback` before
 * (and on the server). Wrap only client-only UI (e.g. a checkout summary) in it, never a whole page.
 */
export function ClientPersistGate({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const persistor = useContext(PersistorContext);
  if (!persistor) return <>{fallback}</>;
  return (
    <PersistGate persistor={persistor} loading={fallback}>
      {children}
    </PersistGate>
  );
}
