import type { ChatRoomSummary } from '../lib/contracts/chat';
import { callApi } from '../services/baseQuery';
import type { ApiFailure } from '../services/errors';

// an order's id in the page's query (`/order-details?id=`), as the support route takes it
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The context the Help button attaches: the order's id on an order page, else the page's
 * path (without its query, which may hold ids; at most 200 characters, as the route takes it).
 */
export function supportContext(pathname: string, asPath: string, query: Record<string, unknown>): { orderId?: string; page?: string } {
  const id = Array.isArray(query.id) ? query.id[0] : query.id;
  if (pathname === '/order-details' && typeof id === 'string' && UUID.test(id)) return { orderId: id };
  const path = asPath.split(/[?#]/)[0] || '/';
  return { page: path.slice(0, 200) };
}

/**
 * Opens the customer's support room (`POST /api/chat/support`) with the context. Loaded when Help is tapped.
 * @returns the room, or the failure (401 when not signed in).
 */
export async function openSupportRoom(context: {
  orderId?: string;
  page?: string;
}): Promise<{ room: ChatRoomSummary } | { failure: ApiFailure }> {
  const answer = await callApi({ endpoint: 'chatSupport', body: context });
  if (answer.error) return { failure: answer.error };
  return { room: answer.data.data as ChatRoomSummary };
}
