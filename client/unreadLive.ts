import { connectChatLive, subscribeChatLive } from './chatLive';
import { refreshTotalUnread } from './chatUnread';

/** Milliseconds the badge waits after a live event before it asks for the total (a burst of messages: one read). */
const UNREAD_REFRESH_DELAY_MS = 200;

/**
 * Keeps the unread badge live on every page of a signed-in customer (issue 23 "Customer" Unread): the tab's chat
 * stream (./chatLive.ts, shared with the chat screen) is held open, and a message from someone else, a deletion,
 * the stream (re)opening or, while it is down, its fallback poll has the server's total read again
 * (`refreshTotalUnread`: muted rooms and read marks are the server's to count). Loaded lazily by the layout, never
 * with a page. @returns the function that lets the stream go.
 */
export function followUnreadLive(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
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
  const release = connectChatLive();
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribe();
    release();
  };
}
