import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and while hydrating it, true afterwards: what depends on the URL's query or on
 * localStorage renders only then, so the first client render matches the server's (no hydration error).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
