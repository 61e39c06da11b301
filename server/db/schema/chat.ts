/** Chat: rooms, members, messages, reports, stream tickets and open streams. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { sessions } from './auth';
import { events } from './events';
import { consoleSessions, staff } from './ops';
import { orders } from './orders';
import { providers } from './providers';
import { users } from './users';
import type { ChatRoomKind } from '../../../lib/chat/rules';

/** A chat message: a member's text, or a system message (the support auto-reply). */
export type ChatMessageKind = 'text' | 'system';

/**
 * Chat rooms: `event` (one per invite event, `event_id`), `support` (one per customer,
 * `customer_user_id`) and `order` (one per paid order with an assigned provider, `order_id`). Who belongs is
 * derived from the invite, the order or the staff table at every use (server/chat/membership.ts); the room row
 * only anchors its messages. `last_message_at` orders the room list.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 10 }).$type<ChatRoomKind>().notNull(),
    title: text('title').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerUserId: uuid('customer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Support room: the agent it is assigned to in the console's inbox; null = nobody. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_rooms_kind_check', sql`${t.kind} in ('event', 'support', 'order')`),
    uniqueIndex('chat_rooms_event_uq').on(t.eventId),
    uniqueIndex('chat_rooms_order_uq').on(t.orderId),
    uniqueIndex('chat_rooms_support_customer_uq')
      .on(t.customerUserId)
      .where(sql`${t.kind} = 'support'`),
  ],
);
export type ChatRoom = typeof chatRooms.$inferSelect;

/**
 * One member's state in a room: exactly one of a customer, a staff member or a provider; the last
 * message read, muted, and `left_at` (an event guest who left the room). Rows are written when a member first
 * reads, mutes or leaves; membership itself is derived (server/chat/membership.ts).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id),
    providerId: uuid('provider_id').references(() => providers.id),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    muted: boolean('muted').notNull().default(false),
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_members_one_principal', sql`num_nonnulls(${t.userId}, ${t.staffId}, ${t.providerId}) = 1`),
    uniqueIndex('chat_members_room_user_uq').on(t.roomId, t.userId),
    uniqueIndex('chat_members_room_staff_uq').on(t.roomId, t.staffId),
    uniqueIndex('chat_members_room_provider_uq').on(t.roomId, t.providerId),
    index('chat_members_user_idx').on(t.userId),
  ],
);
export type ChatMember = typeof chatMembers.$inferSelect;

/**
 * Chat messages: plain text (never HTML) and up to 5 media keys; the sender is a customer, a staff
 * member or a provider, or nobody for a system message (`kind` = `system`: the support auto-reply). `id` grows
 * with every message and is the Server-Sent Events id. `client_id` makes a send idempotent per sender.
 * A deleted message keeps its row with `deleted_at` ("This message was deleted").
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<ChatMessageKind>().notNull().default('text'),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    senderStaffId: uuid('sender_staff_id').references(() => staff.id),
    senderProviderId: uuid('sender_provider_id').references(() => providers.id),
    text: text('text').notNull().default(''),
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clientId: varchar('client_id', { length: 64 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_kind_check', sql`${t.kind} in ('text', 'system')`),
    check('chat_messages_one_sender', sql`num_nonnulls(${t.senderUserId}, ${t.senderStaffId}, ${t.senderProviderId}) <= 1`),
    index('chat_messages_room_id_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_user_client_uq').on(t.senderUserId, t.clientId),
    uniqueIndex('chat_messages_staff_client_uq').on(t.senderStaffId, t.clientId),
    uniqueIndex('chat_messages_provider_client_uq').on(t.senderProviderId, t.clientId),
  ],
);
export type ChatMessage = typeof chatMessages.$inferSelect;

/** Reports of chat messages, one per message and reporter, for support to review. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_reports_message_reporter_uq').on(t.messageId, t.reporterUserId)],
);

/**
 * Single-use tickets for a browser's EventSource (it cannot send the bearer header): only the sha256
 * of the ticket is kept; a ticket lives 60 seconds and is spent by its first use.
 */
export const chatStreamTickets = pgTable(
  'chat_stream_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for it: a ticket of a session revoked since opens nothing (null only on tickets older than this column). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The open chat streams of every instance (server/chat/streamSlots.ts): one row per SSE connection, so the limits
 * per customer and per client address hold across instances, and each instance can tell from one query per
 * heartbeat which of its streams lost their session or were closed from another instance. `address_hash` is the
 * sha256 of the client address (never the address itself); `seen_at` is refreshed at every heartbeat, so the row
 * of an instance that died stops counting after a few heartbeats (and the hourly clean-up drops it).
 * A customer's stream names its user and session (`user_id`, `session_id`); a staff member's or a provider's (the
 * console and the partner app) names its cookie session (`console_session_id`) and that staff member or provider
 * (`console_principal_id`), so either kind of session ends its streams when revoked.
 */
export const chatStreams = pgTable(
  'chat_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    consoleSessionId: uuid('console_session_id').references(() => consoleSessions.id, { onDelete: 'cascade' }),
    /** The staff member's or provider's id of a console stream (its kind is the console session's). */
    consolePrincipalId: uuid('console_principal_id'),
    addressHash: varchar('address_hash', { length: 64 }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** Set when another instance closed it for the customer's limit (`limit`): no longer counted, gone once its instance closed it. */
    closedFor: varchar('closed_for', { length: 16 }).$type<'limit'>(),
  },
  (t) => [
    index('chat_streams_user_idx').on(t.userId, t.openedAt),
    index('chat_streams_console_principal_idx').on(t.consolePrincipalId, t.openedAt),
    index('chat_streams_address_idx').on(t.addressHash),
    check(
      'chat_streams_owner_check',
      sql`(${t.userId} is not null and ${t.sessionId} is not null and ${t.consoleSessionId} is null) or (${t.userId} is null and ${t.sessionId} is null and ${t.consoleSessionId} is not null and ${t.consolePrincipalId} is not null)`,
    ),
  ],
);
export type ChatStreamRow = typeof chatStreams.$inferSelect;
