import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** How often an open Today board asks the server again (ms): a "Not arrived" alert shows within a minute of its mark. */
export const BOARD_REFRESH_MS = 60_000;

/**
 * Keeps a server-rendered console board current without a reload: re-runs the page's server props every
 * `BOARD_REFRESH_MS` while the tab is visible, and at once when it becomes visible again (a background tab's timers
 * sleep). The on-time promise alerts operations 15 minutes after a job's start; a board read once at 09:00 would not.
 * No state of the page is lost: the URL and the scroll position stay.
 */
export function useBoardRefresh(intervalMs: number = BOARD_REFRESH_MS): void {
  const router = useRouter();
  useEffect(() => {
    let inFlight = false;
    const refresh = () => {
      if (inFlight || document.visibilityState !== 'visible') return;
      inFlight = true;
      void router.replace(router.asPath, undefined, { scroll: false }).finally(() => {
        inFlight = false;
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [router, intervalMs]);
}
