import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

function readItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The raw sessionStorage value of `key` in this tab: `undefined` while server-rendering and hydrating
 * (not known yet), then the string or null. Strings compare by value, so no cache is needed and a new
 * value written by another step is read on the next render.
 */
export function useSessionItem(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readItem(key),
    () => undefined,
  );
}
