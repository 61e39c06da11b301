import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { WebStorage } from 'redux-persist/es/types';

/** Storage that keeps nothing: used on the server, where there is no localStorage. */
const noopStorage: WebStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/** localStorage in the browser, a no-op on the server (avoids redux-persist's fallback warning). */
export const persistStorage: WebStorage = typeof window === 'undefined' ? noopStorage : createWebStorage('local');
