/**
 * Chat messages: history pages, idempotent sends under per-sender limits, the support
 * room's auto-reply, deletes within 5 minutes, and the messages a stream resumes with. Text is stored and answered
 * as plain text (never HTML: the UI shows it literally); views mask contact details (./views.ts). Every write that
 * others must see publishes a signal on the bus (server/realtime/bus.ts) in its transaction. The room list and read
 * marks are ./inbox.ts; mute, leave and reports ./membership.ts; opening support ./support.ts.
 */
import {
  canDeleteMessage,
  CHAT_CLOSED_MESSAGE,
  CHAT_LIMIT_PER_DAY,
  CHAT_LIMIT_PER_MINUTE,
  CHAT_PAGE_DEFAULT,
  nextSupportOpening,
  supportAutoReply,
  supportOpen,
} from '../../lib/chat/rules';
import type { ChatMessageView } from '../../lib/contracts/chat';
import { WHATSAPP_NUMBER } from '../../lib/site';
import { advisoryXactLock } from '../db/locks';
import type { ChatMessage } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, secondsUntilFreeOfAll, tooManyRequests } from '../http/rateLimit';
import { getMediaStorage, type MediaStorage } from '../media/storage';
import { publishChatSignal } from '../realtime/bus';
import { checkImageKeys } from './images';
import {
  advanceLastRead,
  eraseMessage,
  findByClientId,
  findMessageInRoom,
  hasAutoReplySince,
  insertMessage,
  insertSystemMessage,
  messagePage,
  messagesAfter,
  recordSend,
} from './messageRepository';
import { messageSent } from './offline';
import { principalKey, samePrincipal, senderColumns, senderOf, type Principal } from './principals';
import { roomAccess, roomIdsOfCustomer, type RoomAccess } from './rooms';
import { requireAccess, viewsFor, type Viewer } from './views';

/**
 * A page of a room's history, oldest first: the `limit` (default 30) messages before message `before` (the
 * newest when absent), and whether older ones exist.
 * @throws HttpError 403 when `principal` is not a member.
 */
export async function listMessages(
  db: Db,
  principal: Principal,
  roomId: string,
  { before, limit = CHAT_PAGE_DEFAULT }: { before?: number; limit?: number },
  now: Date,
): Promise<{ messages: ChatMessageView[]; hasMore: boolean; closed: boolean }> {
  const access = await requireAccess(db, roomId, principal, now);
  const rows = await messagePage(db, roomId, before, limit);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: await viewsFor(db, access, page, { principal, masked: access.masked }),
    hasMore: rows.length > limit,
    closed: access.closed,
  };
}

/** What `sendMessage` takes. */
export interface SendInput {
  roomId: string;
  text: string;
  imageKeys: string[];
  clientId: string;
}

/**
 * The rate-limit bucket of a sender, across app instances (rows in the database): one row per message, counted
 * against both windows (20 a minute, 500 a day) in one query under one lock.
 */
const limitBucket = (sender: Principal) => `chat:day:${principalKey(sender)}`;
const SEND_LIMITS = [CHAT_LIMIT_PER_MINUTE, CHAT_LIMIT_PER_DAY] as const;

/**
 * Sends a message: idempotent on the sender's `clientId` (a repeat answers the first message,
 * `created: false`, and counts against no limit); at most 20 a minute and 500 a day per sender; in a support room,
 * a customer's message outside 09:00-21:00 IST gets one automatic reply per closed period.
 * @throws HttpError 403 not a member; 409 "This chat is closed" (read-only room) or a client id used in another
 *   room; 400 empty text without photos, or photos that are not the sender's uploads; 429 with Retry-After.
 */
export async function sendMessage(
  db: Db,
  sender: Principal,
  input: SendInput,
  now: Date,
): Promise<{ message: ChatMessageView; created: boolean }> {
  // both reads at once; a stranger gets the 403 either way
  const [access, earlier] = await Promise.all([requireAccess(db, input.roomId, sender, now), findByClientId(db, sender, input.clientId)]);
  const viewer: Viewer = { principal: sender, masked: access.masked };
  const replay = async (row: ChatMessage) => {
    if (row.roomId !== input.roomId) throw new HttpError(409, 'This message id was already used for another chat.');
    return { message: (await viewsFor(db, access, [row], viewer))[0]!, created: false };
  };
  if (earlier) return replay(earlier);
  if (access.closed) throw new HttpError(409, CHAT_CLOSED_MESSAGE);
  const text = input.text.trim();
  if (!text && input.imageKeys.length === 0) throw new HttpError(400, 'Type a message or add a photo.');
  await checkImageKeys(sender, input.imageKeys);

  const outcome = await db.transaction(async (tx) => {
    const bucket = limitBucket(sender);
    await lockBucket(tx, bucket);
    const wait = await secondsUntilFreeOfAll(tx, bucket, SEND_LIMITS, now);
    if (wait > 0) throw tooManyRequests('You are sending messages too fast.', wait, now);
    const row = await insertMessage(tx, {
      roomId: input.roomId,
      kind: 'text',
      ...senderColumns(sender),
      text,
      imageKeys: input.imageKeys,
      clientId: input.clientId,
      createdAt: now,
    });
    if (!row) return { row: null, autoReply: null };
    await recordSend(tx, bucket, input.roomId, now, { t: 'm', r: input.roomId, m: row.id });
    const autoReply = access.room.kind === 'support' && access.role === 'customer' ? await maybeAutoReply(tx, input.roomId, now) : null;
    return { row, autoReply };
  });
  if (!outcome.row) {
    // the same client id won a race in another request: answer its message
    const raced = await findByClientId(db, sender, input.clientId);
    if (!raced) throw new HttpError(409, 'The message could not be sent. Please try again.');
    return replay(raced);
  }
  const row = outcome.row;
  const [, , views] = await Promise.all([
    // own messages (and what came before them) are read by their sender
    advanceLastRead(db, input.roomId, sender, row.id, now),
    // Members who do not read it within a while get a push or the WhatsApp digest (./offline.ts)
    messageSent(db, { roomId: input.roomId, messageId: row.id }, now),
    // (the read ticks count the others' marks only, so the sender's own mark above does not change them)
    viewsFor(db, access, [row], viewer),
  ]);
  return { message: views[0]!, created: true };
}

/**
 * Outside support hours, the automatic reply (kind `system`, no sender), once per closed period: not when one was
 * already sent since the period began (21:00 IST before the next opening). Runs in the send's transaction under
 * a per-room lock, so two messages at once get one reply.
 */
async function maybeAutoReply(tx: Db, roomId: string, now: Date): Promise<ChatMessage | null> {
  if (supportOpen(now)) return null;
  await advisoryXactLock(tx, `chat:auto-reply:${roomId}`);
  const closedSince = new Date(nextSupportOpening(now).getTime() - 12 * 60 * 60 * 1000);
  if (await hasAutoReplySince(tx, roomId, closedSince)) return null;
  const row = await insertSystemMessage(tx, {
    roomId,
    text: supportAutoReply(now, WHATSAPP_NUMBER),
    createdAt: new Date(now.getTime() + 1),
  });
  await publishChatSignal(tx, { t: 'm', r: roomId, m: row.id });
  return row;
}

/**
 * Deletes an own message within 5 minutes of sending: its text and photos are erased (the photo files from media
 * storage first, as retention does, so a storage failure leaves the message as it was for a retry), it reads
 * "This message was deleted" to everyone.
 * @param storage the media store (default: the configured one).
 * @throws HttpError 404 unknown message in that room, 403 not a member or not the sender, 409 after 5 minutes;
 *   the storage's error when a photo cannot be deleted.
 */
export async function deleteMessage(
  db: Db,
  principal: Principal,
  roomId: string,
  messageId: number,
  now: Date,
  storage?: MediaStorage,
): Promise<ChatMessageView> {
  const access = await requireAccess(db, roomId, principal, now);
  const row = await findMessageInRoom(db, roomId, messageId);
  if (!row) throw notFound('This message does not exist.');
  const sender = senderOf(row);
  if (!sender || !samePrincipal(sender, principal)) throw new HttpError(403, 'You can only delete your own messages.');
  if (row.deletedAt) return (await viewsFor(db, access, [row], { principal, masked: access.masked }))[0]!;
  if (!canDeleteMessage(row.createdAt, now)) throw new HttpError(409, 'A message can only be deleted within 5 minutes of sending it.');
  if (row.imageKeys.length > 0) {
    const store = storage ?? (await getMediaStorage());
    for (const key of row.imageKeys) await store.delete(key);
  }
  const updated = await db.transaction(async (tx) => {
    const done = await eraseMessage(tx, messageId, now);
    await publishChatSignal(tx, { t: 'd', r: roomId, m: messageId });
    return done;
  });
  return (await viewsFor(db, access, [updated], { principal, masked: access.masked }))[0]!;
}

/**
 * Messages after `afterId` in the rooms `principal` is in now, oldest first, at most `limit` (an SSE resume
 * after Last-Event-ID), each as that member sees it.
 */
export async function messagesSince(db: Db, userId: string, afterId: number, now: Date, limit = 500): Promise<ChatMessageView[]> {
  const principal: Principal = { kind: 'user', id: userId };
  const roomIds = await roomIdsOfCustomer(db, userId, now);
  if (roomIds.length === 0) return [];
  const rows = await messagesAfter(db, roomIds, afterId, limit);
  const views: ChatMessageView[] = [];
  const contexts = new Map<string, RoomAccess>();
  for (const row of rows) {
    let access = contexts.get(row.roomId);
    if (!access) {
      access = (await roomAccess(db, row.roomId, principal, now)) ?? undefined;
      if (!access) continue;
      contexts.set(row.roomId, access);
    }
    views.push(...(await viewsFor(db, access, [row], { principal, masked: access.masked })));
  }
  return views;
}
