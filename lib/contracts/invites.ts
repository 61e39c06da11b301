/**
 * The event invites API (issue 21 "Wonderland"): a host creates an event, shares one short link, guests answer
 * (Going / Maybe / Can't go, +1s, waitlist), hosts see the list and message guests, reminders go out on the job
 * queue, a guest wall takes photos and notes, and a host may run a (non-cash) lucky draw. Everything a guest or a
 * host writes is plain text: no link in a name, no HTML anywhere.
 */
import { z } from 'zod';
import { OCCASION_KEYS } from '../invites/occasions';
import { LUCKY_DRAW_NO_CASH_MESSAGE, prizeNamesCash } from '../invites/limits';
import { defineRoute, schemaNoData } from './http';
import { INVITE_IMAGE_SIZE_NAMES, schemaTemplateTexts, TEMPLATE_SLOT_KEYS } from './templates';
import { plainText } from './text';

// the browser's limits module holds the contract's values one by one (tests/unit/lib/inviteLimits.test.ts)
export { LUCKY_DRAW_NO_CASH_MESSAGE, prizeNamesCash };

/** Issue 21 "Host" 1: title 1-30 characters, venue up to 200, 1-2 host names up to 40 each. */
export const INVITE_TITLE_MAX = 30;
export const INVITE_VENUE_MAX = 200;
export const INVITE_HOST_NAME_MAX = 40;
export const INVITE_MAX_HOST_NAMES = 2;
/** Issue 21 "Host" 1: the event is today (IST) up to this many days ahead. */
export const INVITE_MAX_DAYS_AHEAD = 365;
/** Issue 21 "Host" 4: capacity 1-1,000, +1s 0-5 per guest. */
export const INVITE_CAPACITY_MAX = 1000;
export const INVITE_PLUS_ONES_MAX = 5;
/** Research 4c: at most 1,000 guest records per event, waitlist included. */
export const INVITE_MAX_GUEST_RECORDS = 1000;
/** Issue 21 "Guest" 2: a guest's name 2-40 characters, a note up to 140. */
export const GUEST_NAME_MIN = 2;
export const GUEST_NAME_MAX = 40;
export const GUEST_NOTE_MAX = 140;
/** Issue 21 "Host" 5: up to 3 co-hosts; their invite link works 7 days. */
export const MAX_COHOSTS = 3;
export const COHOST_LINK_DAYS = 7;
/** Issue 21 "Host" 6: up to 5 scheduled reminders, at least an hour apart; the default one 2 days before, skipped under 3 days. */
export const MAX_REMINDERS = 5;
export const REMINDER_MIN_GAP_MINUTES = 60;
export const DEFAULT_REMINDER_DAYS_BEFORE = 2;
export const DEFAULT_REMINDER_MIN_DAYS_AHEAD = 3;
/** A host's message to guests, in characters. */
export const INVITE_MESSAGE_MAX = 500;
/** Issue 21 "Host" 7: a deleted event's media are kept this many days, then purged. */
export const INVITE_PURGE_DAYS = 30;
/** Issue 21 "Guest" 5: wall photos up to 15 MB; 50 uploads per guest a day; 2,000 items per event; notes up to 280. */
export const WALL_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const WALL_DAILY_UPLOADS = 50;
export const WALL_MAX_ITEMS = 2000;
export const WALL_NOTE_MAX = 280;
export const WALL_UPLOAD_FIELD = 'image';
/** Issue 21 "Design": a host's own invite image, jpg/png/webp/heic up to 10 MB, multipart field `image`. */
export const INVITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const INVITE_IMAGE_FIELD = 'image';
/** Lucky draw: prize text and number of winners. */
export const LUCKY_DRAW_PRIZE_MAX = 80;
export const LUCKY_DRAW_MAX_WINNERS = 20;

/** The one answer to an event the caller may not see or that does not exist (a malformed id included). */
export const EVENT_NOT_FOUND = 'No such event.';
/** Issue 21 "API": an answer after the deadline. */
export const RSVPS_CLOSED = 'RSVPs are closed';
/** Issue 21 "API": an answer to a cancelled event. */
export const EVENT_CANCELLED = 'This event has been cancelled.';

/** Google Maps hosts a directions link may point at (issue 21 "Host" 1: https on Google Maps hosts only). */
export const MAPS_HOSTS = [
  'maps.google.com',
  'maps.google.co.in',
  'www.google.com',
  'google.com',
  'www.google.co.in',
  'goo.gl',
  'maps.app.goo.gl',
];

/** Whether `value` is an https link to Google Maps (a `google.com` or `goo.gl` link must be under `/maps`). */
export function isGoogleMapsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (!MAPS_HOSTS.includes(host)) return false;
  if (['www.google.com', 'google.com', 'www.google.co.in', 'goo.gl'].includes(host)) return url.pathname.startsWith('/maps');
  return true;
}

/** A link (scheme, `www.` or a bare domain) or HTML in a name: what a name may never hold (issue 21 "Guest" 2). */
const LINK_OR_HTML = /<|>|https?:|www\.|\b[a-z0-9-]+\.(com|in|net|org|io|co|me|ly|link|xyz|app|info|biz|site|online|top|click)\b/i;

/** A person's name as plain text: `min`..`max` characters, one line, no link and no HTML. */
function personName(label: string, min: number, max: number) {
  return plainText({ label, min, max }).refine((value) => !LINK_OR_HTML.test(value), `${label} must be plain text, without links or HTML`);
}

const schemaTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm (24-hour, IST)');
const schemaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-mm-dd (IST)');

/** RSVP settings of an event (issue 21 "Host" 4). */
export const schemaRsvpSettings = z.object({
  /** ISO 8601 instant; at most the event's start (checked on the server). Null or absent: the start. */
  deadline: z.iso.datetime({ offset: true, error: 'deadline must be an ISO 8601 date and time' }).nullable().optional(),
  capacity: z
    .number({ error: `capacity must be 1 to ${INVITE_CAPACITY_MAX}` })
    .int(`capacity must be 1 to ${INVITE_CAPACITY_MAX}`)
    .min(1, `capacity must be 1 to ${INVITE_CAPACITY_MAX}`)
    .max(INVITE_CAPACITY_MAX, `capacity must be 1 to ${INVITE_CAPACITY_MAX}`)
    .nullable()
    .optional(),
  plusOnesAllowed: z
    .number({ error: `plusOnesAllowed must be 0 to ${INVITE_PLUS_ONES_MAX}` })
    .int()
    .min(0, `plusOnesAllowed must be 0 to ${INVITE_PLUS_ONES_MAX}`)
    .max(INVITE_PLUS_ONES_MAX, `plusOnesAllowed must be 0 to ${INVITE_PLUS_ONES_MAX}`)
    .default(0),
  showGuestList: z.boolean().default(true),
  showCount: z.boolean().default(true),
});

/** POST create-event-invite and PUT event-invites/{id} body (issue 21 "API"; `userId` in a body is ignored). */
export const schemaInviteBody = z.object({
  occasion: z.enum(OCCASION_KEYS, { error: 'Choose an occasion from the list' }),
  title: plainText({
    label: 'Title',
    min: 1,
    max: INVITE_TITLE_MAX,
    minMessage: 'Please enter a title',
    requiredMessage: 'Please enter a title',
  }),
  date: schemaDate,
  time: schemaTime,
  venue: plainText({
    label: 'Venue',
    min: 1,
    max: INVITE_VENUE_MAX,
    minMessage: 'Please enter the venue',
    requiredMessage: 'Please enter the venue',
  }),
  mapsUrl: z
    .string()
    .trim()
    .max(500, 'mapsUrl can be at most 500 characters')
    .regex(/^https:\/\/[^\s]+$/, 'mapsUrl must be an https link to Google Maps')
    .refine(isGoogleMapsUrl, 'mapsUrl must be an https link to Google Maps')
    .nullable()
    .optional(),
  hostNames: z
    .array(personName('Host name', 1, INVITE_HOST_NAME_MAX), { error: 'hostNames must list 1 or 2 names' })
    .min(1, 'hostNames must list 1 or 2 names')
    .max(INVITE_MAX_HOST_NAMES, 'hostNames must list 1 or 2 names'),
  templateId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/, 'templateId must be 1-80 letters, digits, - or _')
    .nullable()
    .optional(),
  language: z.enum(['en', 'hi'], { error: 'language must be en or hi' }).default('en'),
  /**
   * The host's texts by slot of the chosen template (issue 21 "Design"): plain single-line text, each within its
   * slot's limit once `{title}`, `{names}`, `{date}`, `{time}`, `{venue}` are filled (checked on the server
   * against the template: a slot it lacks or a text too long is a 400 on `texts.<slot>`). Absent on PUT: the
   * saved texts stay; null: the template's defaults.
   */
  texts: schemaTemplateTexts.nullable().optional(),
  rsvp: schemaRsvpSettings.optional(),
});
export type InviteBody = z.infer<typeof schemaInviteBody>;

/** A row id as clients send it (a well-formed but unknown or malformed uuid is a 404 on the server). */
const schemaRowId = (label: string) => z.string().regex(/^[A-Za-z0-9-]{1,100}$/, `No such ${label}.`);
/** An event id in a path or body. */
const schemaEventIdParam = schemaRowId('event');
export const schemaInviteIdParams = z.object({ id: schemaEventIdParam });
export const schemaEventIdParams = z.object({ eventId: schemaEventIdParam });

/** RSVP answers (issue 21 "API"). */
export const RSVP_STATUSES = ['going', 'maybe', 'declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Counts of an event's guest list (issue 21 "Host" 5): the answers count people, each guest with their +1s. */
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

/**
 * An event as the API shows it: the public fields to anyone with the id; `role`, `myRsvp` and `counts` by who
 * asks (counts to hosts always, to others only when the host shows the count); `hostOnly` to hosts.
 */
export const schemaInviteEvent = z.object({
  _id: z.string(),
  shortCode: z.string(),
  /** `/smartinvite/share/{shortCode}`, relative to the site. */
  shareUrl: z.string(),
  occasion: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  /** The start as an ISO 8601 instant. */
  startsAt: z.string(),
  venue: z.string(),
  mapsUrl: z.string().nullable(),
  hostNames: z.array(z.string()),
  templateId: z.string().nullable(),
  language: z.enum(['en', 'hi']),
  /** The host's texts by template slot; null: the template's defaults (issue 21 "Design"). */
  texts: z.partialRecord(z.enum(TEMPLATE_SLOT_KEYS), z.string()).nullable(),
  /** Whether the invite is drawn over the host's own image (`PUT .../image`) rather than the template's background. */
  customImage: z.boolean(),
  /**
   * The rendered invite (site-relative, versioned by a hash of everything drawn: a changed design is a new URL):
   * `og` 1200x630 for link previews (og:image), `share` 1080x1350 to send.
   */
  imageUrl: z.object({ og: z.string(), share: z.string() }),
  rsvp: z.object({
    deadline: z.string().nullable(),
    capacity: z.number().int().nullable(),
    plusOnesAllowed: z.number().int(),
    showGuestList: z.boolean(),
    showCount: z.boolean(),
  }),
  /** active or cancelled. */
  status: z.enum(['active', 'cancelled']),
  /**
   * When the hosts last moved the event to another date or time (ISO), or null: every page a guest opens says
   * "This event was moved to ..." (the WhatsApp notice reaches only those who opted in).
   */
  movedAt: z.string().nullable().optional(),
  /** Whether answers are still taken (before the deadline, not cancelled). */
  rsvpOpen: z.boolean(),
  role: z.enum(['owner', 'cohost', 'guest', 'visitor']),
  myRsvp: schemaMyRsvp.nullable(),
  counts: schemaGuestCounts.nullable(),
  luckyDraw: schemaLuckyDraw.nullable(),
  hostOnly: z
    .object({
      cohosts: z.number().int(),
      createdAt: z.string(),
      /** How many a message to each segment would reach now (guests who asked for messages): said before sending. */
      audience: schemaMessageAudience,
    })
    .optional(),
});
export type InviteEvent = z.infer<typeof schemaInviteEvent>;

export const schemaInviteList = z.object({ hostedEvents: z.array(schemaInviteEvent), asAGuestEvents: z.array(schemaInviteEvent) });
export type InviteList = z.infer<typeof schemaInviteList>;

/** The original's answer words, still accepted (research 4c): "will Come" -> going, "Sure, will try" -> maybe. */
const schemaRsvpStatus = z.preprocess(
  (value) => (value === 'will Come' ? 'going' : value === 'Sure, will try' ? 'maybe' : value),
  z.enum(RSVP_STATUSES, { error: 'rsvpStatus must be going, maybe or declined' }),
);

/** PUT event-guest body (issue 21 "API"). */
export const schemaRsvpBody = z.object({
  eventId: schemaEventIdParam,
  name: personName('Name', GUEST_NAME_MIN, GUEST_NAME_MAX),
  rsvpStatus: schemaRsvpStatus,
  plusOnes: z
    .number({ error: 'plusOnes must be a whole number' })
    .int('plusOnes must be a whole number')
    .min(0, 'plusOnes must be a whole number')
    .max(INVITE_PLUS_ONES_MAX, `At most ${INVITE_PLUS_ONES_MAX} +1s`)
    .default(0),
  note: plainText({ label: 'Note', max: GUEST_NOTE_MAX, multiline: true }).nullable().optional(),
  whatsappOptIn: z.boolean().default(false),
  luckyDrawOptOut: z.boolean().optional(),
});
export const schemaRsvpAnswer = z.object({ guest: schemaMyRsvp, waitlisted: z.boolean() });

/** One guest as a host sees them (with phone) or as a guest sees them (name and answer only). */
export const schemaGuestRow = z.object({
  _id: z.string(),
  name: z.string(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  plusOnes: z.number().int(),
  waitlisted: z.boolean(),
  answeredAt: z.string(),
  /** Hosts only: `+91` and 10 digits. */
  phone: z.string().optional(),
  note: z.string().nullable().optional(),
  whatsappOptIn: z.boolean().optional(),
});
export type GuestRow = z.infer<typeof schemaGuestRow>;
export const schemaGuestList = z.object({ guests: z.array(schemaGuestRow), counts: schemaGuestCounts.nullable() });
export type GuestList = z.infer<typeof schemaGuestList>;
export const schemaGuestListQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json') });

export const schemaGuestRemoveBody = z.object({ eventId: schemaEventIdParam, guestId: schemaRowId('guest') });

export const schemaCohostLink = z.object({ url: z.string(), expiresAt: z.string() });
export const schemaCohostAcceptBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This co-host link is not valid.') });
export const schemaCohostAccepted = z.object({ eventId: z.string() });

/** Who a message goes to (issue 21 "Host" 6). */
export const MESSAGE_SEGMENTS = ['all', 'going', 'maybe', 'no-reply'] as const;
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export const schemaMessageBody = z.object({
  segment: z.enum(MESSAGE_SEGMENTS, { error: 'segment must be all, going, maybe or no-reply' }),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'channel must be whatsapp or sms' }).default('whatsapp'),
  text: plainText({ label: 'Message', min: 1, max: INVITE_MESSAGE_MAX, multiline: true, requiredMessage: 'Please write a message' }),
});
export const schemaMessageQueued = z.object({ messageId: z.string(), recipients: z.number().int() });

export const schemaReminder = z.object({
  _id: z.string(),
  sendAt: z.string(),
  segment: z.string(),
  channel: z.string(),
  text: z.string().nullable(),
  isDefault: z.boolean(),
  status: z.string(),
  recipients: z.number().int().nullable(),
});
export type Reminder = z.infer<typeof schemaReminder>;
export const schemaReminderBody = z.object({
  sendAt: z.iso.datetime({ offset: true, error: 'sendAt must be an ISO 8601 date and time' }),
  segment: z.enum(MESSAGE_SEGMENTS, { error: 'segment must be all, going, maybe or no-reply' }).default('no-reply'),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'channel must be whatsapp or sms' }).default('whatsapp'),
  text: plainText({ label: 'Reminder', max: INVITE_MESSAGE_MAX, multiline: true }).nullable().optional(),
});
export const schemaReminderCancelBody = z.object({ reminderId: schemaRowId('reminder') });

export const schemaOptInBody = z.object({ whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false' }) });

export const schemaLuckyDrawBody = z.object({
  prize: plainText({ label: 'Prize', min: 1, max: LUCKY_DRAW_PRIZE_MAX, requiredMessage: 'Please describe the prize' }).refine(
    (prize) => !prizeNamesCash(prize),
    LUCKY_DRAW_NO_CASH_MESSAGE,
  ),
  winners: z
    .number({ error: `winners must be 1 to ${LUCKY_DRAW_MAX_WINNERS}` })
    .int()
    .min(1, `winners must be 1 to ${LUCKY_DRAW_MAX_WINNERS}`)
    .max(LUCKY_DRAW_MAX_WINNERS, `winners must be 1 to ${LUCKY_DRAW_MAX_WINNERS}`),
});

/** One wall item: a photo (signed URLs, at most 15 minutes) or a thank-you note. */
export const schemaWallItem = z.object({
  _id: z.string(),
  kind: z.enum(['photo', 'note']),
  /** The poster's RSVP name, or the host's name. */
  author: z.string(),
  mine: z.boolean(),
  text: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WallItem = z.infer<typeof schemaWallItem>;
export const schemaWallQuery = z.object({
  cursor: z.iso.datetime({ offset: true, error: 'cursor must be an ISO 8601 date and time' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be 1 to 60' })
    .int()
    .min(1, 'limit must be 1 to 60')
    .max(60, 'limit must be 1 to 60')
    .default(30),
});
export const schemaWallPage = z.object({ items: z.array(schemaWallItem), nextCursor: z.string().nullable() });
export const schemaWallNoteBody = z.object({
  text: plainText({ label: 'Note', min: 1, max: WALL_NOTE_MAX, multiline: true, requiredMessage: 'Please write a thank you message.' }),
});
export const schemaWallDeleteBody = z.object({ imageId: schemaRowId('post') });

const eventErrors = [403, 404, 409, 410] as const;

export const routeInviteCreate = defineRoute('inviteCreate', {
  summary:
    'Creates an event invite for the logged-in customer (its owner): occasion from the list, title 1-30 characters, date today to 365 days ahead (IST), time HH:mm, venue up to 200 characters, an optional https Google Maps link, 1-2 host names, an optional template and language, RSVP settings (deadline at most the start, capacity 1-1,000, +1s 0-5, guest list and count shown or not). Answers 201 with the event, its 8-character `shortCode` and `shareUrl`. A default reminder is scheduled 2 days before, unless the event is under 3 days away.',
  auth: 'customer',
  okStatus: 201,
  body: schemaInviteBody,
  response: schemaInviteEvent,
});

export const routeInviteList = defineRoute('inviteList', {
  summary: "The logged-in customer's events: those they host (owner or co-host) and those they answered as a guest, next first.",
  auth: 'customer',
  response: schemaInviteList,
});

export const routeInviteDetails = defineRoute('inviteDetails', {
  summary:
    'An event: its public fields for anyone with the id; with a bearer token also the caller’s role and answer (and the open is counted), the counts when the host shows them, and the host-only part for hosts. Unknown, malformed or deleted: 404.',
  errors: [404],
  params: schemaInviteIdParams,
  response: schemaInviteEvent,
});

export const routeInviteUpdate = defineRoute('inviteUpdate', {
  summary:
    'Changes an event (owner or co-host; anyone else 403), with the same fields and rules as the creation. A new date or time is a reschedule: every guest who answered is told. A larger capacity promotes waitlisted guests.',
  auth: 'customer',
  errors: [...eventErrors],
  params: schemaInviteIdParams,
  body: schemaInviteBody,
  response: schemaInviteEvent,
});

export const routeInviteDelete = defineRoute('inviteDelete', {
  summary: 'Deletes an event (owner only; co-hosts and others 403): hidden at once, its wall media kept 30 days and then purged.',
  auth: 'customer',
  errors: [403, 404],
  params: schemaInviteIdParams,
  response: schemaNoData,
});

export const routeInviteCancel = defineRoute('inviteCancel', {
  summary: 'Cancels an event (owner only): answers close (410) and every guest who answered is told. Cancelling again is fine.',
  auth: 'customer',
  errors: [403, 404],
  params: schemaInviteIdParams,
  response: schemaInviteEvent,
});

export const routeInviteOptIn = defineRoute('inviteOptIn', {
  summary: 'Records whether a customer who opened the invite (and has not answered yet) wants reminders on WhatsApp (unticked by default).',
  auth: 'customer',
  errors: [404],
  params: schemaInviteIdParams,
  body: schemaOptInBody,
  response: schemaNoData,
});

export const routeInviteIcs = defineRoute('inviteIcs', {
  summary:
    'The event as an iCalendar file (`text/calendar`, `.ics`) for "Add to calendar": title, start (IST), two hours long, venue and directions link. Public, like the invite.',
  errors: [404],
  params: schemaInviteIdParams,
  response: schemaNoData,
});

export const routeInviteRsvp = defineRoute('inviteRsvp', {
  summary:
    'The logged-in customer answers an event (or changes the answer until the deadline): name 2-40 characters of plain text (a link or HTML: 400; it never changes the account name), going / maybe / declined, +1s within the host’s allowance (400 above), a note up to 140 characters, WhatsApp reminders opt-in (unticked by default). After the deadline 409 "RSVPs are closed"; a cancelled event 410; a full event 200 with `waitlisted: true` (promoted automatically, with a message, when a place opens).',
  auth: 'customer',
  errors: [...eventErrors],
  body: schemaRsvpBody,
  response: schemaRsvpAnswer,
});

export const routeInviteGuestList = defineRoute('inviteGuestList', {
  summary:
    'The guest list with the counts: for hosts and co-hosts every guest with phone, note and opt-in (`?format=csv`: a CSV file, hosts only); for a guest who answered, names and answers only, when the host shows the list (else 403). Never another guest’s phone to a guest.',
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  query: schemaGuestListQuery,
  response: schemaGuestList,
});

export const routeInviteGuestRemove = defineRoute('inviteGuestRemove', {
  summary: 'Removes a guest from an event (owner or co-host); a waitlisted guest may take the place.',
  auth: 'customer',
  errors: [403, 404],
  body: schemaGuestRemoveBody,
  response: schemaNoData,
});

export const routeInviteCohostCreate = defineRoute('inviteCohostCreate', {
  summary:
    'A link that makes whoever opens it (logged in) a co-host, valid 7 days (owner only; at most 3 co-hosts: 409). The token is shown only here.',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409],
  params: schemaEventIdParams,
  response: schemaCohostLink,
});

export const routeInviteCohostAccept = defineRoute('inviteCohostAccept', {
  summary:
    'Accepts a co-host link: the caller becomes a co-host (sees the list, messages guests, cannot delete the event). 404 for a wrong or expired link; 409 when the event has 3 co-hosts.',
  auth: 'customer',
  errors: [404, 409],
  body: schemaCohostAcceptBody,
  response: schemaCohostAccepted,
});

export const routeInviteMessageSend = defineRoute('inviteMessageSend', {
  summary:
    'Messages guests of a segment (all, going, maybe, no-reply) by WhatsApp or SMS, only those who opted in (owner or co-host). Sent by a queued job; answers how many it goes to. 409 when nobody in the segment asked for messages (nothing is sent).',
  auth: 'customer',
  okStatus: 202,
  errors: [...eventErrors],
  params: schemaEventIdParams,
  body: schemaMessageBody,
  response: schemaMessageQueued,
});

export const routeInviteReminderList = defineRoute('inviteReminderList', {
  summary: "An event's reminders (hosts), by send time.",
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  response: z.array(schemaReminder),
});

export const routeInviteReminderCreate = defineRoute('inviteReminderCreate', {
  summary:
    'Schedules a reminder (hosts): at most 5 scheduled, each at least an hour from the others, in the future and before the start (409 otherwise). Sent once by the job queue, to opted-in guests of the segment.',
  auth: 'customer',
  okStatus: 201,
  errors: [...eventErrors],
  params: schemaEventIdParams,
  body: schemaReminderBody,
  response: schemaReminder,
});

export const routeInviteReminderCancel = defineRoute('inviteReminderCancel', {
  summary: 'Cancels a scheduled reminder (hosts).',
  auth: 'customer',
  errors: [403, 404, 409],
  params: schemaEventIdParams,
  body: schemaReminderCancelBody,
  response: schemaNoData,
});

export const routeInviteLuckyDraw = defineRoute('inviteLuckyDraw', {
  summary:
    'Runs a lucky draw (owner or co-host) among guests, not hosts, who answered Going with a place and did not opt out: the prize (text, no cash handled by us) and the number of winners, drawn with cryptographic randomness; the time, entrants and winners are recorded. A re-draw is a new recorded draw. 409 without entrants.',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409],
  params: schemaEventIdParams,
  body: schemaLuckyDrawBody,
  response: schemaLuckyDraw,
});

export const routeInviteWallList = defineRoute('inviteWallList', {
  summary:
    'The event wall, newest first (members only: hosts and guests who answered Going or Maybe; anyone else 403), `cursor` and `limit` ≤ 60.',
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  query: schemaWallQuery,
  response: schemaWallPage,
});

export const routeInviteWallUpload = defineRoute('inviteWallUpload', {
  summary:
    'Posts one photo to the wall (members only): `multipart/form-data`, field `image`, jpg/png/webp/heic up to 15 MB (413 above, 415 another type), kept as WebP renditions without EXIF. At most 50 uploads per member a day (429) and 2,000 items per event (409).',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409, 413, 415, 429],
  params: schemaEventIdParams,
  response: schemaWallItem,
});

export const routeInviteWallNote = defineRoute('inviteWallNote', {
  summary: 'Posts a thank-you note (plain text, up to 280 characters) to the wall (members only; counts towards the daily 50).',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409, 429],
  params: schemaEventIdParams,
  body: schemaWallNoteBody,
  response: schemaWallItem,
});

export const routeInviteWallDelete = defineRoute('inviteWallDelete', {
  summary: 'Removes a wall item: hosts any, a guest their own (403 otherwise).',
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  body: schemaWallDeleteBody,
  response: schemaNoData,
});

/** GET event-invites/{id}/image query: the size and the design's version tag (from `imageUrl`). */
export const schemaInviteImageQuery = z.object({
  size: z.enum(INVITE_IMAGE_SIZE_NAMES, { error: 'size must be og or share' }).default('og'),
  /** The version in the URLs we hand out: a URL with the current one may be cached for good. */
  v: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,43}$/, 'v is a version tag')
    .optional(),
  /** `1`: answered as an attachment named after the event's title (the host's "Download image"). */
  download: z.enum(['0', '1'], { error: 'download must be 0 or 1' }).optional(),
});

export const routeInviteImage = defineRoute('inviteImage', {
  summary:
    'The invite rendered on the server (issue 21 "Design"): `size=og` 1200x630 (link previews) or `size=share` 1080x1350, PNG for a template, JPEG over the host’s own image, English or Hindi; `download=1` answers it as an attachment named after the event’s title (e.g. `riyas-5th-birthday.png`). Public like the invite. Strong ETag (304 on If-None-Match); a year’s public cache when `v` is the current version (the URLs in `imageUrl`), five minutes otherwise.',
  errors: [404],
  params: schemaInviteIdParams,
  query: schemaInviteImageQuery,
  response: z.undefined(),
});

export const routeInviteImageUpload = defineRoute('inviteImageUpload', {
  summary:
    'Sets the host’s own image as the invite’s background (owner or co-host; anyone else 403): `multipart/form-data`, field `image`, jpg/png/webp/heic up to 10 MB (413 above, 415 another type), kept as a WebP without EXIF; the template’s texts are drawn over it. A new upload replaces the old one.',
  auth: 'customer',
  errors: [403, 404, 410, 413, 415],
  params: schemaInviteIdParams,
  response: schemaInviteEvent,
});

export const routeInviteImageReset = defineRoute('inviteImageReset', {
  summary: 'Goes back to the template’s own background: removes the host’s image (owner or co-host; anyone else 403).',
  auth: 'customer',
  errors: [403, 404, 410],
  params: schemaInviteIdParams,
  response: schemaInviteEvent,
});
