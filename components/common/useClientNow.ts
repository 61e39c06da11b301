import { useSyncExternalStore } from 'react';

let pageLoadedAt: Date | null = null;
const subscribe = () => () => undefined;
const getSnapshot = () => (pageLoadedAt ??= new Date());
const getServerSnapshot = () => null;

/**
 * The browser's time when the page first rendered, or null during server rendering and hydration's
 * first pass, so time-dependent UI (bookable dates and slots) never mismatches the server HTML.
 */
export function useClientNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
