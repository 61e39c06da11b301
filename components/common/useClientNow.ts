import { useSyncExternalStore } from 'react';

/** How often the browser's "now" moves on, milliseconds: bookable dates and slots follow the clock, not the page load. */
export const CLIENT_NOW_TICK_MS = 60_000;

let now: Date | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, CLIENT_NOW_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
      now = null; // the next subscriber reads a fresh time
    }
  };
}

const getSnapshot = () => (now ??= new Date());
const getServerSnapshot = () => null;

/**
 * The browser's current time, updated every minute (a tab left open past midnight offers the right
 * dates), or null during server rendering and hydration's first pass, so time-dependent UI (bookable
 * dates and slots, the footer year) is never baked into server or static HTML.
 */
export function useClientNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
