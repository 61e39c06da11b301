/** A member's own settings of a room and reports: mute, leave an event room, report a message. */
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { findMessageInRoom, insertReport } from './messageRepository';
import type { Principal } from './principals';
import { upsertMember } from './rooms';
import { requireAccess } from './views';

/** Mutes or unmutes a room for `principal` (a muted room's unread stays out of the total). @throws 403 not a member. */
export async function setMuted(db: Db, principal: Principal, roomId: string, muted: boolean, now: Date): Promise<{ muted: boolean }> {
  await requireAccess(db, roomId, principal, now);
  const member = await upsertMember(db, roomId, principal, { muted });
  return { muted: member.muted };
}

/**
 * Leaves an event room (a guest or co-host; the host cannot): from then on the room is not theirs (403 on it, not
 * listed, no messages).
 * @throws HttpError 403 not a member; 409 in a support or order room, or for the host.
 */
export async function leaveRoom(db: Db, principal: Principal, roomId: string, now: Date): Promise<{ left: true }> {
  const access = await requireAccess(db, roomId, principal, now);
  if (access.room.kind !== 'event') throw new HttpError(409, 'You can only leave the chat of an event.');
  if (access.role === 'host') throw new HttpError(409, 'The host cannot leave the chat of their own event.');
  await upsertMember(db, roomId, principal, { leftAt: now });
  return { left: true };
}

/**
 * Reports a message of a room to support (one report per message and reporter; a repeat is accepted again).
 * @throws HttpError 403 not a member, 404 unknown message in that room.
 */
export async function reportMessage(
  db: Db,
  userId: string,
  roomId: string,
  { messageId, reason }: { messageId: number; reason?: string },
  now: Date,
): Promise<{ reported: true }> {
  await requireAccess(db, roomId, { kind: 'user', id: userId }, now);
  if (!(await findMessageInRoom(db, roomId, messageId))) throw notFound('This message does not exist.');
  await insertReport(db, { roomId, messageId, reporterUserId: userId, reason: reason ?? null, createdAt: now });
  return { reported: true };
}
