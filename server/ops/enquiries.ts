/**
 * Enquiries in the console: the leads (WhatsApp-booked services' enquiry forms) with their outcome (new, contacted, quoted,
 * won, lost), notes, and the staff member responsible. Every change writes an audit line in its transaction.
 * Names and phone numbers stay in the database and the answer, never in a log line.
 */
import {
  ENQUIRY_PAGE_SIZE,
  type Enquiry,
  type EnquiryNote,
  type EnquiryPage,
  type EnquiryQuery,
  type EnquiryUpdate,
} from '../../lib/contracts/opsDesk';
import type { Lead } from '../db/schema';
import type { Db } from '../db/types';
import { notFound, ValidationError } from '../http/errors';
import { recordAudit, type AuditActor } from '../audit/audit';
import type { StaffRole } from '../../lib/contracts/ops';
import { maskRecipient } from './outbox';
import {
  activeStaffOfRoles,
  findStaffMember,
  insertLeadNote,
  leadNotesOf,
  leadRow,
  leadRows,
  lockLeadRow,
  setLeadOutcome,
} from './repository/enquiries';

/**
 * Roles that change enquiries (status, the member responsible, notes) and see customers' whole phone numbers;
 * support reads them with phones masked to their last 4 digits (as on the orders board).
 */
export const ENQUIRY_CHANGE_ROLES: readonly StaffRole[] = ['admin', 'operations'];

/** Roles that may be responsible for an enquiry (those who may open the Enquiries page). */
const RESPONSIBLE_ROLES: readonly StaffRole[] = ['admin', 'operations'];

/** Audit actions of the enquiries. */
export const ENQUIRY_AUDIT_ACTIONS = { status: 'lead.status_change', assign: 'lead.assign', note: 'lead.note' } as const;

/** The notes of these enquiries, oldest first, by enquiry id. */
async function notesOf(db: Db, leadIds: string[]): Promise<Map<string, EnquiryNote[]>> {
  const byLead = new Map<string, EnquiryNote[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await leadNotesOf(db, leadIds);
  for (const { note, authorName } of rows) {
    const list = byLead.get(note.leadId) ?? [];
    list.push({
      _id: note.id,
      text: note.text,
      authorId: note.staffId,
      author: authorName ?? null,
      createdAt: note.createdAt.toISOString(),
    });
    byLead.set(note.leadId, list);
  }
  return byLead;
}

/** An enquiry with its responsible member's name and its notes as the console shows it (`masked`: the phone's last 4 digits). */
function toEnquiry(lead: Lead, responsibleName: string | null, notes: EnquiryNote[], masked = false): Enquiry {
  return {
    _id: lead.id,
    reference: lead.reference,
    service: lead.service,
    name: lead.name,
    phone: masked ? maskRecipient(lead.phone) : lead.phone,
    eventDate: lead.eventDate,
    guests: lead.guests,
    budgetPerPlate: lead.budgetPerPlate,
    city: lead.city,
    note: lead.note,
    status: lead.status,
    responsible: lead.assignedStaffId && responsibleName ? { _id: lead.assignedStaffId, name: responsibleName } : null,
    notes,
    createdAt: lead.createdAt.toISOString(),
  };
}

/**
 * One page of enquiries (of `status`, when given), newest first, with notes and the responsible member, as `role`
 * may see it: phones masked to their last 4 digits for roles outside ENQUIRY_CHANGE_ROLES (support).
 */
export async function listEnquiries(db: Db, { status, page }: EnquiryQuery, role: StaffRole): Promise<EnquiryPage> {
  const masked = !ENQUIRY_CHANGE_ROLES.includes(role);
  const { rows, total } = await leadRows(db, { status, page, pageSize: ENQUIRY_PAGE_SIZE });
  const notes = await notesOf(
    db,
    rows.map((row) => row.lead.id),
  );
  return {
    enquiries: rows.map(({ lead, responsibleName }) => toEnquiry(lead, responsibleName, notes.get(lead.id) ?? [], masked)),
    page,
    pageSize: ENQUIRY_PAGE_SIZE,
    total,
  };
}

/**
 * One enquiry as the console shows it.
 * @throws HttpError 404 for an unknown id.
 */
export async function getEnquiry(db: Db, id: string): Promise<Enquiry> {
  const row = await leadRow(db, id);
  if (!row) throw notFound('Enquiry not found');
  return toEnquiry(row.lead, row.responsibleName, (await notesOf(db, [id])).get(id) ?? []);
}

/** The enquiry row, locked for the transaction's change. @throws HttpError 404 for an unknown id. */
async function lockLead(tx: Db, id: string): Promise<Lead> {
  const lead = await lockLeadRow(tx, id);
  if (!lead) throw notFound('Enquiry not found');
  return lead;
}

/**
 * Changes an enquiry's status and/or the staff member responsible, with one audit line per
 * change (`lead.status_change`, `lead.assign`: before and after); nothing changed writes nothing. Any status may
 * follow any other (a lost enquiry may come back), the server only checks it is one of the five.
 * @throws HttpError 404 unknown enquiry; ValidationError (400, `responsibleId`) for someone who is not an active
 *   admin or operations member.
 */
export async function updateEnquiry(db: Db, actor: AuditActor, id: string, change: EnquiryUpdate, now = new Date()): Promise<Enquiry> {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (change.responsibleId) {
      const member = await findStaffMember(tx, change.responsibleId);
      if (!member || !member.active || !RESPONSIBLE_ROLES.includes(member.role)) {
        throw new ValidationError([{ path: 'responsibleId', message: 'Choose an active admin or operations member' }]);
      }
    }
    const status = change.status ?? lead.status;
    const responsibleId = change.responsibleId === undefined ? lead.assignedStaffId : change.responsibleId;
    if (status === lead.status && responsibleId === lead.assignedStaffId) return;
    await setLeadOutcome(tx, id, { status, assignedStaffId: responsibleId });
    const base = { entityType: 'lead', entityId: id };
    if (status !== lead.status) {
      await recordAudit(
        tx,
        actor,
        {
          ...base,
          action: ENQUIRY_AUDIT_ACTIONS.status,
          before: { reference: lead.reference, status: lead.status },
          after: { reference: lead.reference, status },
        },
        now,
      );
    }
    if (responsibleId !== lead.assignedStaffId) {
      await recordAudit(
        tx,
        actor,
        {
          ...base,
          action: ENQUIRY_AUDIT_ACTIONS.assign,
          before: { reference: lead.reference, responsibleId: lead.assignedStaffId },
          after: { reference: lead.reference, responsibleId },
        },
        now,
      );
    }
  });
  return getEnquiry(db, id);
}

/**
 * Adds a staff member's note to an enquiry (never edited afterwards), audited as `lead.note` with the note.
 * @throws HttpError 404 unknown enquiry.
 */
export async function addEnquiryNote(db: Db, actor: AuditActor, id: string, text: string, now = new Date()): Promise<Enquiry> {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    const note = await insertLeadNote(tx, { leadId: id, staffId: actor.kind === 'staff' ? actor.staffId : null, text, createdAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: ENQUIRY_AUDIT_ACTIONS.note,
        entityType: 'lead',
        entityId: id,
        before: null,
        after: { reference: lead.reference, noteId: note.id, text },
      },
      now,
    );
  });
  return getEnquiry(db, id);
}

/** Active staff who may be made responsible for an enquiry, by name (the page's select). */
export async function responsibleCandidates(db: Db): Promise<{ _id: string; name: string }[]> {
  return activeStaffOfRoles(db, RESPONSIBLE_ROLES);
}
