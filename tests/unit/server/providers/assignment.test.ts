import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus } from '../../../../lib/constants';
import { assignmentStatus } from '../../../../lib/orders';
import { jobs, orders, outbox } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { SYSTEM_ACTOR, type AuditActor } from '../../../../server/audit/audit';
import { createStaff, makeAdmin } from '../../../../server/ops/staff';
import { listOrderNotes } from '../../../../server/ops/ordersView';
import { listStatusHistory } from '../../../../server/orders/repository';
import { acceptJob } from '../../../../server/providers/assignedJobs';
import { assignProvider, declineAssignment, PROVIDER_DECLINE_NOTE } from '../../../../server/providers/assignment';
import { providerJobHandlers } from '../../../../server/providers/jobs';
import { updateProvider } from '../../../../server/providers/directory';
import { BEFORE, NOIDA_ADDRESS, makeAvailableProvider, makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Assigning providers to orders, the double-booking check and a provider's decline. */

/** The operations member who assigns (a real staff row: audit lines reference it); set per database below. */
let STAFF: AuditActor = { kind: 'api_key' };
const ALL_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);
/** The providers of these tests: chefs in Noida, so a Bengaluru pincode of a test's own has only its providers. */
const NOIDA_CHEF = { services: ['chef'], cities: ['noida'] } as const;

/** A Bengaluru address at `pincode`: the Noida providers of the other tests do not serve it. */
const bengaluruAddress = (pincode: string) => ({
  ...NOIDA_ADDRESS,
  pincode,
  city: 'Bengaluru',
  citySlug: 'bengaluru',
  locality: 'MG Road',
});

const assign = (db: Db, orderId: string, providerId: string, now = BEFORE) =>
  assignProvider(db, { orderId, providerId, actor: STAFF, now });
const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const assignedJobs = (db: Db, orderId: string) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.name, 'notify.provider_assigned'))
    .then((rows) => rows.filter((job) => (job.payload as { orderId?: string }).orderId === orderId));

describeEachDatabase('provider assignment', (getDb) => {
  beforeAll(async () => {
    const admin = (await makeAdmin(getDb(), { phone: '9100000101', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    const member = await createStaff(
      getDb(),
      { kind: 'staff', staffId: admin.id },
      { phone: '9100000102', name: 'Olga Ops', role: 'operations' },
    );
    STAFF = { kind: 'staff', staffId: member.id };
  });

  it('assigns a booked order: accepted, provider and executor set, history says so, a notification job is queued', async () => {
    const provider = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Ramesh Kumar' });
    const order = await makeOrder(getDb());
    const result = await assign(getDb(), order.id, provider.id);
    expect(result).toMatchObject({
      changed: true,
      actor: STAFF,
      before: { status: ORDER_STATUS.BOOKED, providerId: null },
      after: { status: ORDER_STATUS.ACCEPTED, providerId: provider.id },
    });
    const row = await orderRow(getDb(), order.id);
    expect(row).toMatchObject({
      status: ORDER_STATUS.ACCEPTED,
      providerId: provider.id,
      executor: { name: 'Ramesh Kumar', phone: provider.phone },
    });
    expect((await listStatusHistory(getDb(), order.id)).map((h) => [h.status, h.note])).toEqual([
      [ORDER_STATUS.BOOKED, 'Order booked'],
      [ORDER_STATUS.ACCEPTED, 'Provider assigned'],
    ]);
    const queued = await assignedJobs(getDb(), order.id);
    expect(queued.map((job) => job.payload)).toEqual([{ orderId: order.id, providerId: provider.id }]);
    // the same provider again changes nothing and tells nobody
    expect((await assign(getDb(), order.id, provider.id)).changed).toBe(false);
    expect(await assignedJobs(getDb(), order.id)).toHaveLength(1);
  });

  it("tells the provider the date, slot, service and area of the offer, and the customer the provider's first name once they accept, never the customer's phone", async () => {
    const customerPhone = nextPhone('88');
    const provider = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Ramesh Kumar' });
    const order = await makeOrder(getDb(), { customerPhone });
    await assign(getDb(), order.id, provider.id);
    await providerJobHandlers()['notify.provider_assigned']!(getDb(), { orderId: order.id, providerId: provider.id }, BEFORE);
    const customerMessages = () =>
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `+91${customerPhone}`));
    // an offer may still lapse: the customer hears nothing yet
    expect(await customerMessages()).toEqual([]);
    await acceptJob(getDb(), { orderId: order.id, providerId: provider.id, now: BEFORE });
    const accepted = (await getDb().select().from(jobs).where(eq(jobs.name, 'notify.provider_accepted'))).filter(
      (job) => (job.payload as { orderId?: string }).orderId === order.id,
    );
    expect(accepted.map((job) => job.payload)).toEqual([{ orderId: order.id, providerId: provider.id }]);
    await providerJobHandlers()['notify.provider_accepted']!(getDb(), accepted[0]!.payload, BEFORE);
    const toCustomer = await customerMessages();
    const toProvider = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+91${provider.phone}`));
    expect(toCustomer.map((m) => [m.channel, m.template, m.payload])).toEqual([
      ['whatsapp', 'provider_assigned', { orderId: order.id, orderNumber: order.orderNumber, providerFirstName: 'Ramesh', language: 'en' }],
    ]);
    expect(toProvider.map((m) => [m.channel, m.template, m.payload])).toEqual([
      ['whatsapp', 'job_assigned', { orderId: order.id, orderNumber: order.orderNumber, providerId: provider.id, language: 'en' }],
    ]);
    expect(JSON.stringify(toProvider)).not.toContain(customerPhone);
    expect(JSON.stringify(toCustomer)).not.toContain(provider.phone);
  });

  it("reassigns an accepted order: it stays accepted, the executor follows, the old provider's queued message is dropped", async () => {
    const first = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Ramesh Kumar' });
    const second = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Suresh Patel' });
    const order = await makeOrder(getDb());
    await assign(getDb(), order.id, first.id);
    const result = await assign(getDb(), order.id, second.id);
    expect(result).toMatchObject({
      before: { status: ORDER_STATUS.ACCEPTED, providerId: first.id },
      after: { status: ORDER_STATUS.ACCEPTED, providerId: second.id },
    });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.ACCEPTED, executor: { name: 'Suresh Patel' } });
    expect((await listStatusHistory(getDb(), order.id)).at(-1)?.note).toBe('Provider changed');
    // the first assignment's message runs late: the order has another provider now, nobody is told of it
    await providerJobHandlers()['notify.provider_assigned']!(getDb(), { orderId: order.id, providerId: first.id }, BEFORE);
    expect(
      await getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `+91${first.phone}`)),
    ).toEqual([]);
    // the first provider is told the job went to someone else (queued with the reassignment), without the customer
    const unassigned = (await getDb().select().from(jobs).where(eq(jobs.name, 'notify.provider_unassigned'))).filter(
      (job) => (job.payload as { orderId?: string }).orderId === order.id,
    );
    expect(unassigned.map((job) => job.payload)).toEqual([{ orderId: order.id, providerId: first.id }]);
    await providerJobHandlers()['notify.provider_unassigned']!(getDb(), { orderId: order.id, providerId: first.id }, BEFORE);
    const toFirst = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+91${first.phone}`));
    expect(toFirst.map((m) => [m.template, m.payload])).toEqual([
      ['job_unassigned', { orderId: order.id, orderNumber: order.orderNumber, providerId: first.id, language: 'en' }],
    ]);
  });

  it("copies a provider's new name or phone to the executor of their live jobs, not to finished ones", async () => {
    const provider = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Ramesh Kumar' });
    const live = await makeOrder(getDb(), { eventDate: '2026-12-20' });
    const done = await makeOrder(getDb(), { eventDate: '2026-12-21' });
    await assign(getDb(), live.id, provider.id);
    await assign(getDb(), done.id, provider.id);
    await getDb().update(orders).set({ status: ORDER_STATUS.COMPLETED }).where(eq(orders.id, done.id));
    const phone = nextPhone();
    await updateProvider(getDb(), provider.id, { name: 'Ramesh K', phone }, { now: BEFORE, actor: SYSTEM_ACTOR });
    expect((await orderRow(getDb(), live.id)).executor).toEqual({ name: 'Ramesh K', phone });
    expect((await orderRow(getDb(), done.id)).executor).toEqual({ name: 'Ramesh Kumar', phone: provider.phone });
  });

  it('refuses with 400 on providerId an inactive provider, one without the service, one outside the city or pincode, an unknown one', async () => {
    const order = await makeOrder(getDb());
    const inactive = await makeProvider(getDb(), { active: false });
    const photographer = await makeProvider(getDb(), { services: ['photography'] });
    const delhi = await makeProvider(getDb(), { cities: ['delhi'] });
    const byPincode = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, cities: [], pincodes: ['201309'] });
    for (const [provider, message] of [
      [inactive, 'This provider is inactive'],
      [photographer, 'This provider does not offer Chef for Party'],
      [delhi, 'This provider does not work in Noida'],
    ] as const) {
      const error = await rejection(assign(getDb(), order.id, provider.id));
      expect([error.status, error.options.errors]).toEqual([400, [{ path: 'providerId', message }]]);
    }
    const unknown = await rejection(assign(getDb(), order.id, '00000000-0000-4000-8000-000000000000'));
    expect([unknown.status, unknown.options.errors?.[0]?.path]).toEqual([400, 'providerId']);
    expect((await orderRow(getDb(), order.id)).status).toBe(ORDER_STATUS.BOOKED);
    // a provider listing the order's pincode (not its city) serves it
    expect((await assign(getDb(), order.id, byPincode.id)).changed).toBe(true);
    // deactivated after being assigned: a reassignment to them is refused
    await updateProvider(getDb(), delhi.id, { cities: ['noida'], active: false }, { now: BEFORE, actor: SYSTEM_ACTOR });
    expect((await rejection(assign(getDb(), order.id, delhi.id))).status).toBe(400);
  });

  it.each(ALL_STATUSES)('from status %i assigns exactly where the machine allows it, else 409 naming both states', async (status) => {
    const provider = await makeAvailableProvider(getDb(), NOIDA_CHEF);
    const order = await makeOrder(getDb(), { status, eventDate: '2026-12-0' + (1 + ALL_STATUSES.indexOf(status)) });
    const target = assignmentStatus(status);
    if (target === null) {
      const error = await rejection(assign(getDb(), order.id, provider.id));
      expect(error.status).toBe(409);
      expect(error.message).toMatch(/^An order cannot go from [A-Za-z ]+ to Accepted\.$/);
      expect((await orderRow(getDb(), order.id)).status).toBe(status);
    } else {
      expect((await assign(getDb(), order.id, provider.id)).after.status).toBe(target);
    }
  });

  it('refuses an order past its time (a paid one never expires, but takes no provider 12 hours after its start) and an unknown order (404)', async () => {
    const provider = await makeAvailableProvider(getDb(), NOIDA_CHEF);
    const order = await makeOrder(getDb(), { eventDate: '2026-11-23', slot: '07-08' });
    const late = await rejection(assign(getDb(), order.id, provider.id, new Date('2026-11-23T20:00:01+05:30')));
    expect([late.status, late.message]).toEqual([
      409,
      "This order's slot started more than 12 hours ago: it can no longer take a provider.",
    ]);
    expect((await rejection(assign(getDb(), '00000000-0000-4000-8000-000000000000', provider.id))).status).toBe(404);
  });

  it("refuses double-booking a provider for overlapping jobs (a chef's stay from the dishes ordered), naming the clashing order; jobs apart are fine", async () => {
    const provider = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, services: ['chef', 'decoration', 'photography'] });
    // a one-dish chef at 19-20 cooks until 21:30 (and travels until 22:15: lib/capacity TRAVEL_BUFFER_MINUTES)
    const dinner = await makeOrder(getDb(), { eventDate: '2026-11-25', slot: '19-20' });
    await assign(getDb(), dinner.id, provider.id);
    const overlapping = await makeOrder(getDb(), { orderType: ORDER_TYPE.DECORATION, eventDate: '2026-11-25', slot: '19-22' });
    const clash = await rejection(assign(getDb(), overlapping.id, provider.id));
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(
      `This provider already has order ${dinner.orderNumber} from 25 Nov 2026, 7:00 PM to 25 Nov 2026, 9:30 PM, which overlaps this one.`,
    );
    // a photography shoot from 07:00 the next morning (slot 07-08 + 4 hours) starts after the dinner ends
    const morning = await makeOrder(getDb(), {
      orderType: ORDER_TYPE.PHOTOGRAPHY,
      eventDate: '2026-11-26',
      slot: '07-08',
      details: { hours: 4, extraHours: 0 },
    });
    expect((await assign(getDb(), morning.id, provider.id)).changed).toBe(true);
    // a decoration of 13-16 is done, travel included, before the dinner starts
    const before = await makeOrder(getDb(), { orderType: ORDER_TYPE.DECORATION, eventDate: '2026-11-25', slot: '13-16' });
    expect((await assign(getDb(), before.id, provider.id)).changed).toBe(true);
    // a decline frees the time: the clashing order can then be assigned
    await declineAssignment(getDb(), { orderId: dinner.id, providerId: provider.id, reason: 'Family emergency', now: BEFORE });
    expect((await assign(getDb(), overlapping.id, provider.id)).changed).toBe(true);
  });

  it('of 20 concurrent assignments of one provider to overlapping orders, exactly one succeeds', async () => {
    const provider = await makeAvailableProvider(getDb(), NOIDA_CHEF);
    // one-dish chef jobs keep the provider 3 h 15 min (cooking and travel): these three slots overlap each other
    const slots = ['13-14', '14-15', '15-16'];
    const contenders = [];
    for (let i = 0; i < 20; i += 1) contenders.push(await makeOrder(getDb(), { eventDate: '2026-11-24', slot: slots[i % slots.length]! }));
    const results = await Promise.allSettled(contenders.map((order) => assign(getDb(), order.id, provider.id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof assign>>>).value.order;
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ status: 409 });
        expect(String((result.reason as Error).message)).toContain(winner.orderNumber);
      }
    }
    const assigned = await getDb().select().from(orders).where(eq(orders.providerId, provider.id));
    expect(assigned.map((o) => o.id)).toEqual([winner.id]);
  });

  it("a decline with nobody else free returns the order to booked and unassigned, the reason for operations only; another provider's job is a 404", async () => {
    // a pincode only these two serve, and the other has no working hours: nobody else can take the order
    const there = { cities: ['bengaluru'], pincodes: ['560034'] };
    const provider = await makeAvailableProvider(getDb(), there);
    const other = await makeProvider(getDb(), there);
    const order = await makeOrder(getDb(), { address: bengaluruAddress('560034') });
    // not assigned yet: it is nobody's job
    expect(
      (await rejection(declineAssignment(getDb(), { orderId: order.id, providerId: provider.id, reason: 'Busy', now: BEFORE }))).status,
    ).toBe(404);
    await assign(getDb(), order.id, provider.id);
    const notTheirs = await rejection(declineAssignment(getDb(), { orderId: order.id, providerId: other.id, reason: 'Busy', now: BEFORE }));
    expect(notTheirs.status).toBe(404);
    const result = await declineAssignment(getDb(), { orderId: order.id, providerId: provider.id, reason: 'Van broke down', now: BEFORE });
    expect(result).toMatchObject({
      actor: { kind: 'provider', providerId: provider.id },
      before: { status: ORDER_STATUS.ACCEPTED, providerId: provider.id },
      after: { status: ORDER_STATUS.BOOKED, providerId: null },
    });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.BOOKED, providerId: null, executor: null });
    expect((await listStatusHistory(getDb(), order.id)).at(-1)).toMatchObject({
      status: ORDER_STATUS.BOOKED,
      note: PROVIDER_DECLINE_NOTE,
    });
    // the customer reads the history: the provider's reason is not theirs to read; the console's notes show it
    expect(JSON.stringify(await listStatusHistory(getDb(), order.id))).not.toContain('Van broke down');
    expect((await listOrderNotes(getDb(), order.id)).map((note) => [note.staffName, note.text])).toEqual([
      [provider.name + ' (provider)', 'Declined the job: Van broke down'],
    ]);
  });

  it('refuses a provider without working hours (they can no longer be assigned), outside their hours, on time off, or with their day full (409)', async () => {
    const order = await makeOrder(getDb(), { eventDate: '2026-11-27', slot: '19-20' });
    const noHours = await makeProvider(getDb());
    const mornings = await makeAvailableProvider(getDb(), {
      ...NOIDA_CHEF,
      weekly: [5].map((day) => ({ day, from: '07:00', to: '13:00' })),
    });
    const away = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, timeOff: [{ from: '2026-11-27T18:00', to: '2026-11-28T09:00' }] });
    const full = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, maxJobsPerDay: 1 });
    const lunch = await makeOrder(getDb(), { eventDate: '2026-11-27', slot: '07-08' });
    await assign(getDb(), lunch.id, full.id);
    for (const [provider, message] of [
      [noHours, 'This provider has not set working hours yet.'],
      [mornings, "This provider's working hours do not cover this job."],
      [away, 'This provider is on time off then.'],
      [full, 'This provider already has as many jobs that day as they take.'],
    ] as const) {
      const error = await rejection(assign(getDb(), order.id, provider.id));
      expect([error.status, error.message]).toEqual([409, message]);
    }
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.BOOKED, providerId: null });
  });

  it('refuses a decline once the job is in progress, naming both states', async () => {
    const provider = await makeAvailableProvider(getDb(), NOIDA_CHEF);
    const order = await makeOrder(getDb());
    await assign(getDb(), order.id, provider.id);
    await getDb().update(orders).set({ status: ORDER_STATUS.IN_PROGRESS }).where(eq(orders.id, order.id));
    const error = await rejection(
      declineAssignment(getDb(), { orderId: order.id, providerId: provider.id, reason: 'Too late', now: BEFORE }),
    );
    expect([error.status, error.message]).toEqual([409, 'An order cannot go from In progress to Booked.']);
  });
});
