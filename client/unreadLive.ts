import { connectChatLive, subscribeChatLive } from './chatLive';
import { refreshTotalUnread } from './chatUnread';

/** Milliseconds the badge waits after a live event before it asks for the total (a burst of messages: one read). */
const UNREAD_REFRESH_DELAY_MS = 200;

/**
 * Milliseconds a hidden tab keeps the badge's stream before letting it go (5 minutes): a tab left in the background
 * would otherwise hold a server connection and one of the customer's few stream slots (server/chat/streamSlots.ts,
 * where a new stream closes the oldest) for as long as it stays open. Coming back opens it again, and its `resync`
 * reads the total.
 */
export const UNREAD_HIDDEN_RELEASE_MS = 5 * 60_000;

/**
 * Keeps the unread badge live on every page of a signed-in customer: the tab's chat
 * stream (./chatLive.ts, shared with the chat screen) is held open while the tab is visible (or hidden for less than
 * `UNREAD_HIDDEN_RELEASE_MS`), and a message from someone else, a deletion, the stream (re)opening or, while it is
 * down, its fallback poll has the server's total read again (`refreshTotalUnread`: muted rooms and read marks are
 * the server's to count). The stream itself opens only while someone is signed in and closes on sign-out
 * (./liveStream.ts). Loaded lazily by the layout, never with a page. @returns the function that lets the stream go.
 */
export function followUnreadLive(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  const refreshSoon = () => {
    timer ??= setTimeout(() => {
      timer = null;
      void refreshTotalUnread();
    }, UNREAD_REFRESH_DELAY_MS);
  };
  const unsubscribe = subscribeChatLive((event) => {
    if (event.type === 'message' && event.message.mine) return;
    if (event.type === 'read') return; // others reading my messages leaves my unread as it is
    refreshSoon();
  });
  let release: (() => void) | null = document.visibilityState === 'hidden' ? null : connectChatLive();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenTimer ??= setTimeout(() => {
        hiddenTimer = null;
        release?.();
        release = null;
      }, UNREAD_HIDDEN_RELEASE_MS);
      return;
    }
    if (hiddenTimer) clearTimeout(hiddenTimer);
    hiddenTimer = null;
    release ??= connectChatLive();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer) clearTimeout(timer);
    if (hiddenTimer) clearTimeout(hiddenTimer);
    unsubscribe();
    release?.();
    release = null;
  };
}
