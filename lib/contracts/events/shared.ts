/**
 * What every part of the events API shares: its fixed answers, row ids, the plain-text name rule, and the answer,
 * count and lucky-draw shapes that several resources return.
 */
import { z } from 'zod';
import { plainText } from '../text';

/** The one answer to an event the caller may not see or that does not exist (a malformed id included). */
export const EVENT_NOT_FOUND = 'No such event.';
/** An answer after the deadline. */
export const RSVPS_CLOSED = 'RSVPs are closed';
/** An answer to a cancelled event. */
export const EVENT_CANCELLED = 'This event has been cancelled.';

/** A link (scheme, `www.` or a bare domain) or HTML in a name: what a name may never hold. */
const LINK_OR_HTML = /<|>|https?:|www\.|\b[a-z0-9-]+\.(com|in|net|org|io|co|me|ly|link|xyz|app|info|biz|site|online|top|click)\b/i;

/** A person's name as plain text: `min`..`max` characters, one line, no link and no HTML. */
export function personName(label: string, min: number, max: number) {
  return plainText({ label, min, max }).refine((value) => !LINK_OR_HTML.test(value), `${label} must be plain text, without links or HTML`);
}

/** A row id as clients send it (a well-formed but unknown or malformed uuid is a 404 on the server). */
export const schemaRowId = (label: string) => z.string().regex(/^[A-Za-z0-9-]{1,100}$/, `No such ${label}.`);
/** An event id in a path or body. */
export const schemaEventIdParam = schemaRowId('event');
export const schemaInviteIdParams = z.object({ id: schemaEventIdParam });
export const schemaEventIdParams = z.object({ eventId: schemaEventIdParam });

/** RSVP answers. */
export const RSVP_STATUSES = ['going', 'maybe', 'declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Counts of an event's guest list: the answers count people, each guest with their +1s. */
export const schemaGuestCounts = z.object({
  /** People coming: guests who answered Going with a place, and their +1s. */
  going: z.number().int(),
  /** People who may come: guests who answered Maybe, and their +1s. */
  maybe: z.number().int(),
  /** People who cannot come: guests who answered Can't go, and their +1s. */
  declined: z.number().int(),
  /** People waiting for a place: guests who answered Going while the event was full, and their +1s. */
  waitlist: z.number().int(),
  /** Customers who opened the invite and have not answered. */
  noReply: z.number().int(),
  /** Customers who opened the invite while logged in. */
  opened: z.number().int(),
});
export type GuestCounts = z.infer<typeof schemaGuestCounts>;

/** The caller's own answer. */
export const schemaMyRsvp = z.object({
  _id: z.string(),
  name: z.string(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  plusOnes: z.number().int(),
  note: z.string().nullable(),
  whatsappOptIn: z.boolean(),
  luckyDrawOptOut: z.boolean(),
  waitlisted: z.boolean(),
  answeredAt: z.string(),
});
export type MyRsvp = z.infer<typeof schemaMyRsvp>;

/** A recorded lucky draw. */
export const schemaLuckyDraw = z.object({
  _id: z.string(),
  prize: z.string(),
  winnersWanted: z.number().int(),
  entrants: z.number().int(),
  /** Winners' RSVP names, in draw order. */
  winners: z.array(z.object({ guestId: z.string(), name: z.string() })),
  drawnAt: z.string(),
});
export type LuckyDrawResult = z.infer<typeof schemaLuckyDraw>;

/** How many guests a host's message reaches in each segment (all, going, maybe, no-reply): those who asked for messages. */
export const schemaMessageAudience = z.object({
  all: z.number().int(),
  going: z.number().int(),
  maybe: z.number().int(),
  'no-reply': z.number().int(),
});
export type MessageAudience = z.infer<typeof schemaMessageAudience>;

/** The errors of a host or guest action on an event: not theirs, unknown, closed or taken, cancelled. */
export const eventErrors = [403, 404, 409, 410] as const;
