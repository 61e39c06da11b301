/** Notifications: the outbox of every message sent (and its console retries) and customers' notification choices. */
import { type AnyPgColumn, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { staff } from './ops';
import { users } from './users';
import type { MessageStatus } from '../../../lib/contracts/opsDesk';
import type { NotifyChannel, NotifyTopic } from '../../../lib/contracts/privacy';

/** The channel of an outbox message. */
export type OutboxChannel = 'sms' | 'whatsapp' | 'push';
/** What became of an outbox message: sent, recorded (no provider configured), skipped or failed. */
export type OutboxStatus = 'sent' | 'recorded' | 'skipped' | 'failed';

/** Outbox of notifications (SMS, WhatsApp, push): what was sent, skipped or failed, and why. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 20 }).$type<OutboxChannel>().notNull(),
    provider: varchar('provider', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 40 }).notNull(),
    template: varchar('template', { length: 80 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 20 }).$type<OutboxStatus>().notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_created_idx').on(t.recipient, t.createdAt)],
);
export type OutboxEntry = typeof outbox.$inferSelect;
export type NewOutboxEntry = typeof outbox.$inferInsert;

/**
 * Retries of failed outbox messages asked for in the console: at most one per message (the
 * primary key), queued as the job `notify.outbox_retry`, which sends the message again through its sending path
 * (a new outbox row) and writes the outcome here (`pending` until then: sent, failed, skipped or recorded).
 */
export const outboxRetries = pgTable(
  'outbox_retries',
  {
    outboxId: uuid('outbox_id')
      .primaryKey()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references((): AnyPgColumn => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 20 }).$type<MessageStatus>().notNull().default('pending'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('outbox_retries_status_idx').on(t.status)],
);
export type OutboxRetry = typeof outboxRetries.$inferSelect;

/**
 * A customer's notification choices: one row per channel and topic they have set;
 * a missing row means the default (every topic on except `offers`, lib/contracts/privacy.ts). `updated_at` is
 * when the choice was given or withdrawn, kept as the consent record (DPDP: withdrawing as easy as giving).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** whatsapp, sms or push. */
    channel: varchar('channel', { length: 10 }).$type<NotifyChannel>().notNull(),
    /** bookings, invites, chat or offers. */
    topic: varchar('topic', { length: 10 }).$type<NotifyTopic>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.topic] })],
);
export type NotificationSetting = typeof notificationSettings.$inferSelect;
