import type { ChatRoomSummary } from '../lib/contracts/chat';
import { callApi } from '../services/baseQuery';
import { readIsLoggedIn, readUserId, storeTotalUnread } from './session';

/**
 * The unread badge's fetch (issue 23 "Customer" Unread): `GET /api/chat/groups?userId=` and its `totalUnread`
 * written over localStorage.totalUnread. Loaded lazily by the layout for a signed-in customer, never with a page.
 * Not signed in (no login, or the API answers 401): the total is removed, so no badge shows, and nothing else
 * happens (no popup). Another failure (offline, 5xx) leaves the last known total.
 * @returns the new total, or null when there is none to show.
 */
export async function refreshTotalUnread(): Promise<number | null> {
  const userId = readIsLoggedIn() ? readUserId() : null;
  if (!userId) {
    storeTotalUnread(null);
    return null;
  }
  const answer = await callApi({ endpoint: 'chatGroups', query: { userId } });
  if (answer.error) {
    if (answer.error.status === 401 || answer.error.status === 403) storeTotalUnread(null);
    return null;
  }
  const { totalUnread } = answer.data.data as { rooms: ChatRoomSummary[]; totalUnread: number };
  storeTotalUnread(totalUnread);
  return totalUnread;
}
