/**
 * Events (spec: Wonderland, "Host" 1-4 and 7): create, change, read, list, cancel and delete an event, its calendar
 * file, and the invite card drawn on the server (the card's own image: template background or the host's photo).
 */
import { z } from 'zod';
import { OCCASION_KEYS } from '../../events/occasions';
import {
  INVITE_CAPACITY_MAX,
  INVITE_HOST_NAME_MAX,
  INVITE_MAX_HOST_NAMES,
  INVITE_PLUS_ONES_MAX,
  INVITE_TITLE_MAX,
  INVITE_VENUE_MAX,
} from '../../events/limits';
import { defineRoute, schemaNoData } from '../http';
import { INVITE_IMAGE_SIZE_NAMES, schemaTemplateTexts, TEMPLATE_SLOT_KEYS } from '../templates';
import { plainText } from '../text';
import {
  eventErrors,
  personName,
  schemaGuestCounts,
  schemaInviteIdParams,
  schemaLuckyDraw,
  schemaMessageAudience,
  schemaMyRsvp,
} from './shared';

/** Google Maps hosts a directions link may point at (https on Google Maps hosts only). */
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

const schemaTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm (24-hour, IST)');
const schemaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-mm-dd (IST)');

/** RSVP settings of an event. */
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

/** POST create-event-invite and PUT event-invites/{id} body (`userId` in a body is ignored). */
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
   * The host's texts by slot of the chosen template: plain single-line text, each within its
   * slot's limit once `{title}`, `{names}`, `{date}`, `{time}`, `{venue}` are filled (checked on the server
   * against the template: a slot it lacks or a text too long is a 400 on `texts.<slot>`). Absent on PUT: the
   * saved texts stay; null: the template's defaults.
   */
  texts: schemaTemplateTexts.nullable().optional(),
  rsvp: schemaRsvpSettings.optional(),
});
export type InviteBody = z.infer<typeof schemaInviteBody>;

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
  /** The host's texts by template slot; null: the template's defaults. */
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
export const routeInviteIcs = defineRoute('inviteIcs', {
  summary:
    'The event as an iCalendar file (`text/calendar`, `.ics`) for "Add to calendar": title, start (IST), two hours long, venue and directions link. Public, like the invite.',
  errors: [404],
  params: schemaInviteIdParams,
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
    'The invite rendered on the server: `size=og` 1200x630 (link previews) or `size=share` 1080x1350, PNG for a template, JPEG over the host’s own image, English or Hindi; `download=1` answers it as an attachment named after the event’s title (e.g. `riyas-5th-birthday.png`). Public like the invite. Strong ETag (304 on If-None-Match); a year’s public cache when `v` is the current version (the URLs in `imageUrl`), five minutes otherwise.',
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
