/**
 * Who takes part in chat: a customer (`user`), a staff member of the console (`staff`) or a provider
 * (`provider`, the partner app). Each kind has its own column in `chat_members` and `chat_messages`, so every
 * reference keeps its foreign key.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { chatMembers, chatMessages } from '../db/schema';

export type PrincipalKind = 'user' | 'staff' | 'provider';

/** One participant: its kind and its id in `users`, `staff` or `providers`. */
export interface Principal {
  kind: PrincipalKind;
  id: string;
}

/** A member's role in a room. */
export type ChatRole = 'host' | 'cohost' | 'guest' | 'customer' | 'provider' | 'support';

/** Whether two principals are the same. */
export const samePrincipal = (a: Principal, b: Principal) => a.kind === b.kind && a.id === b.id;

/** A stable text key of a principal (`user:{id}`), for sets and maps. */
export const principalKey = (p: Principal) => `${p.kind}:${p.id}`;

/** The `chat_members` column values naming `p` (the other two null). */
export function memberColumns(p: Principal) {
  return {
    userId: p.kind === 'user' ? p.id : null,
    staffId: p.kind === 'staff' ? p.id : null,
    providerId: p.kind === 'provider' ? p.id : null,
  };
}

/** The `chat_messages` sender column values naming `p`. */
export function senderColumns(p: Principal) {
  return {
    senderUserId: p.kind === 'user' ? p.id : null,
    senderStaffId: p.kind === 'staff' ? p.id : null,
    senderProviderId: p.kind === 'provider' ? p.id : null,
  };
}

/** The condition "this member row is `p`'s in `roomId`". */
export function memberOf(roomId: string, p: Principal): SQL {
  const column = p.kind === 'user' ? chatMembers.userId : p.kind === 'staff' ? chatMembers.staffId : chatMembers.providerId;
  return and(eq(chatMembers.roomId, roomId), eq(column, p.id))!;
}

/** The message column holding a sender of `p`'s kind. */
export function senderColumnOf(kind: PrincipalKind) {
  return kind === 'user' ? chatMessages.senderUserId : kind === 'staff' ? chatMessages.senderStaffId : chatMessages.senderProviderId;
}

/** The sender of a message row, or null for a system message. */
export function senderOf(row: {
  senderUserId: string | null;
  senderStaffId: string | null;
  senderProviderId: string | null;
}): Principal | null {
  if (row.senderUserId) return { kind: 'user', id: row.senderUserId };
  if (row.senderStaffId) return { kind: 'staff', id: row.senderStaffId };
  if (row.senderProviderId) return { kind: 'provider', id: row.senderProviderId };
  return null;
}
