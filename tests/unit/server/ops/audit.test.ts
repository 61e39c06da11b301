/**
 * The audit log as the console reads it on PGlite and PostgreSQL: lines name what they are about
 * (order numbers, staff and provider names, enquiry references; customers' phones masked), the ids inside a line's
 * snapshots are named, it filters by order number, and its actor filter and list include providers.
 */
import { beforeAll, expect, it } from 'vitest';
import { schemaAuditPage, schemaAuditQuery } from '../../../../lib/contracts/ops';
import { leads, outbox, type Order, type Provider, type Staff } from '../../../../server/db/schema';
import { auditActors, listAudit, recordAudit, SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { createStaff } from '../../../../server/ops/staff';
import { makeOrder, makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase('the audit log, readable', (getDb) => {
  let olga: Staff;
  let ramesh: Provider;
  let order: Order;
  let other: Order;
  let leadId: string;
  let outboxId: string;

  beforeAll(async () => {
    const db = getDb();
    olga = await createStaff(db, SYSTEM_ACTOR, { phone: '9100003201', name: 'Olga Ops', role: 'operations' });
    ramesh = await makeProvider(db, { name: 'Ramesh Kumar' });
    order = await makeOrder(db, { customerPhone: '9811132001' });
    other = await makeOrder(db, { customerPhone: '9811132002' });
    const [lead] = await db
      .insert(leads)
      .values({
        reference: 'EQ-AUD001',
        service: 'bulk',
        name: 'Meera Iyer',
        phone: '9876532001',
        eventDate: '2026-12-20',
        guests: 80,
        city: 'noida',
      })
      .returning();
    leadId = lead!.id;
    const [message] = await db
      .insert(outbox)
      .values({ channel: 'sms', provider: 'fast2sms', recipient: '9811132001', template: 'provider_assigned', status: 'failed' })
      .returning();
    outboxId = message!.id;

    const staffActor = { kind: 'staff' as const, staffId: olga.id };
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 5, minute));
    await recordAudit(
      db,
      staffActor,
      {
        action: 'order.provider_assign',
        entityType: 'order',
        entityId: order.id,
        before: { orderNumber: order.orderNumber, providerId: null },
        after: { orderNumber: order.orderNumber, providerId: ramesh.id },
      },
      at(1),
    );
    await recordAudit(
      db,
      { kind: 'provider', providerId: ramesh.id },
      { action: 'job.accept', entityType: 'order', entityId: order.id, before: null, after: { accepted: true } },
      at(2),
    );
    await recordAudit(
      db,
      staffActor,
      { action: 'order.note_add', entityType: 'order', entityId: other.id, before: null, after: { length: 4 } },
      at(3),
    );
    await recordAudit(
      db,
      staffActor,
      { action: 'lead.assign', entityType: 'lead', entityId: leadId, before: { responsibleId: null }, after: { responsibleId: olga.id } },
      at(4),
    );
    await recordAudit(
      db,
      staffActor,
      { action: 'message.retry', entityType: 'outbox', entityId: outboxId, before: null, after: null },
      at(5),
    );
  });

  it('names what each line is about and who is inside its snapshots; customers’ phones stay masked', async () => {
    const page = await listAudit(getDb(), schemaAuditQuery.parse({}));
    expect(schemaAuditPage.parse(page)).toEqual(page);
    const line = (action: string) => page.entries.find((entry) => entry.action === action)!;

    expect(line('order.provider_assign')).toMatchObject({
      actorName: 'Olga Ops',
      entityType: 'order',
      entityId: order.id,
      entityLabel: order.orderNumber,
      names: { [ramesh.id]: 'Ramesh Kumar' },
    });
    expect(line('job.accept')).toMatchObject({ actorKind: 'provider', actorName: 'Ramesh Kumar', entityLabel: order.orderNumber });
    expect(line('lead.assign')).toMatchObject({ entityLabel: 'EQ-AUD001', names: { [olga.id]: 'Olga Ops' } });
    expect(line('message.retry').entityLabel).toBe('sms provider_assigned to ••••••2001');
    expect(line('provider.create')).toMatchObject({ actorName: 'System', entityLabel: 'Ramesh Kumar' });
    expect(line('staff.create')).toMatchObject({ entityLabel: 'Olga Ops' });
    expect(JSON.stringify(page)).not.toContain('9811132001');
    expect(JSON.stringify(page)).not.toContain('9876532001');
  });

  it('filters by order number (any case), and by a provider or any provider as the actor', async () => {
    const db = getDb();
    const byOrder = await listAudit(db, schemaAuditQuery.parse({ order: order.orderNumber.toLowerCase() }));
    expect(byOrder.entries.map((entry) => entry.action)).toEqual(['job.accept', 'order.provider_assign']);
    expect((await listAudit(db, schemaAuditQuery.parse({ order: 'PS-ZZZZZZ' }))).total).toBe(0);
    expect(schemaAuditQuery.safeParse({ order: '12345' }).success).toBe(false);

    const byRamesh = await listAudit(db, schemaAuditQuery.parse({ actor: ramesh.id }));
    expect(byRamesh.entries.map((entry) => entry.action)).toEqual(['job.accept']);
    const anyProvider = await listAudit(db, schemaAuditQuery.parse({ actor: 'provider' }));
    expect(anyProvider.entries.map((entry) => [entry.action, entry.actorName])).toEqual([['job.accept', 'Ramesh Kumar']]);
  });

  it('offers staff and providers as actors to filter by', async () => {
    const actors = await auditActors(getDb());
    expect(actors).toEqual(
      expect.arrayContaining([
        { id: olga.id, name: 'Olga Ops', kind: 'staff' },
        { id: ramesh.id, name: 'Ramesh Kumar', kind: 'provider' },
      ]),
    );
  });
});
