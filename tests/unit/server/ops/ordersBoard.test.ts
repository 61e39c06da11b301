/**
 * The console's orders board and order page, on PGlite and PostgreSQL: the board's
 * filters, exact search, server-side paging and sorting, the CSV export (escaping, formula injection, cap), the
 * order view (provider choices, what the status machine allows) and staff notes with their audit lines.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { schemaOpsOrderQuery, schemaOpsOrderView, type OpsOrderPage, type OpsOrderView } from '../../../../lib/contracts/opsOrders';
import opsOrderOneRoute from '../../../../pages/api/ops/orders/[id]';
import opsOrderNotesRoute from '../../../../pages/api/ops/orders/[id]/notes';
import opsOrderExportRoute from '../../../../pages/api/ops/orders/export';
import opsOrdersRoute from '../../../../pages/api/ops/orders/index';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { ensureOrderRoom } from '../../../../server/chat/rooms';
import { auditLog, orders, users, type Order, type Staff } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { exportOpsOrders, listOpsOrders } from '../../../../server/ops/ordersBoard';
import { addOrderNote, opsOrderView } from '../../../../server/ops/ordersView';
import { createStaff, makeAdmin } from '../../../../server/ops/staff';
import { type ApiRoute, callRoute } from '../../../helpers/apiResponse';
import { makeAvailableProvider, makeOrder, makeProvider, NOIDA_ADDRESS } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Calls a route as Next would (same-origin), with a JSON body already read (`{}` for a body-less change). */
const call = (
  route: ApiRoute,
  { method = 'GET', cookie, query = {}, body }: { method?: string; cookie: string; query?: Record<string, string>; body?: unknown },
) =>
  callRoute(route, {
    method,
    headers: { host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', cookie },
    query,
    body: body ?? (method === 'GET' ? undefined : {}),
    ip: '198.51.100.7',
  });

const GURUGRAM_ADDRESS = { ...NOIDA_ADDRESS, pincode: '122002', city: 'Gurugram', citySlug: 'gurugram', locality: 'DLF Phase 3' };
const query = (input: Record<string, string> = {}) => schemaOpsOrderQuery.parse(input);

afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase('the orders board and order page', (getDb) => {
  let admin: Staff;
  let support: Staff;
  let cookie = '';
  /** An operations member's session: exports are for admins and operations (support gets masked phones, no export). */
  let opsCookie = '';
  const made = {} as Record<'chefA' | 'chefB' | 'decoration' | 'photo' | 'cancelled', Order>;

  beforeAll(async () => {
    const db = getDb();
    admin = (await makeAdmin(db, { phone: '9100000101', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    support = await createStaff(db, { kind: 'staff', staffId: admin.id }, { phone: '9100000103', name: 'Sunil Support', role: 'support' });
    cookie = `ops_session=${(await createConsoleSession(db, 'staff', support.id)).token}`;
    const operations = await createStaff(
      db,
      { kind: 'staff', staffId: admin.id },
      { phone: '9100000102', name: 'Olga Ops', role: 'operations' },
    );
    opsCookie = `ops_session=${(await createConsoleSession(db, 'staff', operations.id)).token}`;
    made.chefA = await makeOrder(db, { eventDate: '2026-11-23', customerPhone: '9811100001' });
    made.chefB = await makeOrder(db, { eventDate: '2026-11-25', status: ORDER_STATUS.ACCEPTED, customerPhone: '9811100002' });
    made.decoration = await makeOrder(db, {
      orderType: ORDER_TYPE.DECORATION,
      eventDate: '2026-11-24',
      address: GURUGRAM_ADDRESS,
      customerPhone: '9811100001',
    });
    made.photo = await makeOrder(db, { orderType: ORDER_TYPE.PHOTOGRAPHY, eventDate: '2026-11-26', customerPhone: '9811100003' });
    made.cancelled = await makeOrder(db, { eventDate: '2026-11-27', status: ORDER_STATUS.CANCELLED, customerPhone: '9811100004' });
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, made.chefB.id));
    // items as a booking stores them (the order view's contract needs their ids)
    await db.update(orders).set({ items: [{ _id: 'dish-1', name: 'Paneer Tikka', price: 250 }] });
    // a customer whose name a spreadsheet would run as a formula, with a quote in it
    await db.update(users).set({ name: '=HYPERLINK("http://evil.example","x")' }).where(eq(users.phone, '9811100003'));
  });
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  const numbers = (page: OpsOrderPage) => page.rows.map((row) => row.orderNumber).sort();
  const numbersOf = (...keys: (keyof typeof made)[]) => keys.map((key) => made[key].orderNumber).sort();

  it('filters by service, status, payment status, city and slot days', async () => {
    const db = getDb();
    expect(numbers(await listOpsOrders(db, query({ service: 'decoration' }), 'admin'))).toEqual(numbersOf('decoration'));
    expect(numbers(await listOpsOrders(db, query({ status: String(ORDER_STATUS.ACCEPTED) }), 'admin'))).toEqual(numbersOf('chefB'));
    expect(numbers(await listOpsOrders(db, query({ paymentStatus: 'paid' }), 'admin'))).toEqual(numbersOf('chefB'));
    expect(numbers(await listOpsOrders(db, query({ city: 'gurugram' }), 'admin'))).toEqual(numbersOf('decoration'));
    expect(numbers(await listOpsOrders(db, query({ from: '2026-11-24', to: '2026-11-25' }), 'admin'))).toEqual(
      numbersOf('decoration', 'chefB'),
    );
    expect(numbers(await listOpsOrders(db, query({ service: 'chef', city: 'noida', from: '2026-11-24' }), 'admin'))).toEqual(
      numbersOf('chefB', 'cancelled'),
    );
    const [row] = (await listOpsOrders(db, query({ service: 'decoration' }), 'admin')).rows;
    expect(row).toMatchObject({ service: 'decoration', city: 'Gurugram', customerPhone: '9811100001', total: 700, amountPaid: 140 });
  });

  it('searches by order number or a whole phone number only, exactly', async () => {
    const db = getDb();
    expect(numbers(await listOpsOrders(db, query({ q: made.photo.orderNumber.toLowerCase() }), 'admin'))).toEqual(numbersOf('photo'));
    expect(numbers(await listOpsOrders(db, query({ q: '+91 98111 00001' }), 'admin'))).toEqual(numbersOf('chefA', 'decoration'));
    expect(numbers(await listOpsOrders(db, query({ q: '9811100009' }), 'admin'))).toEqual([]);
    // a fragment of a phone is no search (never a LIKE scan): 400 through the API
    const fragment = await call(opsOrdersRoute, { cookie, query: { q: '98111' } });
    expect(fragment.status).toBe(400);
    expect(fragment.json.message).toBeTruthy();
  });

  it('pages and sorts on the server, at most 100 rows a page', async () => {
    const db = getDb();
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push(await listOpsOrders(db, query({ pageSize: '2', page: String(page), sort: 'orderNumber', dir: 'asc' }), 'admin'));
    }
    expect(pages.map((p) => p.rows.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    const all = pages.flatMap((p) => p.rows.map((row) => row.orderNumber));
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(5);
    const byDate = await listOpsOrders(db, query({ sort: 'eventDate', dir: 'desc' }), 'admin');
    expect(byDate.rows.map((row) => row.eventDate)).toEqual(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23']);
    const answer = await call(opsOrdersRoute, { cookie, query: { pageSize: '2', sort: 'eventDate', dir: 'asc' } });
    expect(answer.status).toBe(200);
    expect((answer.json.data as OpsOrderPage).rows.map((row) => row.orderNumber)).toEqual([
      made.chefA.orderNumber,
      made.decoration.orderNumber,
    ]);
    expect((await call(opsOrdersRoute, { cookie, query: { pageSize: '101' } })).status).toBe(400);
  });

  it('exports the filter as a CSV attachment with every matching row, quoted and defused against formulas', async () => {
    const answer = await call(opsOrderExportRoute, { cookie: opsCookie, query: { service: 'photography' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const lines = answer.raw!.split('\r\n');
    expect(lines[0]).toMatch(/^"Order number","Service","Status"/);
    expect(lines.slice(1, -1)).toHaveLength(1);
    expect(lines[1]).toContain(`"${made.photo.orderNumber}"`);
    expect(lines[1]).toContain('"9811100003"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines.at(-1)).toBe('');

    const everything = await call(opsOrderExportRoute, { cookie: opsCookie });
    expect(everything.raw!.split('\r\n').slice(1, -1)).toHaveLength(5);
    expect(everything.headers['x-export-capped']).toBe('false');
    expect((await call(opsOrderExportRoute, { cookie: opsCookie, query: { q: '123' } })).status).toBe(400);

    const capped = await exportOpsOrders(getDb(), query({}), 2);
    let text = '';
    for await (const chunk of capped.chunks) text += chunk;
    expect([capped.total, capped.capped, text.split('\r\n').length - 2]).toEqual([5, true, 2]);
  });

  it('support sees masked phones on the board and cannot export; every export is audited with its filter and row count', async () => {
    const db = getDb();
    const board = await call(opsOrdersRoute, { cookie, query: { service: 'photography' } });
    expect(board.status).toBe(200);
    expect((board.json.data as OpsOrderPage).rows.map((row) => row.customerPhone)).toEqual(['••••••0003']);
    // a search by the whole number still finds the order
    expect((await call(opsOrdersRoute, { cookie, query: { q: '9811100003' } })).json.data).toMatchObject({ total: 1 });
    const opsBoard = await call(opsOrdersRoute, { cookie: opsCookie, query: { service: 'photography' } });
    expect((opsBoard.json.data as OpsOrderPage).rows.map((row) => row.customerPhone)).toEqual(['9811100003']);

    const refused = await call(opsOrderExportRoute, { cookie, query: { service: 'photography' } });
    expect(refused.status).toBe(403);
    expect(refused.raw ?? '').not.toContain('9811100003');

    const exportLines = () => db.select().from(auditLog).where(eq(auditLog.action, 'orders.export')).orderBy(auditLog.seq);
    const before = (await exportLines()).length;
    const answer = await call(opsOrderExportRoute, { cookie: opsCookie, query: { service: 'chef', city: 'noida' } });
    expect(answer.status).toBe(200);
    const lines = (await exportLines()).slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorKind: 'staff',
      entityType: 'export',
      entityId: 'orders',
      before: null,
      after: { filter: { service: 'chef', city: 'noida' }, rows: 3, total: 3, capped: false },
    });
    // a search by phone is kept in the audit line masked to its last 4 digits, never the whole number
    const byPhone = await call(opsOrderExportRoute, { cookie: opsCookie, query: { q: '+91 98111 00003' } });
    expect(byPhone.status).toBe(200);
    const [phoneLine] = (await exportLines()).slice(before + 1);
    expect(phoneLine?.after).toMatchObject({ filter: { q: { kind: 'phone', value: '••••••0003' } }, rows: 1 });
    expect(JSON.stringify(phoneLine)).not.toContain('9811100003');
  });

  it('shows an order with its customer, timeline and who may be assigned, and what the status machine allows', async () => {
    const db = getDb();
    const chef = await makeProvider(db, { name: 'Anil Noida Chef' });
    await makeProvider(db, { name: 'Gopal Gurugram Chef', cities: ['gurugram'] });
    await makeProvider(db, { name: 'Dev Decorator', services: ['decoration'] });
    const inactive = await makeProvider(db, { name: 'Ina Inactive' });
    const { deactivateProvider } = await import('../../../../server/providers/directory');
    await deactivateProvider(db, inactive.id, { now: new Date(), actor: { kind: 'system' } });

    const view = await opsOrderView(db, made.chefA.id, 'admin', new Date('2026-11-21T10:00:00+05:30'));
    expect(view.customer).toEqual({ name: NOIDA_ADDRESS.name, phone: '9811100001' });
    expect(view.order.address).toMatchObject({ line1: NOIDA_ADDRESS.line1, pincode: '201309' });
    expect(view.order.bill.total).toBe(700);
    expect(view.order.history.length).toBeGreaterThan(0);
    expect(view.providerChoices.map((p) => [p.name, p.unavailable])).toEqual([['Anil Noida Chef', 'No working hours set']]);
    expect(view.providerChoices[0]!._id).toBe(chef.id);
    // the picker lists first those free for the job, then the others greyed with the reason
    const free = await makeAvailableProvider(db, { name: 'Zoya Noida Chef' });
    const withFree = await opsOrderView(db, made.chefA.id, 'admin', new Date('2026-11-21T10:00:00+05:30'));
    expect(withFree.providerChoices.map((p) => [p._id, p.unavailable])).toEqual([
      [free.id, null],
      [chef.id, 'No working hours set'],
    ]);
    expect(view).toMatchObject({ canAssign: true, provider: null, refundable: 140, unpaid: 560, photography: false });
    // booked and paid: accepting is the assignment and cancelling its own action; a paid order never expires
    // the steps are the page's one source of what may happen next: no plain status list, no separate cancellation
    expect(view).not.toHaveProperty('nextStatuses');
    expect(view).not.toHaveProperty('cancellation');
    expect(Object.keys(schemaOpsOrderView.shape)).not.toContain('nextStatuses');
    expect(Object.keys(schemaOpsOrderView.shape)).not.toContain('cancellation');
    // the steps the machine offers, each with its money consequence
    expect(view.steps.map((s) => [s.step, s.refund])).toEqual([
      ['cancel_ours', 140],
      ['cancel_customer', 140],
    ]);
    expect(view.steps[0]!.consequence).toBe(
      'Refund ₹140 of ₹140 paid to the customer: a cancellation on our side refunds everything paid.',
    );
    // a cancellation on our side: everything paid comes back
    expect(view.steps.find((s) => s.step === 'cancel_ours')?.refund).toBe(140);

    const cancelled = await opsOrderView(db, made.cancelled.id, 'admin');
    expect(cancelled).toMatchObject({ canAssign: false, steps: [] });
    expect((await opsOrderView(db, made.photo.id, 'admin')).photography).toBe(true);

    // No chat room before a provider is assigned; then the order room's id, the same at every read
    expect(view.chatRoomId).toBeNull();
    await db.update(orders).set({ providerId: chef.id }).where(eq(orders.id, made.chefB.id));
    const assigned = await opsOrderView(db, made.chefB.id, 'admin');
    expect(assigned.chatRoomId).toEqual((await ensureOrderRoom(db, made.chefB)).id);
    expect((await opsOrderView(db, made.chefB.id, 'admin')).chatRoomId).toBe(assigned.chatRoomId);

    const answer = await call(opsOrderOneRoute, { cookie, query: { id: made.chefA.id } });
    expect(answer.status).toBe(200);
    // support sees the customer's phone masked on the order page as on the board; operations see it whole
    expect((answer.json.data as OpsOrderView).customer.phone).toBe('••••••0001');
    expect(answer.raw ?? JSON.stringify(answer.json)).not.toContain('9811100001');
    const forOps = await call(opsOrderOneRoute, { cookie: opsCookie, query: { id: made.chefA.id } });
    expect((forOps.json.data as OpsOrderView).customer.phone).toBe('9811100001');
    expect((await call(opsOrderOneRoute, { cookie, query: { id: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e' } })).status).toBe(404);
  });

  it('adds staff notes (1-2000 characters) with an audit line naming the writer', async () => {
    const db = getDb();
    const added = await call(opsOrderNotesRoute, {
      method: 'POST',
      cookie,
      query: { id: made.chefB.id },
      body: { text: 'Customer asked for a call\nbefore 6 pm' },
    });
    expect(added.status, added.json.message).toBe(201);
    expect(added.json.data).toMatchObject([{ text: 'Customer asked for a call\nbefore 6 pm', staffName: 'Sunil Support' }]);
    const notes = await addOrderNote(db, { orderId: made.chefB.id, staffId: admin.id, text: 'Called back' });
    expect(notes.map((n) => n.text)).toEqual(['Customer asked for a call\nbefore 6 pm', 'Called back']);
    for (const text of ['', ' ', 'x'.repeat(2001)]) {
      expect((await call(opsOrderNotesRoute, { method: 'POST', cookie, query: { id: made.chefB.id }, body: { text } })).status).toBe(400);
    }
    expect(
      (
        await call(opsOrderNotesRoute, {
          method: 'POST',
          cookie,
          query: { id: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e' },
          body: { text: 'hi' },
        })
      ).status,
    ).toBe(404);
    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.chefB.id), eq(auditLog.action, 'order.note_add')))
      .orderBy(auditLog.seq);
    expect(lines.map((line) => [line.actorKind, line.actorStaffId, (line.after as { length: number }).length])).toEqual([
      ['staff', support.id, 37],
      ['staff', admin.id, 11],
    ]);
    expect((await opsOrderView(db, made.chefB.id, 'admin')).notes).toHaveLength(2);
  });
});
