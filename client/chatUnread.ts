import type { ChatRoomSummary } from '../lib/contracts/chat';
import { STORAGE_KEYS } from '../lib/constants';
import { callApi } from '../services/baseQuery';
import { readIsLoggedIn, UNREAD_EVENT } from './session';

/** The customer's id of the login in localStorage (spec 3 `userID`), if any. */
export function readUserId(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.USER_ID);
}

/**
 * Writes the server's unread total to localStorage.totalUnread (the server's value overwrites it at each
 * fetch), or removes it (`null`: not signed in), and fires UNREAD_EVENT so the badges follow in this tab.
 */
export function storeTotalUnread(total: number | null): void {
  const storage = window.localStorage;
  if (total === null) storage.removeItem(STORAGE_KEYS.TOTAL_UNREAD);
  else storage.setItem(STORAGE_KEYS.TOTAL_UNREAD, String(Math.max(0, Math.floor(total))));
  window.dispatchEvent(new Event(UNREAD_EVENT));
}

/**
 * The unread badge's fetch : `GET /api/chat/groups?userId=` and its `totalUnread`
 * written over localStorage.totalUnread. Loaded lazily by the layout for a signed-in customer, never with a page.
 * Not signed in (no login, or the API answers 401): the total is removed, so no badge shows, and nothing else
 * happens (no popup). Another failure (offline, 5xx) leaves the last known total. An answer that arrives after the
 * customer logged out, or after another login, is dropped.
 * @returns the new total, or null when there is none to show.
 */
export async function refreshTotalUnread(): Promise<number | null> {
  const userId = readIsLoggedIn() ? readUserId() : null;
  if (!userId) {
    storeTotalUnread(null);
    return null;
  }
  const answer = await callApi({ endpoint: 'chatGroups', query: { userId } });
  // The customer logged out (a 401 does that too) or another login took over while the count was on its way:
  // it is not theirs to show.
  if (!readIsLoggedIn()) {
    storeTotalUnread(null);
    return null;
  }
  if (readUserId() !== userId) return null;
  if (answer.error) {
    if (answer.error.status === 401 || answer.error.status === 403) storeTotalUnread(null);
    return null;
  }
  const { totalUnread } = answer.data.data as { rooms: ChatRoomSummary[]; totalUnread: number };
  storeTotalUnread(totalUnread);
  return totalUnread;
}
