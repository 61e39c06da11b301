/**
 * The SQL of the console's enquiries (server/ops/enquiries.ts holds their rules and views): leads with the staff
 * member responsible, their notes with each author, the status/responsible write, and the staff who may be
 * responsible.
 */
import type { StaffRole } from '../../../lib/contracts/ops';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeadStatus } from '../../../lib/contracts/opsDesk';
import { leadNotes, leads, staff, type Lead, type LeadNote, type Staff } from '../../db/schema';
import type { Db } from '../../db/types';

const author = alias(staff, 'note_author');

/** A lead and the name of the staff member responsible for it (null: nobody). */
export interface LeadRow {
  lead: Lead;
  responsibleName: string | null;
}

/** The notes of these leads with their authors' names, oldest first. */
export async function leadNotesOf(db: Db, leadIds: readonly string[]): Promise<{ note: LeadNote; authorName: string | null }[]> {
  return db
    .select({ note: leadNotes, authorName: author.name })
    .from(leadNotes)
    .leftJoin(author, eq(author.id, leadNotes.staffId))
    .where(inArray(leadNotes.leadId, [...leadIds]))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** One page of leads (of `status`, when given), newest first, and how many match in all. `page` counts from 1. */
export async function leadRows(
  db: Db,
  { status, page, pageSize }: { status: LeadStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = status ? eq(leads.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: leads, responsibleName: staff.name })
      .from(leads)
      .leftJoin(staff, eq(staff.id, leads.assignedStaffId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.reference))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One lead with its responsible member's name, or null. */
export async function leadRow(db: Db, leadId: string): Promise<LeadRow | null> {
  const [row] = await db
    .select({ lead: leads, responsibleName: staff.name })
    .from(leads)
    .leftJoin(staff, eq(staff.id, leads.assignedStaffId))
    .where(eq(leads.id, leadId))
    .limit(1);
  return row ?? null;
}

/** A lead, its row locked until the transaction `tx` ends, or null. */
export async function lockLeadRow(tx: Db, leadId: string): Promise<Lead | null> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update').limit(1);
  return lead ?? null;
}

/** The staff member with this id, or null. */
export async function findStaffMember(db: Db, staffId: string): Promise<Staff | null> {
  const [member] = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
  return member ?? null;
}

/** Writes a lead's status and responsible member. */
export async function setLeadOutcome(
  tx: Db,
  leadId: string,
  values: { status: LeadStatus; assignedStaffId: string | null },
): Promise<void> {
  await tx.update(leads).set(values).where(eq(leads.id, leadId));
}

/** Adds a note to a lead. @returns the new note. */
export async function insertLeadNote(
  tx: Db,
  values: { leadId: string; staffId: string | null; text: string; createdAt: Date },
): Promise<LeadNote> {
  const [note] = await tx.insert(leadNotes).values(values).returning();
  if (!note) throw new Error('the lead note insert returned no row');
  return note;
}

/** Active staff members of these roles, by name. */
export async function activeStaffOfRoles(db: Db, roles: readonly StaffRole[]): Promise<{ _id: string; name: string }[]> {
  return db
    .select({ _id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.active, true), inArray(staff.role, [...roles])))
    .orderBy(asc(staff.name));
}
