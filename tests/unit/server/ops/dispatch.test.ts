/**
 * The dispatch calendar on PGlite and PostgreSQL: providers as rows with their jobs of an IST day or week (Monday
 * to Sunday), filtered by service; cancelled jobs free the provider's time; paid orders of those days without a
 * provider listed apart; the API route for every staff role.
 */
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus } from '../../../../lib/constants';
import { schemaDispatchBoard, schemaDispatchQuery } from '../../../../lib/contracts/opsDispatch';
import dispatchRoute from '../../../../pages/api/ops/dispatch';
import { orders, type Order, type Provider } from '../../../../server/db/schema';
import { dispatchBoard, dispatchDays, istWeekStart } from '../../../../server/ops/dispatch';
import { opsDispatchPageProps } from '../../../../server/ops/dispatchPageProps';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describe('the calendar’s days (IST)', () => {
  it('starts a week on Monday, whatever the day given', () => {
    // Wednesday 25 Nov 2026
    expect(istWeekStart('2026-11-25')).toBe('2026-11-23');
    expect(istWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(istWeekStart('2026-11-29')).toBe('2026-11-23');
    expect(dispatchDays('2026-12-31', 'week')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(dispatchDays('2026-11-25', 'day')).toEqual(['2026-11-25']);
  });

  it('refuses a day that does not exist and an unknown view or service', () => {
    expect(schemaDispatchQuery.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(schemaDispatchQuery.safeParse({ view: 'month' }).success).toBe(false);
    expect(schemaDispatchQuery.safeParse({ service: 'plumbing' }).success).toBe(false);
    expect(schemaDispatchQuery.parse({})).toEqual({ view: 'day' });
  });
});

describeEachDatabase('the dispatch calendar', (getDb) => {
  const made = {} as Record<
    'chefJob' | 'chefLater' | 'decorJob' | 'waiting' | 'waitingDecor' | 'cancelled' | 'nextWeek' | 'awaiting',
    Order
  >;
  let chef: Provider;
  let decorator: Provider;
  let retired: Provider;
  let idle: Provider;

  const assign = async (order: Order, provider: Provider, status: OrderStatus = ORDER_STATUS.ACCEPTED) => {
    await getDb().update(orders).set({ providerId: provider.id, status }).where(eq(orders.id, order.id));
    return { ...order, providerId: provider.id, status };
  };

  beforeAll(async () => {
    const db = getDb();
    chef = await makeProvider(db, { name: 'Ramesh Kumar' });
    decorator = await makeProvider(db, { name: 'Deepa Decor', services: ['decoration'] });
    idle = await makeProvider(db, { name: 'Arjun Idle' });
    retired = await makeProvider(db, { name: 'Zubin Retired' });
    // Monday 23 Nov 2026, 19:00 and Wednesday 25 Nov, 12:00 IST
    made.chefJob = await assign(await makeOrder(db, { eventDate: '2026-11-23', slot: '19-20' }), chef);
    made.chefLater = await assign(await makeOrder(db, { eventDate: '2026-11-25', slot: '12-13' }), chef, ORDER_STATUS.IN_PROGRESS);
    made.decorJob = await assign(
      await makeOrder(db, { eventDate: '2026-11-23', slot: '10-13', orderType: ORDER_TYPE.DECORATION }),
      decorator,
    );
    // a deactivated provider still holding a job of the week keeps a row
    made.nextWeek = await assign(await makeOrder(db, { eventDate: '2026-11-24', slot: '09-10' }), retired);
    await db.execute(`update providers set active = false where id = '${retired.id}'`);
    made.cancelled = await assign(await makeOrder(db, { eventDate: '2026-11-23', slot: '12-13' }), idle, ORDER_STATUS.CANCELLED);
    made.waiting = await makeOrder(db, { eventDate: '2026-11-23', slot: '09-10' });
    made.waitingDecor = await makeOrder(db, { eventDate: '2026-11-26', slot: '10-13', orderType: ORDER_TYPE.DECORATION });
    // not paid yet: not waiting for a provider
    made.awaiting = await makeOrder(db, { eventDate: '2026-11-23', slot: '14-15', status: ORDER_STATUS.AWAITING_PAYMENT });
  });
  afterAll(forgetAppDb);

  const rowOf = (board: Awaited<ReturnType<typeof dispatchBoard>>, provider: Provider) =>
    board.providers.find((p) => p._id === provider.id);

  it('shows a day: every active provider by name, their jobs as blocks, the unassigned paid orders beside', async () => {
    const board = schemaDispatchBoard.parse(await dispatchBoard(getDb(), { date: '2026-11-23', view: 'day' }));
    expect(board).toMatchObject({
      view: 'day',
      from: '2026-11-23',
      to: '2026-11-23',
      days: ['2026-11-23'],
      truncated: false,
      service: null,
    });
    const names = board.providers.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Arjun Idle', 'Deepa Decor', 'Ramesh Kumar']));
    expect(rowOf(board, chef)?.jobs).toEqual([
      {
        _id: made.chefJob.id,
        orderNumber: made.chefJob.orderNumber,
        service: 'chef',
        serviceName: 'Chef for Party',
        status: ORDER_STATUS.ACCEPTED,
        statusLabel: 'Accepted',
        eventDate: '2026-11-23',
        slotLabel: expect.any(String),
        startsAt: new Date('2026-11-23T19:00:00+05:30').toISOString(),
        endsAt: expect.any(String),
      },
    ]);
    expect(rowOf(board, decorator)?.jobs.map((job) => job.orderNumber)).toEqual([made.decorJob.orderNumber]);
    // a cancelled job frees the provider's time; a deactivated provider without a job this day has no row
    expect(rowOf(board, idle)?.jobs).toEqual([]);
    expect(rowOf(board, retired)).toBeUndefined();
    expect(board.unassigned.map((job) => job.orderNumber)).toEqual([made.waiting.orderNumber]);
  });

  it('shows the week (Monday to Sunday) from any of its days, with a deactivated provider who holds a job', async () => {
    const board = await dispatchBoard(getDb(), { date: '2026-11-26', view: 'week' });
    expect(board).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(board.days).toHaveLength(7);
    expect(rowOf(board, chef)?.jobs.map((job) => [job.orderNumber, job.statusLabel])).toEqual([
      [made.chefJob.orderNumber, 'Accepted'],
      [made.chefLater.orderNumber, 'In progress'],
    ]);
    expect(rowOf(board, retired)).toMatchObject({ active: false, jobs: [{ orderNumber: made.nextWeek.orderNumber }] });
    expect(board.unassigned.map((job) => job.orderNumber)).toEqual([made.waiting.orderNumber, made.waitingDecor.orderNumber]);
  });

  it('filters providers and orders by service', async () => {
    const board = await dispatchBoard(getDb(), { date: '2026-11-23', view: 'week', service: 'decoration' });
    expect(board.providers.map((p) => p.name)).toEqual(['Deepa Decor']);
    expect(board.providers[0]!.jobs.map((job) => job.service)).toEqual(['decoration']);
    expect(board.unassigned.map((job) => job.orderNumber)).toEqual([made.waitingDecor.orderNumber]);
  });

  it('defaults to today (IST) at `now`', async () => {
    const board = await dispatchBoard(getDb(), { view: 'day' }, new Date('2026-11-22T20:00:00Z'));
    expect(board.date).toBe('2026-11-23');
  });

  it('GET /api/ops/dispatch answers every desk role (finance: 403), and 400 for a bad query', async () => {
    const db = getDb();
    pointAppAt(db);
    const { cookies } = await staffOfEachRole(db, '91000012');
    for (const role of ['admin', 'operations', 'support'] as const) {
      const answer = await callRoute(dispatchRoute, { method: 'GET', cookie: cookies[role], query: { date: '2026-11-23', view: 'week' } });
      expect(answer.status, answer.body.message).toBe(200);
      expect(schemaDispatchBoard.parse(answer.body.data).from).toBe('2026-11-23');
    }
    expect((await callRoute(dispatchRoute, { method: 'GET', cookie: cookies.finance, query: { date: '2026-11-23' } })).status).toBe(403);
    const bad = await callRoute(dispatchRoute, { method: 'GET', cookie: cookies.support, query: { date: '2026-02-30' } });
    expect(bad.status).toBe(400);
  });

  it('/ops/dispatch: every role gets the calendar of the URL (a bad field falls back to today), signed out goes to the login, never cached', async () => {
    const db = getDb();
    pointAppAt(db);
    const { cookies } = await staffOfEachRole(db, '91000013');
    const page = (cookie: string | null, query: Record<string, string>) => {
      const headers: Record<string, string> = {};
      const context = {
        req: { headers: cookie ? { cookie } : {}, method: 'GET' },
        res: { statusCode: 200, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
        query,
        resolvedUrl: '/ops/dispatch',
      } as unknown as GetServerSidePropsContext;
      return { result: opsDispatchPageProps(context), headers };
    };
    const signedOut = await page(null, {}).result;
    expect(signedOut).toEqual({ redirect: { destination: '/ops/login?next=%2Fops%2Fdispatch', permanent: false } });
    const { result, headers } = page(cookies.support, { date: '2026-11-23', view: 'week', service: 'chef' });
    const props = ((await result) as { props: { board: { from: string; service: string; providers: { name: string }[] } } }).props;
    expect(props.board).toMatchObject({ from: '2026-11-23', service: 'chef' });
    expect(props.board.providers.map((p) => p.name)).not.toContain('Deepa Decor');
    expect(headers['cache-control']).toBe('private, no-store');
    const fallback = (
      (await page(cookies.admin, { date: '2026-02-30', view: 'day' }).result) as { props: { board: { date: string }; today: string } }
    ).props;
    expect(fallback.board.date).toBe(fallback.today);
  });
});
