/**
 * How chat messages look to a member: sender names (an event guest's RSVP name, staff as "Name (Support)"),
 * contact details masked where the viewer's rules say so (lib/chat/masking), "read by N" ticks of own messages,
 * and the membership check every message action starts with.
 */
import { maskContacts } from '../../lib/chat/masking';
import { CHAT_DELETED_TEXT } from '../../lib/chat/rules';
import type { ChatMessageView } from '../../lib/contracts/chat';
import { firstName } from '../../lib/providers';
import type { ChatMessage } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { chatPhotoUrl } from './images';
import { othersLastReads, senderNameRows } from './messageRepository';
import { principalKey, samePrincipal, senderOf, type Principal } from './principals';
import { roomAccess, type RoomAccess, type RoomContext } from './rooms';

/** The 403 of a room one is not (or no longer) a member of. */
export const notAMember = () => new HttpError(403, 'You are not a member of this chat.');

/** Who sees a message: to mask and to say "mine". */
export interface Viewer {
  principal: Principal;
  masked: boolean;
}

/** Sender names of one room, read once for a page of messages. */
export type NameBook = Map<string, string>;

/** The name shown for each sender of `rows` in `context` (event rooms: the RSVP name of a guest). */
export async function senderNames(db: Db, context: RoomContext, rows: readonly ChatMessage[]): Promise<NameBook> {
  return (await senderNamesByRoom(db, [{ context, rows }])).get(context.room.id) ?? new Map();
}

/**
 * `senderNames` of several rooms at once (the fan-out names a batch of messages): at most four queries whatever
 * the number of rooms. A map from room id to its name book.
 */
export async function senderNamesByRoom(
  db: Db,
  items: readonly { context: RoomContext; rows: readonly ChatMessage[] }[],
): Promise<Map<string, NameBook>> {
  const ids = { user: new Set<string>(), staff: new Set<string>(), provider: new Set<string>() };
  const eventIds = new Set<string>();
  for (const { context, rows } of items)
    for (const row of rows) {
      const sender = senderOf(row);
      if (!sender) continue;
      ids[sender.kind].add(sender.id);
      if (sender.kind === 'user' && context.room.kind === 'event' && context.room.eventId) eventIds.add(context.room.eventId);
    }
  const { people, answered, agents, pros } = await senderNameRows(db, ids, eventIds);
  const books = new Map<string, NameBook>();
  for (const { context, rows } of items) {
    const book: NameBook = books.get(context.room.id) ?? new Map();
    books.set(context.room.id, book);
    const senders = new Set(rows.map((row) => senderOf(row)).flatMap((sender) => (sender ? [principalKey(sender)] : [])));
    const rsvpName = new Map(
      context.room.kind === 'event' && context.room.eventId
        ? answered.filter((g) => g.eventId === context.room.eventId).map((g) => [g.userId, g.name] as const)
        : [],
    );
    for (const person of people) {
      if (!senders.has(`user:${person.id}`)) continue;
      const host = context.event?.ownerId === person.id ? (context.event.hostNames[0] ?? 'Host') : null;
      book.set(
        `user:${person.id}`,
        rsvpName.get(person.id) ?? person.name ?? host ?? (context.room.kind === 'event' ? 'Guest' : 'Customer'),
      );
    }
    for (const agent of agents) if (senders.has(`staff:${agent.id}`)) book.set(`staff:${agent.id}`, `${firstName(agent.name)} (Support)`);
    for (const pro of pros) if (senders.has(`provider:${pro.id}`)) book.set(`provider:${pro.id}`, firstName(pro.name));
  }
  return books;
}

/** The view of one message for `viewer`: masked when the viewer's rules say so; a deleted one without its content. */
export function messageView(row: ChatMessage, viewer: Viewer, names: NameBook, readBy: number, now = new Date()): ChatMessageView {
  const sender = senderOf(row);
  const mine = sender !== null && samePrincipal(sender, viewer.principal);
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    roomId: row.roomId,
    kind: row.kind as ChatMessageView['kind'],
    text: deleted ? CHAT_DELETED_TEXT : viewer.masked ? maskContacts(row.text) : row.text,
    images: deleted ? [] : row.imageKeys.map((key, index) => ({ key, url: chatPhotoUrl(row.id, index, now) })),
    sender: sender ? { kind: sender.kind, name: names.get(principalKey(sender)) ?? 'Member' } : { kind: 'system', name: 'Party Services' },
    mine,
    clientId: mine ? row.clientId : null,
    deleted,
    createdAt: row.createdAt.toISOString(),
    readBy: mine ? readBy : 0,
  };
}

/** Views of `rows` for `viewer` in `context`, with names and read ticks. */
export async function viewsFor(db: Db, context: RoomContext, rows: readonly ChatMessage[], viewer: Viewer): Promise<ChatMessageView[]> {
  if (rows.length === 0) return [];
  const [names, reads] = await Promise.all([senderNames(db, context, rows), othersLastReads(db, context.room.id, viewer.principal)]);
  return rows.map((row) => messageView(row, viewer, names, reads.filter((last) => last >= row.id).length));
}

/** Requires membership: the access, or 403. */
export async function requireAccess(db: Db, roomId: string, principal: Principal, now: Date): Promise<RoomAccess> {
  const access = await roomAccess(db, roomId, principal, now);
  if (!access) throw notAMember();
  return access;
}
