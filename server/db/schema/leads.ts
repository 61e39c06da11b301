/** Enquiries (leads) answered by operations, and their notes. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './ops';
import type { LeadStatus } from '../../../lib/contracts/opsDesk';

/**
 * Enquiries for more than 100 guests or a custom menu (`POST /api/leads`), answered by operations.
 * `reference` is what the customer quotes; `ip_hash` (sha256, never the address) lets the per-IP limit count.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 16 }).notNull().unique(),
    service: varchar('service', { length: 20 }).notNull(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    eventDate: date('event_date').notNull(),
    guests: integer('guests').notNull(),
    /** Whole rupees per plate the customer has in mind, if any. */
    budgetPerPlate: integer('budget_per_plate'),
    city: varchar('city', { length: 40 }).notNull(),
    note: text('note'),
    /**
     * New, contacted, quoted, won or lost (lib/contracts/opsDesk LEAD_STATUSES), moved by
     * operations; the enquiries closed before outcomes were kept became `lost` with a note (migration 0017).
     */
    status: varchar('status', { length: 12 }).$type<LeadStatus>().notNull().default('new'),
    /** The staff member responsible for calling back (null: nobody yet). */
    assignedStaffId: uuid('assigned_staff_id').references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`),
  ],
);
export type Lead = typeof leads.$inferSelect;

/**
 * Notes on an enquiry, oldest first, each by a staff member (null: written by the system,
 * e.g. the migration of closed enquiries). Append-only in the app: a note is never edited.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_created_idx').on(t.leadId, t.createdAt)],
);
export type LeadNote = typeof leadNotes.$inferSelect;
