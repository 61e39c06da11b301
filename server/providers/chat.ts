/**
 * The order room in the partner app: a provider reads and writes the chat of their own
 * paid, assigned job; the chat's own rules apply (membership derived from the order, masking of contact details
 * for the provider until the slot starts, limits, idempotent sends, read-only after the job).
 */
import type { ChatMessageView } from '../../lib/contracts/chat';
import type { PartnerChat } from '../../lib/contracts/partnerChat';
import type { Db } from '../db/types';
import { findProviderOrder } from './repository';
import { markRead, listMessages, sendMessage, requireAccess, ensureOrderRoom, orderHasRoom } from '../chat';
import type { Principal } from '../chat';
import { notFound } from '../http/errors';

/** The order room of a provider's job, created when missing. @throws HttpError 404 not theirs, unknown, or no chat. */
async function jobRoomId(db: Db, providerId: string, orderId: string): Promise<string> {
  const order = await findProviderOrder(db, orderId, providerId);
  if (!order) throw notFound('This job is not on your list.');
  if (!orderHasRoom(order)) throw notFound('This job has no chat yet.');
  return (await ensureOrderRoom(db, order)).id;
}

/**
 * A page of a job's chat as the provider sees it (masked until the slot starts). Reading does not mark it read:
 * the app marks what the provider saw on screen (`partnerChatRead`).
 * @throws HttpError 404 (see `jobRoomId`).
 */
export async function partnerChat(
  db: Db,
  providerId: string,
  orderId: string,
  before: number | undefined,
  now: Date,
): Promise<PartnerChat> {
  const roomId = await jobRoomId(db, providerId, orderId);
  const principal: Principal = { kind: 'provider', id: providerId };
  const access = await requireAccess(db, roomId, principal, now);
  const page = await listMessages(db, principal, roomId, { before }, now);
  return {
    roomId,
    title: access.room.title,
    closed: page.closed,
    masked: access.masked,
    messages: page.messages,
    hasMore: page.hasMore,
  };
}

/**
 * Sends a message from the provider into a job's chat (idempotent on the client id).
 * @throws HttpError 404 (see `jobRoomId`); as `sendMessage` (409 closed, 429 too fast).
 */
export async function partnerChatSend(
  db: Db,
  providerId: string,
  orderId: string,
  input: { text: string; clientId: string },
  now: Date,
): Promise<{ message: ChatMessageView; created: boolean }> {
  const roomId = await jobRoomId(db, providerId, orderId);
  return sendMessage(db, { kind: 'provider', id: providerId }, { roomId, text: input.text, imageKeys: [], clientId: input.clientId }, now);
}

/**
 * Marks a job's chat read by the provider up to message `upToMessageId` (never backwards; capped at the newest):
 * the customer's "read" ticks follow on every instance (a read signal on the bus).
 * @returns the provider's unread messages left in that chat.
 * @throws HttpError 404 (see `jobRoomId`).
 */
export async function partnerChatRead(
  db: Db,
  providerId: string,
  orderId: string,
  upToMessageId: number,
  now: Date,
): Promise<{ unread: number }> {
  const roomId = await jobRoomId(db, providerId, orderId);
  const { unread } = await markRead(db, { kind: 'provider', id: providerId }, roomId, upToMessageId, now);
  return { unread };
}
