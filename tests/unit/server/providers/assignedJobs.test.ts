import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { schemaPartnerJobView } from '../../../../lib/contracts/partner';
import { auditLog, orders, type Order, type Provider } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { listAudit, SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { listStatusHistory } from '../../../../server/orders/repository';
import { toCustomerProviderFields } from '../../../../server/orders/providerView';
import {
  acceptJob,
  completeJob,
  declineJob,
  getAssignedJob,
  listAssignedJobs,
  requirePhotoUploadJob,
  startJob,
  WRONG_START_CODE,
} from '../../../../server/providers/assignedJobs';
import { openProviderPhoto, providerPhotoUrl } from '../../../../server/orders/providerPhoto';
import { assignProvider } from '../../../../server/providers/assignment';
import { startCodeMatches, generateStartCode, wrongStartCodeMessage } from '../../../../server/providers/startCode';
import { BEFORE, makeOrder, makeAvailableProvider, NOIDA_ADDRESS } from '../../../helpers/providers';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** A provider's jobs and actions (accept, decline, start with the code, complete), on an injected clock. */

const ist = (text: string) => new Date(`${text}+05:30`);
const CUSTOMER_PHONE = '9811122233';

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(auditLog.seq);

describe('start codes', () => {
  it('are 4 random digits, leading zeros kept, and compare exactly', () => {
    const codes = new Set(Array.from({ length: 200 }, generateStartCode));
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(codes.size).toBeGreaterThan(150);
    expect(startCodeMatches('0427', '0427')).toBe(true);
    expect(startCodeMatches('0428', '0427')).toBe(false);
    expect(startCodeMatches('427', '0427')).toBe(false);
    expect(startCodeMatches('0427', null)).toBe(false);
  });

  it('warn only when one wrong code is left before the lock', () => {
    expect(wrongStartCodeMessage(2, 15)).toBe(WRONG_START_CODE);
    expect(wrongStartCodeMessage(1, 15)).toBe(`${WRONG_START_CODE} 1 try left before a 15-minute wait.`);
    expect(wrongStartCodeMessage(0, 15)).toBe(WRONG_START_CODE);
  });
});

/** The providers of these tests: chefs in Noida, so a Bengaluru pincode of a test's own has only its providers. */
const NOIDA_CHEF = { services: ['chef'], cities: ['noida'] } as const;

describeEachDatabase('partner jobs', (getDb) => {
  // each test has providers of its own: one provider's jobs at the same time would be a double booking
  let chef: Provider;
  let other: Provider;
  beforeEach(async () => {
    chef = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Ramesh Kumar' });
    other = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Vikram Singh' });
  });

  /** A booked chef order (23 Nov, 19-20 IST; customer's number in the address too), assigned to `provider`. */
  async function assignedOrder(provider: Provider = chef, overrides: Parameters<typeof makeOrder>[1] = {}): Promise<Order> {
    const order = await makeOrder(getDb(), {
      address: { ...NOIDA_ADDRESS, phone: CUSTOMER_PHONE },
      customerPhone: CUSTOMER_PHONE,
      ...overrides,
    });
    return (await assignProvider(getDb(), { orderId: order.id, providerId: provider.id, actor: SYSTEM_ACTOR, now: BEFORE })).order;
  }

  it('gives every assignment a 4-digit start code, a new one (and a fresh acceptance) for another provider', async () => {
    const order = await assignedOrder();
    expect(order.startCode).toMatch(/^\d{4}$/);
    await acceptJob(getDb(), { orderId: order.id, providerId: chef.id, now: BEFORE });
    const reassigned = (await assignProvider(getDb(), { orderId: order.id, providerId: other.id, actor: SYSTEM_ACTOR, now: BEFORE })).order;
    expect(reassigned.startCode).toMatch(/^\d{4}$/);
    expect(reassigned.providerAcceptedAt).toBeNull();
  });

  it("answers 404 for another provider's job, for every action", async () => {
    const order = await assignedOrder(other);
    const args = { orderId: order.id, providerId: chef.id, now: ist('2026-11-23T18:00:00') };
    for (const attempt of [
      () => getAssignedJob(getDb(), args),
      () => acceptJob(getDb(), args),
      () => declineJob(getDb(), { ...args, reason: 'Not mine' }),
      () => startJob(getDb(), { ...args, code: order.startCode! }),
      () => completeJob(getDb(), args),
      () => requirePhotoUploadJob(getDb(), args),
    ]) {
      expect(await rejection(attempt())).toMatchObject({ status: 404 });
    }
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.ACCEPTED, providerId: other.id, startedAt: null });
    expect((await auditOf(getDb(), order.id)).map((line) => line.action)).toEqual(['order.provider_assign']);
  });

  it('accepts: records the time and an audit line with the provider as actor, no history line; accepting again writes nothing', async () => {
    const order = await assignedOrder();
    const historyBefore = await listStatusHistory(getDb(), order.id);
    // within the hour an offer waits for the answer (PROVIDER_ACCEPT_MINUTES)
    const at = ist('2026-11-21T10:30:00');
    // before the provider's answer the job does not claim to be accepted
    const fresh = await getAssignedJob(getDb(), { orderId: order.id, providerId: chef.id, now: at });
    expect(fresh).toMatchObject({ canAccept: true, statusLabel: 'New — accept or decline' });
    const job = await acceptJob(getDb(), { orderId: order.id, providerId: chef.id, now: at });
    expect(job).toMatchObject({
      acceptedAt: at.toISOString(),
      canAccept: false,
      canDecline: true,
      canStart: false,
      statusLabel: 'Accepted',
    });
    await acceptJob(getDb(), { orderId: order.id, providerId: chef.id, now: ist('2026-11-22T10:00:00') });
    // past the deadline an accepted job stays theirs
    expect((await orderRow(getDb(), order.id)).providerAcceptedAt).toEqual(at);
    expect(await listStatusHistory(getDb(), order.id)).toHaveLength(historyBefore.length);
    const lines = await auditOf(getDb(), order.id);
    expect(lines.map((line) => [line.action, line.actorKind, line.actorProviderId, line.actorStaffId])).toEqual([
      ['order.provider_assign', 'system', null, null],
      ['order.provider_accept', 'provider', chef.id, null],
    ]);
    expect(lines[1]).toMatchObject({ before: { providerAcceptedAt: null }, after: { providerAcceptedAt: at.toISOString() } });
    // the console's audit page names the provider
    const page = await listAudit(getDb(), { entityType: 'order', entityId: order.id, page: 1 });
    expect(page.entries[0]).toMatchObject({
      actorKind: 'provider',
      actorId: chef.id,
      actorName: 'Ramesh Kumar',
      action: 'order.provider_accept',
    });
  });

  it('declines with a reason (nobody else free): back to Booked without provider or code, history and an audit line naming the provider', async () => {
    // a Bengaluru pincode only this chef serves: nobody else can take the order
    const chef = await makeAvailableProvider(getDb(), { name: 'Ramesh Kumar', cities: ['bengaluru'], pincodes: ['560034'] });
    const order = await assignedOrder(chef, {
      address: {
        ...NOIDA_ADDRESS,
        pincode: '560034',
        city: 'Bengaluru',
        citySlug: 'bengaluru',
        locality: 'MG Road',
        phone: CUSTOMER_PHONE,
      },
    });
    const at = ist('2026-11-21T10:30:00');
    await declineJob(getDb(), { orderId: order.id, providerId: chef.id, reason: 'Family function that evening', now: at });
    expect(await orderRow(getDb(), order.id)).toMatchObject({
      status: ORDER_STATUS.BOOKED,
      providerId: null,
      executor: null,
      startCode: null,
      providerAcceptedAt: null,
    });
    expect((await listStatusHistory(getDb(), order.id)).at(-1)).toMatchObject({ status: ORDER_STATUS.BOOKED });
    const line = (await auditOf(getDb(), order.id)).at(-1)!;
    expect(line).toMatchObject({
      action: 'order.provider_decline',
      actorKind: 'provider',
      actorProviderId: chef.id,
      before: { status: ORDER_STATUS.ACCEPTED, providerId: chef.id },
      after: { status: ORDER_STATUS.BOOKED, providerId: null, reason: 'Family function that evening' },
    });
    // no longer theirs
    expect(await rejection(getAssignedJob(getDb(), { orderId: order.id, providerId: chef.id, now: at }))).toMatchObject({ status: 404 });
  });

  it('starts only with the right code and not before 2 hours before the slot; records the start, history and audit', async () => {
    const order = await assignedOrder();
    const wrong = order.startCode === '0000' ? '1111' : '0000';
    const early = await rejection(
      startJob(getDb(), { orderId: order.id, providerId: chef.id, code: order.startCode!, now: ist('2026-11-23T16:59:00') }),
    );
    expect(early).toMatchObject({ status: 409, message: 'This order can be marked In progress from 23 Nov 2026, 5:00 PM.' });

    const at = ist('2026-11-23T17:40:00');
    const refused = await rejection(startJob(getDb(), { orderId: order.id, providerId: chef.id, code: wrong, now: at }));
    expect(refused).toMatchObject({ status: 400, message: WRONG_START_CODE });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.ACCEPTED, startedAt: null });

    const job = await startJob(getDb(), { orderId: order.id, providerId: chef.id, code: order.startCode!, now: at });
    expect(job).toMatchObject({
      status: ORDER_STATUS.IN_PROGRESS,
      startedAt: at.toISOString(),
      acceptedAt: at.toISOString(),
      canComplete: false,
    });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.IN_PROGRESS, startedAt: at });
    expect((await listStatusHistory(getDb(), order.id)).at(-1)).toMatchObject({ status: ORDER_STATUS.IN_PROGRESS, note: 'In progress' });
    expect((await auditOf(getDb(), order.id)).at(-1)).toMatchObject({
      action: 'order.provider_start',
      actorKind: 'provider',
      actorProviderId: chef.id,
      before: { status: ORDER_STATUS.ACCEPTED, startedAt: null },
      after: { status: ORDER_STATUS.IN_PROGRESS, startedAt: at.toISOString() },
    });
    // the machine: started once
    expect(await rejection(startJob(getDb(), { orderId: order.id, providerId: chef.id, code: order.startCode!, now: at }))).toMatchObject({
      status: 409,
      message: 'An order cannot go from In progress to In progress.',
    });
  });

  it('locks the start after 5 wrong codes in 15 minutes, even for the right code, and lets it through afterwards', async () => {
    const order = await assignedOrder();
    const wrong = order.startCode === '0000' ? '1111' : '0000';
    const at = ist('2026-11-23T18:00:00');
    for (let i = 0; i < 5; i += 1) {
      const answer = await rejection(
        startJob(getDb(), { orderId: order.id, providerId: chef.id, code: wrong, now: new Date(at.getTime() + i * 1000) }),
      );
      expect(answer, `try ${i + 1}`).toMatchObject({ status: 400 });
      // the 4th wrong code warns that the next wrong one locks the start
      const warned = (answer as Error).message.includes('1 try left before a 15-minute wait.');
      expect(warned, `try ${i + 1}`).toBe(i === 3);
    }
    const locked = await rejection(
      startJob(getDb(), { orderId: order.id, providerId: chef.id, code: order.startCode!, now: ist('2026-11-23T18:01:00') }),
    );
    expect(locked).toMatchObject({ status: 429 });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: ORDER_STATUS.ACCEPTED });
    const job = await startJob(getDb(), {
      orderId: order.id,
      providerId: chef.id,
      code: order.startCode!,
      now: ist('2026-11-23T18:15:05'),
    });
    expect(job.status).toBe(ORDER_STATUS.IN_PROGRESS);
  });

  it('completes only an order in progress and from the slot start; an illegal transition names both states', async () => {
    const order = await assignedOrder();
    expect(
      await rejection(completeJob(getDb(), { orderId: order.id, providerId: chef.id, now: ist('2026-11-23T19:30:00') })),
    ).toMatchObject({
      status: 409,
      message: 'An order cannot go from Accepted to Completed.',
    });
    await startJob(getDb(), { orderId: order.id, providerId: chef.id, code: order.startCode!, now: ist('2026-11-23T18:30:00') });
    expect(
      await rejection(completeJob(getDb(), { orderId: order.id, providerId: chef.id, now: ist('2026-11-23T18:45:00') })),
    ).toMatchObject({
      status: 409,
      message: 'This order can be marked Completed from 23 Nov 2026, 7:00 PM.',
    });
    const at = ist('2026-11-23T23:10:00');
    const job = await completeJob(getDb(), { orderId: order.id, providerId: chef.id, now: at });
    expect(job).toMatchObject({ status: ORDER_STATUS.COMPLETED, completedAt: at.toISOString(), canComplete: false, canStart: false });
    expect((await listStatusHistory(getDb(), order.id)).at(-1)).toMatchObject({ status: ORDER_STATUS.COMPLETED });
    expect((await auditOf(getDb(), order.id)).at(-1)).toMatchObject({
      action: 'order.provider_complete',
      actorKind: 'provider',
      actorProviderId: chef.id,
      after: { status: ORDER_STATUS.COMPLETED, completedAt: at.toISOString() },
    });
    expect(await rejection(completeJob(getDb(), { orderId: order.id, providerId: chef.id, now: at }))).toMatchObject({
      status: 409,
      message: 'An order cannot go from Completed to Completed.',
    });
    expect(await rejection(acceptJob(getDb(), { orderId: order.id, providerId: chef.id, now: at }))).toMatchObject({ status: 409 });
    expect(await rejection(declineJob(getDb(), { orderId: order.id, providerId: chef.id, reason: 'Too late now', now: at }))).toMatchObject(
      {
        status: 409,
        message: 'An order cannot go from Completed to Booked.',
      },
    );
  });

  it("shows the customer's name and address from 24 hours before the slot, and the customer's number never", async () => {
    const order = await assignedOrder();
    await acceptJob(getDb(), { orderId: order.id, providerId: chef.id, now: BEFORE });
    const early = await getAssignedJob(getDb(), { orderId: order.id, providerId: chef.id, now: ist('2026-11-22T18:59:00') });
    expect(early.customer).toBeNull();
    expect(early.area).toEqual({ locality: 'Noida Sector 62', city: 'Noida', pincode: '201309' });
    const due = await getAssignedJob(getDb(), { orderId: order.id, providerId: chef.id, now: ist('2026-11-22T19:00:00') });
    expect(due.customer).toEqual({ name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', landmark: 'Near the metro' });
    for (const job of [early, due]) {
      expect(schemaPartnerJobView.parse(job)).toEqual(job);
      expect(JSON.stringify(job)).not.toContain(CUSTOMER_PHONE);
    }
    const list = await listAssignedJobs(getDb(), chef.id, ist('2026-11-23T12:00:00'));
    expect(list.upcoming.map((job) => job._id)).toContain(order.id);
    expect(JSON.stringify(list)).not.toContain(CUSTOMER_PHONE);
  });

  it('lists live jobs as upcoming and finished ones as recent', async () => {
    const provider = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Meena Iyer' });
    const live = await assignedOrder(provider);
    await acceptJob(getDb(), { orderId: live.id, providerId: provider.id, now: BEFORE });
    const done = await assignedOrder(provider, { eventDate: '2026-11-24' });
    await startJob(getDb(), { orderId: done.id, providerId: provider.id, code: done.startCode!, now: ist('2026-11-24T18:00:00') });
    await completeJob(getDb(), { orderId: done.id, providerId: provider.id, now: ist('2026-11-24T22:00:00') });
    const list = await listAssignedJobs(getDb(), provider.id, ist('2026-11-23T09:00:00'));
    expect(list.upcoming.map((job) => job._id)).toEqual([live.id]);
    expect(list.recent.map((job) => job._id)).toEqual([done.id]);
  });

  it('lets a photographer upload only to their own photography job once started', async () => {
    const photographer = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Kiran Rao', services: ['photography'] });
    const order = await assignedOrder(photographer, {
      orderType: ORDER_TYPE.PHOTOGRAPHY,
      slot: '18-19',
      details: { hours: 2, extraHours: 0 },
    });
    const args = { orderId: order.id, providerId: photographer.id, now: ist('2026-11-23T17:00:00') };
    expect(await rejection(requirePhotoUploadJob(getDb(), args))).toMatchObject({ status: 409 });
    await startJob(getDb(), { ...args, code: order.startCode! });
    await expect(requirePhotoUploadJob(getDb(), args)).resolves.toBeUndefined();
    // a chef job is never a photo upload
    const chefOrder = await assignedOrder();
    await startJob(getDb(), { orderId: chefOrder.id, providerId: chef.id, code: chefOrder.startCode!, now: ist('2026-11-23T18:00:00') });
    expect(
      await rejection(requirePhotoUploadJob(getDb(), { orderId: chefOrder.id, providerId: chef.id, now: ist('2026-11-23T18:00:00') })),
    ).toMatchObject({
      status: 404,
    });
  });

  it("shows the customer the provider's first name and photo once they accepted, and the start code from 2 hours before the slot until started", async () => {
    const withPhoto = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Sunita Devi Sharma', photoKey: 'providers/sunita.jpg' });
    const assigned = await assignedOrder(withPhoto);
    // assigned, not accepted yet: no "Chef assigned" (the start code still shows when it is time)
    expect(toCustomerProviderFields(assigned, withPhoto, ist('2026-11-23T17:00:00'))).toMatchObject({
      provider: null,
      startCode: assigned.startCode,
      arrival: null,
    });
    await acceptJob(getDb(), { orderId: assigned.id, providerId: withPhoto.id, now: BEFORE });
    const order = await orderRow(getDb(), assigned.id);
    const fields = (now: Date, row: Order = order) => toCustomerProviderFields(row, withPhoto, now);
    expect(fields(BEFORE).arrival).toMatchObject({ assignedLabel: 'Chef assigned', onTheWayAt: null, arrivedAt: null });
    expect(fields(ist('2026-11-23T16:59:00'))).toMatchObject({ provider: { firstName: 'Sunita' }, startCode: null });
    expect(fields(ist('2026-11-23T16:59:00')).provider!.photoUrl).toMatch(
      /^\/api\/order\/provider_photo\/[0-9a-f-]+\?expires=\d+&signature=[0-9a-f]{64}&v=sunita$/,
    );
    expect(fields(ist('2026-11-23T17:00:00')).startCode).toBe(order.startCode);
    const started = await startJob(getDb(), {
      orderId: order.id,
      providerId: withPhoto.id,
      code: order.startCode!,
      now: ist('2026-11-23T17:30:00'),
    }).then(() => orderRow(getDb(), order.id));
    expect(fields(ist('2026-11-23T17:31:00'), started).startCode).toBeNull();
    expect(toCustomerProviderFields(order, { name: 'Ravi', photoKey: null }, BEFORE).provider).toEqual({
      firstName: 'Ravi',
      photoUrl: null,
    });
    expect(toCustomerProviderFields({ ...order, providerId: null, providerAcceptedAt: null }, null, ist('2026-11-23T18:00:00'))).toEqual({
      provider: null,
      startCode: null,
      arrival: null,
    });
  });

  it('serves the provider photo only through a live signature of that order', async () => {
    const withPhoto = await makeAvailableProvider(getDb(), { ...NOIDA_CHEF, name: 'Anil Photo', photoKey: 'providers/anil.jpg' });
    const order = await assignedOrder(withPhoto);
    const now = new Date();
    const url = new URL(providerPhotoUrl(order.id, now), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const storage = {
      kind: 'local' as const,
      put: async () => undefined,
      delete: async () => undefined,
      signedUrl: async () => ({ url: '', expiresAt: now }),
      get: async (key: string) => {
        const { Readable } = await import('node:stream');
        return { body: Readable.from([Buffer.from(key)]), contentType: 'image/jpeg', bytes: key.length };
      },
    };
    const opened = await openProviderPhoto(getDb(), storage, { orderId: order.id, expires, signature, now });
    expect(opened.headers['Content-Type']).toBe('image/jpeg');
    const other = await assignedOrder(withPhoto, { eventDate: '2026-11-25' });
    expect(await rejection(openProviderPhoto(getDb(), storage, { orderId: other.id, expires, signature, now }))).toMatchObject({
      status: 403,
    });
    expect(await rejection(openProviderPhoto(getDb(), storage, { orderId: order.id, expires: expires + 1, signature, now }))).toMatchObject(
      { status: 403 },
    );
  });
});
