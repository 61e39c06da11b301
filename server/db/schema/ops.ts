/** The operations console: staff, cookie sessions of the console and the provider app, and the audit log. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { providers } from './providers';
import type { AuditActorKind, PrincipalKind, StaffRole } from '../../../lib/contracts/ops';

/**
 * Staff of the operations console: one row per phone number, a role
 * (admin | operations | support | finance, lib/contracts/ops STAFF_ROLES) and `active`; staff are disabled, never deleted,
 * so the audit log keeps naming them.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull().unique(),
    name: text('name').notNull(),
    role: varchar('role', { length: 20 }).$type<StaffRole>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'operations', 'support', 'finance')`)],
);
export type Staff = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

/**
 * Cookie sessions of the console and the provider app: `kind` says whose (`staff` or `partner`, the provider
 * app's sign-in) and `principal_id` is that staff member's (or provider's) id. The cookie holds a random
 * token; only its sha256 is stored, so the table alone cannot open a session. Revocable (`revoked_at`),
 * 12 hours (`expires_at`). No personal data.
 */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 12 }).$type<PrincipalKind>().notNull(),
    principalId: uuid('principal_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('console_sessions_principal_idx').on(t.kind, t.principalId)],
);
export type ConsoleSession = typeof consoleSessions.$inferSelect;

/**
 * The audit log: one line per change made by staff, the operations API key or the system,
 * written in the same transaction as the change. Append-only: the app never updates or deletes a line, and
 * the database refuses UPDATE, DELETE and TRUNCATE (trigger of migration 0013). `before`/`after` are small
 * JSON snapshots of the entity (they may hold a phone number: fine in the database, never in a log line).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: lines of one instant (one transaction) still read in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `staff`, `api_key`, `system`, `provider` or `customer` (lib/contracts/ops AUDIT_ACTOR_KINDS). */
    actorKind: varchar('actor_kind', { length: 12 }).$type<AuditActorKind>().notNull(),
    actorStaffId: uuid('actor_staff_id').references(() => staff.id),
    /** The provider who acted (accept, decline, start, complete), for actor kind `provider`. */
    actorProviderId: uuid('actor_provider_id').references(() => providers.id),
    /** e.g. `order.status_change`, `payment.refund`, `staff.create`. */
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorStaffId, t.at),
  ],
);
export type AuditLine = typeof auditLog.$inferSelect;
export type NewAuditLine = typeof auditLog.$inferInsert;
