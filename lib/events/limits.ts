/**
 * The limits of events and their invites (spec sections cited per rule): the one definition, imported by the zod
 * contracts (lib/contracts/events/) and by browser code that must not load zod (the share page's first visit).
 */
/** Host 1: title 1-30 characters, venue up to 200, 1-2 host names up to 40 each. */
export const INVITE_TITLE_MAX = 30;
export const INVITE_VENUE_MAX = 200;
export const INVITE_HOST_NAME_MAX = 40;
export const INVITE_MAX_HOST_NAMES = 2;
/** Host 1: the event is today (IST) up to this many days ahead. */
export const INVITE_MAX_DAYS_AHEAD = 365;
/** Capacity 1-1,000, +1s 0-5 per guest. */
export const INVITE_CAPACITY_MAX = 1000;
export const INVITE_PLUS_ONES_MAX = 5;
/** Research 4c: at most 1,000 guest records per event, waitlist included. */
export const INVITE_MAX_GUEST_RECORDS = 1000;
/** A guest's name 2-40 characters, a note up to 140. */
export const GUEST_NAME_MIN = 2;
export const GUEST_NAME_MAX = 40;
export const GUEST_NOTE_MAX = 140;
/** Up to 3 co-hosts; their invite link works 7 days. */
export const MAX_COHOSTS = 3;
export const COHOST_LINK_DAYS = 7;
/** Up to 5 scheduled reminders, at least an hour apart; the default one 2 days before, skipped under 3 days. */
export const MAX_REMINDERS = 5;
export const REMINDER_MIN_GAP_MINUTES = 60;
export const DEFAULT_REMINDER_DAYS_BEFORE = 2;
export const DEFAULT_REMINDER_MIN_DAYS_AHEAD = 3;
/** A host's message to guests, in characters. */
export const INVITE_MESSAGE_MAX = 500;
/** A deleted event's media are kept this many days, then purged. */
export const INVITE_PURGE_DAYS = 30;
/** Wall photos up to 15 MB; 50 uploads per guest a day; 2,000 items per event; notes up to 280. */
export const WALL_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const WALL_DAILY_UPLOADS = 50;
export const WALL_MAX_ITEMS = 2000;
export const WALL_NOTE_MAX = 280;
export const WALL_UPLOAD_FIELD = 'image';
/** A host's own invite image, jpg/png/webp/heic up to 10 MB, multipart field `image`. */
export const INVITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const INVITE_IMAGE_FIELD = 'image';
/** Lucky draw: prize text and number of winners. */
export const LUCKY_DRAW_PRIZE_MAX = 80;
export const LUCKY_DRAW_MAX_WINNERS = 20;

/** The lucky draw form's rule, and the 400 message of a prize that names cash or money (no cash prizes). */
export const LUCKY_DRAW_NO_CASH_MESSAGE = 'No cash prizes: the prize is yours to give.';

// English words as whole words (so "Cashew" or "Mrs" pass), digits glued to them included ("500rs", "100INR");
// the rupee sign and the Hindi words (नकद/नक़द cash, रुपये/रुपए/रुपया rupees) anywhere.
const CASH_WORDS = /(?:^|[^a-z])(?:cash|money|rupees?|rs|inr)(?:[^a-z]|$)/i;
const CASH_SIGNS = /₹|नकद|नक़द|रुपये|रुपए|रुपया|रूपये/;

/** Whether a lucky draw prize text names cash or money (₹, Rs, rupees, INR, cash, money, नकद, रुपये). */
export function prizeNamesCash(prize: string): boolean {
  return CASH_WORDS.test(prize) || CASH_SIGNS.test(prize);
}
