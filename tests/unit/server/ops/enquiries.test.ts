/**
 * Enquiries in the console on PGlite and PostgreSQL: status new / contacted / quoted / won /
 * lost, the staff member responsible, notes, an audit line for each change (through the API routes), and the
 * migration of the enquiries closed before (0017: `closed` becomes `lost` with a note).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../../lib/contracts/ops';
import type { Enquiry, EnquiryPage, LeadStatus } from '../../../../lib/contracts/opsDesk';
import opsEnquiriesRoute from '../../../../pages/api/ops/enquiries/index';
import opsEnquiryRoute from '../../../../pages/api/ops/enquiries/[id]';
import opsEnquiryNotesRoute from '../../../../pages/api/ops/enquiries/[id]/notes';
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS } from '../../../../server/db/connect';
import * as schema from '../../../../server/db/schema';
import { auditLog, leadNotes, leads, staff, type Lead, type Staff } from '../../../../server/db/schema';
import { addEnquiryNote, listEnquiries, updateEnquiry } from '../../../../server/ops/enquiries';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const NOW = new Date('2026-11-22T10:00:00+05:30');

/** An enquiry row as POST /api/leads stores it. */
const leadRow = (reference: string, createdAt: Date, status: LeadStatus = 'new') => ({
  reference,
  service: 'caterer',
  name: 'Meera Iyer',
  phone: '9876500011',
  eventDate: '2026-12-20',
  guests: 250,
  city: 'noida',
  status,
  createdAt,
});

afterAll(forgetAppDb);

describeEachDatabase('enquiries in the console', (getDb) => {
  let members: Record<StaffRole, Staff>;
  let cookies: Record<StaffRole, string>;
  let first: Lead | undefined;
  let second: Lead | undefined;

  beforeAll(async () => {
    const db = getDb();
    ({ members, cookies } = await staffOfEachRole(db, '91000100'));
    [first, second] = await db
      .insert(leads)
      .values([leadRow('EQ-ENQ001', new Date('2026-11-20T10:00:00Z')), leadRow('EQ-ENQ002', new Date('2026-11-21T10:00:00Z'))])
      .returning();
  });
  beforeEach(() => pointAppAt(getDb()));

  const linesOf = (leadId: string) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, leadId)))
      .orderBy(asc(auditLog.seq));

  it('moves an enquiry through the statuses with an audit line each (who, before, after), and writes none when nothing changes', async () => {
    const moved = await callRoute(opsEnquiryRoute, {
      method: 'PATCH',
      cookie: cookies.operations,
      query: { id: first!.id },
      body: { status: 'contacted' },
    });
    expect(moved.status).toBe(200);
    expect((moved.body.data as Enquiry).status).toBe('contacted');
    await callRoute(opsEnquiryRoute, { method: 'PATCH', cookie: cookies.admin, query: { id: first!.id }, body: { status: 'quoted' } });
    // the same status again: no change, no line
    await callRoute(opsEnquiryRoute, { method: 'PATCH', cookie: cookies.admin, query: { id: first!.id }, body: { status: 'quoted' } });
    const lines = await linesOf(first!.id);
    expect(lines.map((line) => [line.action, line.actorStaffId, line.before?.status, line.after?.status])).toEqual([
      ['lead.status_change', members.operations.id, 'new', 'contacted'],
      ['lead.status_change', members.admin.id, 'contacted', 'quoted'],
    ]);
  });

  it('refuses a status outside new / contacted / quoted / won / lost (400), an unknown enquiry (404), and support (403)', async () => {
    const wrong = await callRoute(opsEnquiryRoute, {
      method: 'PATCH',
      cookie: cookies.admin,
      query: { id: first!.id },
      body: { status: 'closed' },
    });
    expect(wrong.status).toBe(400);
    const unknown = await callRoute(opsEnquiryRoute, {
      method: 'PATCH',
      cookie: cookies.admin,
      query: { id: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e' },
      body: { status: 'won' },
    });
    expect(unknown.status).toBe(404);
    const support = await callRoute(opsEnquiryRoute, {
      method: 'PATCH',
      cookie: cookies.support,
      query: { id: first!.id },
      body: { status: 'won' },
    });
    expect(support.status).toBe(403);
    expect((await getDb().select().from(leads).where(eq(leads.id, first!.id)))[0]!.status).toBe('quoted');
  });

  it('makes an active admin or operations member responsible (audited), never support or a disabled member', async () => {
    const assigned = await callRoute(opsEnquiryRoute, {
      method: 'PATCH',
      cookie: cookies.admin,
      query: { id: second!.id },
      body: { responsibleId: members.operations.id },
    });
    expect(assigned.status).toBe(200);
    expect((assigned.body.data as Enquiry).responsible).toEqual({ _id: members.operations.id, name: 'Olga Ops' });
    const toSupport = await callRoute(opsEnquiryRoute, {
      method: 'PATCH',
      cookie: cookies.admin,
      query: { id: second!.id },
      body: { responsibleId: members.support.id },
    });
    expect(toSupport.status).toBe(400);
    await getDb().update(staff).set({ active: false }).where(eq(staff.id, members.operations.id));
    const disabled = await updateEnquiry(
      getDb(),
      { kind: 'staff', staffId: members.admin.id },
      second!.id,
      { responsibleId: members.admin.id },
      NOW,
    );
    expect(disabled.responsible?._id).toBe(members.admin.id);
    await expect(
      updateEnquiry(getDb(), { kind: 'staff', staffId: members.admin.id }, second!.id, { responsibleId: members.operations.id }, NOW),
    ).rejects.toMatchObject({ status: 400 });
    await getDb().update(staff).set({ active: true }).where(eq(staff.id, members.operations.id));
    const lines = await linesOf(second!.id);
    expect(lines.map((line) => [line.action, line.before?.responsibleId, line.after?.responsibleId])).toEqual([
      ['lead.assign', null, members.operations.id],
      ['lead.assign', members.operations.id, members.admin.id],
    ]);
  });

  it('adds notes, oldest first with their author, each audited, and lists enquiries by status with them', async () => {
    const added = await callRoute(opsEnquiryNotesRoute, {
      method: 'POST',
      cookie: cookies.operations,
      query: { id: second!.id },
      body: { text: 'Called, wants a quote for 250 plates' },
    });
    expect(added.status).toBe(201);
    await addEnquiryNote(getDb(), { kind: 'staff', staffId: members.admin.id }, second!.id, 'Quote sent by e-mail');
    const empty = await callRoute(opsEnquiryNotesRoute, {
      method: 'POST',
      cookie: cookies.admin,
      query: { id: second!.id },
      body: { text: '' },
    });
    expect(empty.status).toBe(400);
    const page = (await listEnquiries(getDb(), { page: 1 }, 'operations')).enquiries.find((e) => e._id === second!.id)!;
    expect(page.notes.map((note) => [note.text, note.author])).toEqual([
      ['Called, wants a quote for 250 plates', 'Olga Ops'],
      ['Quote sent by e-mail', 'Admin'],
    ]);
    const noteLines = (await linesOf(second!.id)).filter((line) => line.action === 'lead.note');
    expect(noteLines.map((line) => [line.actorStaffId, line.after?.text])).toEqual([
      [members.operations.id, 'Called, wants a quote for 250 plates'],
      [members.admin.id, 'Quote sent by e-mail'],
    ]);

    const quoted = await callRoute(opsEnquiriesRoute, { method: 'GET', cookie: cookies.admin, query: { status: 'quoted' } });
    expect((quoted.body.data as EnquiryPage).enquiries.map((e) => e.reference)).toEqual(['EQ-ENQ001']);
    const all = await callRoute(opsEnquiriesRoute, { method: 'GET', cookie: cookies.operations });
    expect((all.body.data as EnquiryPage).enquiries.map((e) => e.reference)).toEqual(['EQ-ENQ002', 'EQ-ENQ001']);
    // support reads the enquiries with phones masked to their last 4 digits (and may change none: 403 above)
    expect((all.body.data as EnquiryPage).enquiries[0]!.phone).toMatch(/^\d{10}$/);
    const asSupport = await callRoute(opsEnquiriesRoute, { method: 'GET', cookie: cookies.support });
    expect(asSupport.status).toBe(200);
    const supportRows = (asSupport.body.data as EnquiryPage).enquiries;
    expect(supportRows.map((e) => e.reference)).toEqual(['EQ-ENQ002', 'EQ-ENQ001']);
    for (const row of supportRows) expect(row.phone).toMatch(/^•{6}\d{4}$/);
    expect(JSON.stringify(supportRows)).not.toContain((all.body.data as EnquiryPage).enquiries[0]!.phone);
  });

  it('refuses a status outside the five in the database itself', async () => {
    // 'closed' is not a LeadStatus: the cast gets it past the type checker so that the database's own check refuses it
    await expect(
      getDb()
        .insert(leads)
        .values(leadRow('EQ-ENQ009', NOW, 'closed' as LeadStatus)),
    ).rejects.toThrow();
  });
});

describe('migration 0017: enquiries closed before outcomes were kept', () => {
  let folder = '';
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('become lost with a note of the system; new and contacted ones stay', async () => {
    // the migrations up to 0016, as a database had them before this change
    folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag.startsWith('0017_'));
    expect(before).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));

    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzle({ client, schema });
    try {
      await migrate(db, { migrationsFolder: folder });
      await client.query(
        `insert into leads (reference, service, name, phone, event_date, guests, city, status) values
         ('EQ-OLD001', 'bulk', 'A', '9876500001', '2026-12-01', 150, 'noida', 'closed'),
         ('EQ-OLD002', 'bulk', 'B', '9876500002', '2026-12-01', 150, 'noida', 'contacted'),
         ('EQ-OLD003', 'bulk', 'C', '9876500003', '2026-12-01', 150, 'noida', 'new')`,
      );
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await db.select({ reference: leads.reference, status: leads.status }).from(leads).orderBy(asc(leads.reference));
      expect(rows).toEqual([
        { reference: 'EQ-OLD001', status: 'lost' },
        { reference: 'EQ-OLD002', status: 'contacted' },
        { reference: 'EQ-OLD003', status: 'new' },
      ]);
      const notes = await db.select().from(leadNotes);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.staffId).toBeNull();
      expect(notes[0]!.text).toMatch(/not known/);
    } finally {
      await client.close();
    }
  });
});
