import { configureStore } from '@reduxjs/toolkit';
import type { ConsoleExtra } from '../../services/consoleBaseQuery';
import { consoleApi } from './api';

/**
 * The store of the operations console or the partner app: only the console's api (store/console/api.ts), made once
 * per mounted app frame, never shared between server requests. `extra` is empty in the browser (same origin, contracts
 * checked where CHECK_CONTRACTS); tests point it at a stub server.
 */
export function makeConsoleStore(extra: ConsoleExtra = {}) {
  const store = configureStore({
    reducer: { [consoleApi.reducerPath]: consoleApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(consoleApi.middleware),
  });
  return store;
}

/** The console's store. */
export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
