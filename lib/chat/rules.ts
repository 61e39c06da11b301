/**
 * The numbers and pure rules of chat (research part 5c). No I/O: the server applies them, the UI may
 * show them.
 */
import { addDays, addHours, addMinutes } from 'date-fns';
import { TZDateMini } from '@date-fns/tz/date/mini';
import { TIME_ZONE } from '../constants';

export const CHAT_ROOM_KINDS = ['event', 'support', 'order'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

/** A message's text: 1 to 1,000 characters (a message with photos may have no text). */
export const CHAT_TEXT_MAX = 1000;
/** Photos per message. */
export const CHAT_MAX_IMAGES = 5;
/** History page size: 30 by default, at most 50. */
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 50;
/** The room list's preview of the last message: at most 80 characters. */
export const CHAT_PREVIEW_MAX = 80;
/** Own messages may be deleted within 5 minutes. */
export const CHAT_DELETE_MINUTES = 5;
/** What a deleted message reads as. */
export const CHAT_DELETED_TEXT = 'This message was deleted';
/** The 409 of a send to a read-only room. */
export const CHAT_CLOSED_MESSAGE = 'This chat is closed';
/** An event room turns read-only this many days after the event starts. */
export const EVENT_ROOM_OPEN_DAYS = 30;
/** An order room stays open until this many hours after the job's end. */
export const ORDER_ROOM_OPEN_HOURS_AFTER = 24;
/** Retention (research part 5c): an event room is deleted 12 months after its event starts. */
export const EVENT_ROOM_KEEP_MONTHS = 12;
/** Order and support rooms (disputes) keep each message 24 months after its last activity. */
export const ROOM_KEEP_MONTHS = 24;
/** Sends per sender: 20 a minute and 500 a day (the 21st and the 501st answer 429). */
export const CHAT_LIMIT_PER_MINUTE = { max: 20, windowSeconds: 60 } as const;
export const CHAT_LIMIT_PER_DAY = { max: 500, windowSeconds: 24 * 60 * 60 } as const;
/** Support answers from 09:00 to 21:00 IST, every day. */
export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 21;
// The badge is drawn in the header of every page: its rule lives in a file without date-fns (lib/chat/badge.ts).
export { UNREAD_BADGE_MAX, unreadBadge } from './badge';

/** The list preview of a message: whitespace runs as one space, cut to CHAT_PREVIEW_MAX characters with "…". */
export function previewText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= CHAT_PREVIEW_MAX ? flat : `${chars.slice(0, CHAT_PREVIEW_MAX - 1).join('')}…`;
}

/** Whether a message sent at `sentAt` may still be deleted by its sender at `now` (within 5 minutes). */
export function canDeleteMessage(sentAt: Date, now: Date): boolean {
  return now.getTime() <= addMinutes(sentAt, CHAT_DELETE_MINUTES).getTime();
}

/** Whether an event room is read-only: the event was cancelled or deleted, or started 30 days ago or more. */
export function eventRoomClosed(event: { startsAt: Date; status: string }, now: Date): boolean {
  return event.status !== 'active' || now.getTime() >= addDays(event.startsAt, EVENT_ROOM_OPEN_DAYS).getTime();
}

/** Whether an order room is read-only: the order was cancelled, or its job ended 24 hours ago or more. */
export function orderRoomClosed(order: { jobEndsAt: Date; cancelled: boolean }, now: Date): boolean {
  return order.cancelled || now.getTime() >= addHours(order.jobEndsAt, ORDER_ROOM_OPEN_HOURS_AFTER).getTime();
}

/** Whether order room messages are masked for customer and provider: until the slot starts. */
export function orderRoomMasked(slotStartsAt: Date, now: Date): boolean {
  return now.getTime() < slotStartsAt.getTime();
}

/** Whether support answers at `now` (09:00 inclusive to 21:00 exclusive, IST). */
export function supportOpen(now: Date): boolean {
  const hour = new TZDateMini(+now, TIME_ZONE).getHours();
  return hour >= SUPPORT_OPENS_HOUR && hour < SUPPORT_CLOSES_HOUR;
}

/** The next instant support opens after `now` (09:00 IST today if before it, else tomorrow); `now` itself when open. */
export function nextSupportOpening(now: Date): Date {
  if (supportOpen(now)) return now;
  const ist = new TZDateMini(+now, TIME_ZONE);
  const opening = new TZDateMini(ist.getFullYear(), ist.getMonth(), ist.getDate(), SUPPORT_OPENS_HOUR, TIME_ZONE);
  return new Date(ist.getHours() >= SUPPORT_CLOSES_HOUR ? +addDays(opening, 1) : +opening);
}

/** "9:00 am today" / "9:00 am tomorrow" of the next opening, IST. */
export function nextOpeningLabel(now: Date): string {
  const opening = nextSupportOpening(now);
  const sameDay = new TZDateMini(+opening, TIME_ZONE).getDate() === new TZDateMini(+now, TIME_ZONE).getDate();
  return `9:00 am ${sameDay ? 'today' : 'tomorrow'}`;
}

/**
 * The automatic reply to a support message outside 09:00-21:00 IST: the hours, when we reply, and the WhatsApp
 * link (left out when no number is configured).
 */
export function supportAutoReply(now: Date, whatsappNumber: string): string {
  const whatsapp = whatsappNumber ? ` For something urgent, WhatsApp us: https://wa.me/${whatsappNumber}` : '';
  return `Thanks for your message. Our support team is available 9:00 am to 9:00 pm IST and will reply from ${nextOpeningLabel(now)}.${whatsapp}`;
}

/** Unread over a user's rooms: the sum over rooms that are not muted. */
export function totalUnread(rooms: readonly { unread: number; muted: boolean }[]): number {
  return rooms.reduce((sum, room) => sum + (room.muted ? 0 : room.unread), 0);
}
