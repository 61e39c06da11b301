/**
 * The event invites API: a host creates an event, shares one short link, guests answer
 * (Going / Maybe / Can't go, +1s, waitlist), hosts see the list and message guests, reminders go out on the job
 * queue, a guest wall takes photos and notes, and a host may run a (non-cash) lucky draw. Everything a guest or a
 * host writes is plain text: no link in a name, no HTML anywhere.
 */
export * from '../../events/limits';
export * from './shared';
export * from './event';
export * from './guests';
export * from './messages';
export * from './wall';
