import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
  type PersistorOptions,
} from 'redux-persist';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '../lib/constants';
import { api } from './api';
import { clearSelection, selectionSlice } from './selectionSlice';
import { persistStorage } from './storage';

const rootReducer = combineSlices(selectionSlice, api);

/** State of the un-persisted root reducer (what slices see). */
export type AppState = ReturnType<typeof rootReducer>;

/** Spec 3/9: persisted under key `root` with a 5000 ms timeout; only the selection slice is stored. */
export const persistConfig = {
  key: PERSIST_KEY,
  storage: persistStorage,
  timeout: PERSIST_TIMEOUT_MS,
  whitelist: [selectionSlice.reducerPath],
};

const persistedReducer = persistReducer(persistConfig, rootReducer);

/**
 * Creates a store for one app instance (never a module-level singleton that SSR could share): the
 * persisted selection and the RTK Query api (its middleware runs the cache and tag invalidation).
 * @param preloadedState optional initial state, e.g. in tests.
 */
export function makeStore(preloadedState?: Partial<AppState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** redux-persist 6 supports `manualPersist`, which its type definitions do not declare. */
const manualPersist = { manualPersist: true } as PersistorOptions;

/** An app instance's store with its persistor (see store/StoreHost). */
export interface StoreBundle {
  store: AppStore;
  persistor: Persistor;
  /** Starts rehydrating the persisted `root` slice from localStorage (once; after the first render, so server and client HTML agree). */
  startPersistence: () => void;
  /** Logout: forgets every cached answer and the persisted selection (the customer's data never outlives the session). */
  forgetCustomer: () => Promise<void>;
}

/** Creates a store and its (not yet started) persistor. */
export function createStoreBundle(): StoreBundle {
  const store = makeStore();
  const persistor = persistStore(store, manualPersist);
  let started = false;
  return {
    store,
    persistor,
    startPersistence: () => {
      if (started) return;
      started = true;
      persistor.persist();
    },
    forgetCustomer: async () => {
      store.dispatch(api.util.resetApiState());
      store.dispatch(clearSelection());
      // write the cleared slice first, so no queued write brings the key back after the purge
      await persistor.flush();
      await persistor.purge();
    },
  };
}
