import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { schemaPartnerJob, schemaProviderJobsRange } from '../../../../lib/contracts/providers';
import { orders, type Order } from '../../../../server/db/schema';
import { assignProvider } from '../../../../server/providers/assignment';
import { providerJobs, toProviderJob } from '../../../../server/providers/jobsView';
import { BEFORE, makeOrder, makeAvailableProvider, NOIDA_ADDRESS } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** A provider's jobs; the customer's name and address from 24 hours before the slot, their phone never. */

const ist = (text: string) => new Date(`${text}+05:30`);

/** An accepted chef order on 23 Nov 2026 at 19-20 IST, as a row (no database). */
function acceptedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '3d1f4c2a-0000-4000-8000-000000000001',
    orderNumber: 'PS-7K3P9Q',
    userId: '3d1f4c2a-0000-4000-8000-000000000002',
    orderType: ORDER_TYPE.CHEF,
    status: ORDER_STATUS.ACCEPTED,
    eventDate: '2026-11-23',
    slot: '19-20',
    peopleCount: 10,
    address: { ...NOIDA_ADDRESS, phone: '9811122233' },
    items: [
      { name: 'Paneer Tikka', price: 250 },
      { name: 'Extra photographer', quantity: 2 },
    ],
    bill: {
      lines: [
        { kind: 'dishes', label: 'Dishes', amount: 700 },
        { kind: 'advance', label: 'Advance paid', amount: 140 },
        { kind: 'balance', label: 'Balance to the chef', amount: 560 },
      ],
    },
    total: 700,
    advance: 140,
    balance: 560,
    note: 'Ring twice',
    requirements: null,
    details: null,
    cancellationPolicy: 'policy',
    paymentStatus: 'balance_due',
    amountPaid: 140,
    amountRefunded: 0,
    holdExpiresAt: null,
    executor: { name: 'Ramesh Kumar', phone: '9876500000' },
    providerId: '3d1f4c2a-0000-4000-8000-000000000003',
    startCode: '0427',
    providerAcceptedAt: null,
    startedAt: null,
    completedAt: null,
    onTheWayAt: null,
    arrivedAt: null,
    arrivalLocation: null,
    providerNoShowAt: null,
    cancelledAt: null,
    cancellationRefund: null,
    source: null,
    attribution: null,
    idempotencyKey: null,
    requestFingerprint: null,
    businessName: null,
    businessGstin: null,
    createdAt: BEFORE,
    updatedAt: BEFORE,
    eventId: null,
    ...overrides,
  };
}

describe('toProviderJob: the 24-hour rule', () => {
  it.each([
    ['more than 24 hours before the slot: the area only', '2026-11-22T18:59:59.999', false],
    ['exactly 24 hours before: name and address', '2026-11-22T19:00', true],
    ['during the job: name and address', '2026-11-23T20:00', true],
  ])('%s', (_name, now, shows) => {
    const job = toProviderJob(acceptedOrder(), ist(now));
    expect(schemaPartnerJob.parse(job)).toEqual(job);
    expect(job.area).toEqual({ locality: 'Noida Sector 62', city: 'Noida', pincode: '201309' });
    expect(job.customer).toEqual(shows ? { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', landmark: 'Near the metro' } : null);
    expect(job.detailsFrom).toBe(ist('2026-11-22T19:00').toISOString());
    // the customer's number never: not in any field, whatever the time
    expect(JSON.stringify(job)).not.toContain('9811122233');
  });

  it('shows the slot, service, items, the bill without the advance, and the job window', () => {
    const job = toProviderJob(acceptedOrder(), ist('2026-11-21T10:00'));
    expect(job).toMatchObject({
      service: 'Chef for Party',
      slot: { id: '19-20', label: '07:00 PM - 08:00 PM' },
      startsAt: ist('2026-11-23T19:00').toISOString(),
      endsAt: ist('2026-11-24T01:00').toISOString(),
      items: [
        { name: 'Paneer Tikka', quantity: null },
        { name: 'Extra photographer', quantity: 2 },
      ],
      billLines: [
        { label: 'Dishes', amount: 700 },
        { label: 'Balance to the chef', amount: 560 },
      ],
      statusLabel: 'Accepted',
    });
  });

  it('never shows the customer of a job that is not live (cancelled, completed), even inside 24 hours', () => {
    for (const status of [ORDER_STATUS.CANCELLED, ORDER_STATUS.COMPLETED, ORDER_STATUS.BOOKED]) {
      expect(toProviderJob(acceptedOrder({ status }), ist('2026-11-23T18:00')).customer).toBeNull();
    }
  });
});

describe('toProviderJob: the coverage hours of a photography job', () => {
  it("gives the photographer the package's hours and the extra hours bought, fixed at booking", () => {
    const shoot = acceptedOrder({
      orderType: ORDER_TYPE.PHOTOGRAPHY,
      slot: '18-19',
      peopleCount: null,
      details: { packageSlug: 'birthday-classic', packageName: 'Birthday Classic', hours: 3, extraHours: 1, editedPhotos: 50 },
    });
    const job = toProviderJob(shoot, ist('2026-11-21T10:00'));
    expect(schemaPartnerJob.parse(job)).toEqual(job);
    expect(job.coverage).toEqual({ hours: 3, extraHours: 1, totalHours: 4 });
    // the job window agrees: arrival 18:00-19:00, then 4 hours from arrival
    expect(job.endsAt).toBe(ist('2026-11-23T23:00').toISOString());
  });

  it('has no coverage for a job of another service, nor for a photography order without its package facts', () => {
    expect(toProviderJob(acceptedOrder(), ist('2026-11-21T10:00')).coverage).toBeNull();
    expect(toProviderJob(acceptedOrder({ orderType: ORDER_TYPE.PHOTOGRAPHY, details: null }), ist('2026-11-21T10:00')).coverage).toBeNull();
  });
});

describe('schemaProviderJobsRange', () => {
  it('takes IST dates with the end not before the start', () => {
    expect(schemaProviderJobsRange.safeParse({ from: '2026-11-23', to: '2026-11-23' }).success).toBe(true);
    expect(schemaProviderJobsRange.safeParse({ from: '2026-11-24', to: '2026-11-23' }).success).toBe(false);
  });
});

describeEachDatabase('providerJobs', (getDb) => {
  it("lists the provider's jobs in the date range ordered by start, nobody else's", async () => {
    const provider = await makeAvailableProvider(getDb(), { services: ['chef', 'decoration'] });
    const other = await makeAvailableProvider(getDb());
    const late = await makeOrder(getDb(), { eventDate: '2026-11-24', slot: '19-20' });
    const early = await makeOrder(getDb(), { orderType: ORDER_TYPE.DECORATION, eventDate: '2026-11-24', slot: '07-10' });
    const nextDay = await makeOrder(getDb(), { eventDate: '2026-11-25', slot: '08-09' });
    const outside = await makeOrder(getDb(), { eventDate: '2026-11-28', slot: '08-09' });
    const theirs = await makeOrder(getDb(), { eventDate: '2026-11-24', slot: '12-13' });
    for (const order of [late, early, nextDay, outside]) {
      await assignProvider(getDb(), { orderId: order.id, providerId: provider.id, actor: { kind: 'api_key' }, now: BEFORE });
    }
    await assignProvider(getDb(), { orderId: theirs.id, providerId: other.id, actor: { kind: 'api_key' }, now: BEFORE });
    const now = ist('2026-11-24T08:00');
    const jobs = await providerJobs(getDb(), provider.id, { from: '2026-11-24', to: '2026-11-25', now });
    expect(jobs.map((j) => j.orderNumber)).toEqual([early.orderNumber, late.orderNumber, nextDay.orderNumber]);
    // 08:00 on the 24th: the evening and the next morning are within 24 hours, nothing more
    expect(jobs.map((j) => j.customer?.name ?? null)).toEqual(['Asha Verma', 'Asha Verma', 'Asha Verma']);
    const sooner = await providerJobs(getDb(), provider.id, { from: '2026-11-24', to: '2026-11-25', now: ist('2026-11-23T06:59') });
    expect(sooner.map((j) => j.customer?.name ?? null)).toEqual([null, null, null]);
    // a job taken back from them is no longer theirs
    await getDb().update(orders).set({ providerId: null }).where(eq(orders.id, nextDay.id));
    expect((await providerJobs(getDb(), provider.id, { from: '2026-11-24', to: '2026-11-25', now })).map((j) => j.orderNumber)).toEqual([
      early.orderNumber,
      late.orderNumber,
    ]);
  });
});
