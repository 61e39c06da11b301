import { CHAT_DELETED_TEXT } from '../../lib/chat/rules';
import type { ChatMessageView } from '../../lib/contracts/chat';

/** A message on screen: as the server sent it, or one of mine still sending (negative id) or failed. */
export type ChatItem = ChatMessageView & { pending?: 'sending' | 'failed' };

/** Pending items go last, in the order they were written; sent ones by id (the server's order). */
function byOrder(a: ChatItem, b: ChatItem): number {
  if (a.pending && b.pending) return b.id - a.id; // negative ids, made smaller for each new one
  if (a.pending) return 1;
  if (b.pending) return -1;
  return a.id - b.id;
}

/**
 * Merges messages from the server (a history page, a live event, a send's answer) into the screen's list: one per
 * id (the newer copy wins: a deletion, a read tick), and a message of mine replaces its pending bubble (same client
 * id), so a retried or echoed send never shows twice.
 */
export function mergeMessages(list: readonly ChatItem[], incoming: readonly ChatMessageView[]): ChatItem[] {
  if (incoming.length === 0) return [...list];
  const byId = new Map<number, ChatItem>();
  const pending: ChatItem[] = [];
  for (const item of list) {
    if (item.pending) pending.push(item);
    else byId.set(item.id, item);
  }
  const sentClientIds = new Set<string>();
  for (const message of incoming) {
    const known = byId.get(message.id);
    // a deletion already seen is not undone by an older copy of the message, nor a reader already counted (a live
    // `read` event) by a copy fetched before it
    if (known?.deleted && !message.deleted) byId.set(message.id, known);
    else byId.set(message.id, known && known.readBy > message.readBy ? { ...message, readBy: known.readBy } : message);
    if (message.mine && message.clientId) sentClientIds.add(message.clientId);
  }
  const stillPending = pending.filter((item) => !item.clientId || !sentClientIds.has(item.clientId));
  return [...byId.values(), ...stillPending].sort(byOrder);
}

/** The list after a `deleted` event: the message reads "This message was deleted" and loses its photos. */
export function markDeleted(list: readonly ChatItem[], id: number): ChatItem[] {
  return list.map((item) => (item.id === id ? { ...item, deleted: true, text: CHAT_DELETED_TEXT, images: [] } : item));
}

/**
 * Another member read the room from after message `after` up to `upTo` (a live `read` event): each
 * own message between gains one reader. Others' messages and pending bubbles are left as they are.
 */
export function markReadBy(list: readonly ChatItem[], after: number, upTo: number): ChatItem[] {
  return list.map((item) =>
    item.mine && !item.pending && item.id > after && item.id <= upTo ? { ...item, readBy: item.readBy + 1 } : item,
  );
}

/** The newest message sent (not pending) of the list, for the read mark. */
export function newestSentId(list: readonly ChatItem[]): number {
  let newest = 0;
  for (const item of list) if (!item.pending && item.id > newest) newest = item.id;
  return newest;
}
