import { persistStore } from 'redux-persist';
import { makeStore, type AppDispatch } from './index';

/**
 * Writes to the persisted selection (key `root`) from a page that does not mount the store: loads the
 * saved state, applies `update`, and flushes it to localStorage, so the next page (e.g. /checkout) reads
 * it. Import this module lazily (it carries Redux) where the choice is made.
 */
export async function persistSelection(update: (dispatch: AppDispatch) => void): Promise<void> {
  const store = makeStore();
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  update(store.dispatch);
  await persistor.flush();
  persistor.pause();
}
