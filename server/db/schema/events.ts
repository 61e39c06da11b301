/** Events (the invite is their card): co-hosts, guests, opens, messages to guests, lucky draws and the wall. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import type { RsvpStatus } from '../../../lib/contracts/events';

/** An event: live, cancelled (guests told, still readable) or deleted (hidden; media purged later). */
export type EventStatus = 'active' | 'cancelled' | 'deleted';
/** A message to an event's guests: a host's message, a scheduled reminder, or a notice of a change. */
export type EventMessageKind = 'message' | 'reminder' | 'notice';
/** Which guests a message goes to. */
export type EventMessageSegment = 'all' | 'going' | 'maybe' | 'no-reply' | 'answered';
/** The channel of a message to guests. */
export type EventMessageChannel = 'whatsapp' | 'sms';
/** A message to guests: waiting for its time, being sent, sent once, or cancelled. */
export type EventMessageStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';
/** An item of the event wall. */
export type WallItemKind = 'photo' | 'note';

/**
 * Event invites: one row per event, owned by the customer who created it. `date`
 * (IST calendar date) and `time` (HH:mm IST) are what the host typed; `starts_at` is that instant in UTC.
 * `short_code` (8 characters, random) makes the share link `/smartinvite/share/{code}`. `status` is
 * `active`, `cancelled` (guests told, still readable) or `deleted` (hidden; media purged after `purge_after`).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortCode: varchar('short_code', { length: 8 }).notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occasion: varchar('occasion', { length: 40 }).notNull(),
    title: varchar('title', { length: 30 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 5 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    mapsUrl: text('maps_url'),
    hostNames: jsonb('host_names').$type<string[]>().notNull(),
    templateId: varchar('template_id', { length: 80 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The host's texts by template slot; null: the template's defaults. */
    templateTexts: jsonb('template_texts').$type<Partial<Record<string, string>>>(),
    /** Storage key of the host's own image (a WebP rendition without metadata) drawn instead of the template's background; null: the template. */
    customImageKey: text('custom_image_key'),
    rsvpDeadline: timestamp('rsvp_deadline', { withTimezone: true }),
    /** Places for guests and their +1s (hosts do not count); null: no limit. */
    capacity: integer('capacity'),
    plusOnesAllowed: smallint('plus_ones_allowed').notNull().default(0),
    showGuestList: boolean('show_guest_list').notNull().default(true),
    showCount: boolean('show_count').notNull().default(true),
    status: varchar('status', { length: 10 }).$type<EventStatus>().notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_owner_idx').on(t.ownerId), check('events_capacity_range', sql`${t.capacity} between 1 and 1000`)],
);
export type InviteEvent = typeof events.$inferSelect;
export type NewInviteEvent = typeof events.$inferInsert;

/**
 * Co-hosts of an event (up to 3, invited by a link): the invite link's token is kept only
 * as its SHA-256; `user_id` is set when someone opens the link logged in and accepts.
 */
export const eventCohosts = pgTable(
  'event_cohosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_cohosts_event_idx').on(t.eventId),
    index('event_cohosts_user_idx').on(t.userId),
    uniqueIndex('event_cohosts_event_user_uq').on(t.eventId, t.userId),
  ],
);
export type EventCohost = typeof eventCohosts.$inferSelect;

/**
 * A guest's answer to an event: one row per event and customer. `name` is the name
 * given with the answer (never the account's name); `waitlisted_at` orders the waitlist (null: has a place).
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    /** going, maybe or declined. */
    rsvpStatus: varchar('rsvp_status', { length: 10 }).$type<RsvpStatus>().notNull(),
    plusOnes: smallint('plus_ones').notNull().default(0),
    note: text('note'),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    waitlisted: boolean('waitlisted').notNull().default(false),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    luckyDrawOptOut: boolean('lucky_draw_opt_out').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('event_guests_event_user_uq').on(t.eventId, t.userId), index('event_guests_user_idx').on(t.userId)],
);
export type EventGuest = typeof eventGuests.$inferSelect;

/**
 * Who opened an event's invite while logged in (the Opened count), once per customer, and
 * whether they asked for reminders before answering (unticked by default), so the "no reply" segment and the
 * default reminder reach only people who opted in.
 */
export const eventOpens = pgTable(
  'event_opens',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * Messages to an event's guests: a host's message by segment, a scheduled reminder, or a
 * notice of a cancelled or rescheduled event. Sent by a queued job; `status` goes `scheduled` -> `sent` once,
 * in one conditional update, so two app instances never send it twice.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** message, reminder or notice. */
    kind: varchar('kind', { length: 10 }).$type<EventMessageKind>().notNull(),
    /** all, going, maybe, no-reply, answered. */
    segment: varchar('segment', { length: 10 }).$type<EventMessageSegment>().notNull(),
    /** whatsapp or sms. */
    channel: varchar('channel', { length: 10 }).$type<EventMessageChannel>().notNull(),
    text: text('text'),
    isDefault: boolean('is_default').notNull().default(false),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** scheduled, sending, sent or cancelled. */
    status: varchar('status', { length: 10 }).$type<EventMessageStatus>().notNull().default('scheduled'),
    recipients: integer('recipients'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_messages_event_idx').on(t.eventId, t.sendAt)],
);
export type EventMessage = typeof eventMessages.$inferSelect;

/** Lucky draws of an event: every draw recorded, a re-draw is a new row. */
export const luckyDraws = pgTable(
  'lucky_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    prize: text('prize').notNull(),
    winnersWanted: smallint('winners_wanted').notNull(),
    entrants: integer('entrants').notNull(),
    /** Guest row ids of the winners, in draw order. */
    winnerGuestIds: jsonb('winner_guest_ids').$type<string[]>().notNull(),
    drawnBy: uuid('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lucky_draws_event_idx').on(t.eventId, t.drawnAt)],
);
export type LuckyDraw = typeof luckyDraws.$inferSelect;

/**
 * The event wall: photos (WebP renditions only, no metadata; the original is not kept, so
 * no EXIF is) and thank-you notes by hosts and guests who answered Going or Maybe.
 */
export const eventWallItems = pgTable(
  'event_wall_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** photo or note. */
    kind: varchar('kind', { length: 10 }).$type<WallItemKind>().notNull(),
    text: text('text'),
    width: integer('width'),
    height: integer('height'),
    thumbKey: text('thumb_key'),
    webKey: text('web_key'),
    createdAt: createdAt(),
  },
  (t) => [index('event_wall_items_event_idx').on(t.eventId, t.createdAt), index('event_wall_items_user_idx').on(t.userId, t.createdAt)],
);
export type EventWallItem = typeof eventWallItems.$inferSelect;
