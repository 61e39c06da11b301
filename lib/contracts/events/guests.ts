/** Guests of an event (spec: Wonderland, "Guest" 1-2 and "Host" 5): answers, the guest list, and co-hosts. */
import { z } from 'zod';
import { GUEST_NAME_MAX, GUEST_NAME_MIN, GUEST_NOTE_MAX, INVITE_PLUS_ONES_MAX } from '../../events/limits';
import { defineRoute, schemaNoData } from '../http';
import { plainText } from '../text';
import {
  eventErrors,
  personName,
  RSVP_STATUSES,
  schemaEventIdParam,
  schemaEventIdParams,
  schemaGuestCounts,
  schemaMyRsvp,
  schemaRowId,
} from './shared';

/** The original's answer words, still accepted (research 4c): "will Come" -> going, "Sure, will try" -> maybe. */
const schemaRsvpStatus = z.preprocess(
  (value) => (value === 'will Come' ? 'going' : value === 'Sure, will try' ? 'maybe' : value),
  z.enum(RSVP_STATUSES, { error: 'rsvpStatus must be going, maybe or declined' }),
);

/** PUT event-guest body. */
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
