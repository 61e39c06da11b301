import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Keeps the unread badge true for a signed-in customer: the server's total is fetched
 * when the page is idle, at each page change and when the tab comes back, and written over localStorage.totalUnread;
 * from then on the tab's chat stream keeps it live (client/unreadLive: a message arriving updates the badge at once).
 * That code (client/chatUnread, client/unreadLive) loads when the page is idle, never with the page, and nothing
 * waits for it.
 */
export function useUnreadRefresh(isLoggedIn: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const refresh = () => {
      void import('../../client/chatUnread').then((unread) => unread.refreshTotalUnread());
    };
    let stopLive: (() => void) | null = null;
    let ended = false;
    const cancel = whenIdle(() => {
      refresh();
      void import('../../client/unreadLive').then(({ followUnreadLive }) => {
        if (!ended) stopLive = followUnreadLive();
      });
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    router.events.on('routeChangeComplete', refresh);
    return () => {
      ended = true;
      stopLive?.();
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
      router.events.off('routeChangeComplete', refresh);
    };
    // The router object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn]);
}
