/**
 * Who may do what to an event: the caller's role (owner, co-host, guest, visitor), the host check behind every
 * host action, whether answers are still taken, and the share link and 404 every part of the domain answers with.
 */
import { EVENT_NOT_FOUND, type MyRsvp } from '../../lib/contracts/events';
import type { EventGuest, InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { findEvent, guestRowOf, isCohostOf } from './repository';

/** The share link of a code, relative to the site. */
export const shareUrlOf = (code: string) => `/smartinvite/share/${code}`;

/** The 404 of an event the caller may not see or that does not exist. */
export const eventNotFound = () => notFound(EVENT_NOT_FOUND);

/** Who the caller is to an event. */
export type EventRole = 'owner' | 'cohost' | 'guest' | 'visitor';

/** Who `userId` is to `event` (owner, accepted co-host, guest who answered, or visitor). */
export async function roleOf(db: Db, event: InviteEvent, userId: string | null): Promise<EventRole> {
  if (!userId) return 'visitor';
  if (event.ownerId === userId) return 'owner';
  if (await isCohostOf(db, event.id, userId)) return 'cohost';
  return (await guestRowOf(db, event.id, userId)) ? 'guest' : 'visitor';
}

/** Whether a role hosts the event (owner or co-host). */
export const isHost = (role: EventRole) => role === 'owner' || role === 'cohost';

/**
 * The event of `id` for a host (owner or co-host; `ownerOnly` for what co-hosts may not do).
 * @throws HttpError 404 for an unknown or deleted event, 403 for anyone else.
 */
export async function hostedEvent(
  db: Db,
  { id, userId, ownerOnly = false }: { id: string; userId: string; ownerOnly?: boolean },
): Promise<{ event: InviteEvent; role: EventRole }> {
  const event = await findEvent(db, id);
  if (!event) throw eventNotFound();
  const role = await roleOf(db, event, userId);
  if (ownerOnly ? role !== 'owner' : !isHost(role)) {
    throw new HttpError(403, ownerOnly ? 'Only the host who created this event can do this.' : 'Only the hosts of this event can do this.');
  }
  return { event, role };
}

/** Whether answers are still taken at `now`: not cancelled, before the deadline (or the start). */
export function rsvpOpen(event: InviteEvent, now: Date): boolean {
  return event.status === 'active' && now <= (event.rsvpDeadline ?? event.startsAt);
}

/** A guest row as its own answer. */
export function toMyRsvp(guest: EventGuest): MyRsvp {
  return {
    _id: guest.id,
    name: guest.name,
    rsvpStatus: guest.rsvpStatus as MyRsvp['rsvpStatus'],
    plusOnes: guest.plusOnes,
    note: guest.note,
    whatsappOptIn: guest.whatsappOptIn,
    luckyDrawOptOut: guest.luckyDrawOptOut,
    waitlisted: guest.waitlisted,
    answeredAt: guest.answeredAt.toISOString(),
  };
}
