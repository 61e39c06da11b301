import { useEffect } from 'react';

/** A timer longer than this is re-armed instead (setTimeout overflows past 2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 24 * 60 * 60 * 1000;
/** Refetch this long after the threshold, so the server's clock is surely past it. */
export const AFTER_THRESHOLD_MS = 1000;
/** While the server still answers the passed threshold (a phone's clock ahead of ours), ask again this often. */
export const RETRY_MS = 30_000;

/**
 * Keeps the cancellation meter live without a reload. Calls `refetch` just after `nextChangeAt`
 * (ISO; nothing when null), again every 30 s while the answer still names that threshold, and whenever the tab
 * becomes visible again (a phone's timers sleep in the background). A new `nextChangeAt` starts over.
 */
export function useMeterRefresh(nextChangeAt: string | null | undefined, refetch: () => unknown): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (!nextChangeAt) return;
      const due = new Date(nextChangeAt).getTime() + AFTER_THRESHOLD_MS - Date.now();
      timer = setTimeout(
        () => {
          // a threshold more than a day away is waited for in steps
          if (due > MAX_TIMER_MS) return arm();
          refetch();
          timer = setTimeout(arm, RETRY_MS);
        },
        Math.min(Math.max(0, due), MAX_TIMER_MS),
      );
    };
    arm();
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (timer) clearTimeout(timer);
    };
  }, [nextChangeAt, refetch]);
}
