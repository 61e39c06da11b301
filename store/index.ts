import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '../lib/constants';
import { selectionSlice } from './selectionSlice';
import { persistStorage } from './storage';

const rootReducer = combineSlices(selectionSlice);

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
 * Creates a store for one app instance (never a module-level singleton that SSR could share).
 * @param preloadedState optional initial state, e.g. in tests.
 */
export function makeStore(preloadedState?: Partial<AppState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
