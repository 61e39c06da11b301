/**
 * The messages outbox in the console on PGlite and PostgreSQL: filtered by status and
 * channel, paged; recipients masked to their last 4 digits except for admins; a failed message retried once through
 * its sending path (the job `notify.outbox_retry`), audited, never for support.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../../lib/contracts/ops';
import type { MessagePage, OutboxMessage } from '../../../../lib/contracts/opsDesk';
import opsMessagesRoute from '../../../../pages/api/ops/messages/index';
import opsMessageRetryRoute from '../../../../pages/api/ops/messages/[id]/retry';
import { resetConfigForTests } from '../../../../server/config';
import { auditLog, jobs, orders, outbox, outboxRetries, type OutboxEntry, type Staff } from '../../../../server/db/schema';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { maskRecipient, toOutboxMessage } from '../../../../server/ops/outbox';
import { outboxJobHandlers } from '../../../../server/ops/outboxJobs';
import { PROVIDER_ASSIGNED_TEMPLATE } from '../../../../server/providers/notify';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

afterAll(forgetAppDb);

it('masks a recipient to its last 4 digits', () => {
  expect(maskRecipient('+919811122233')).toBe('•••••••••2233');
  expect(maskRecipient('123')).toBe('123');
});

it('masks whole phone numbers a provider echoed in a failure for every role but admin', () => {
  const entry = {
    id: '5f0c7a35-0d8e-4c1e-9a4f-1b2c3d4e5f60',
    channel: 'whatsapp',
    provider: 'doubletick',
    recipient: '+919811122233',
    template: 'order_confirmation',
    status: 'failed',
    error: 'DoubleTick answered 400: {"to":"+919811122233","message":"9811122233 is not on WhatsApp"}',
    payload: {},
    createdAt: new Date(Date.UTC(2026, 10, 22, 4, 0)),
  } as unknown as OutboxEntry;
  for (const role of ['support', 'operations'] as const) {
    const seen = toOutboxMessage(entry, null, role);
    expect(seen.error).not.toMatch(/\d{5}/);
    expect(seen.error).toContain('2233');
    expect(seen.error).toContain('DoubleTick answered 400');
  }
  expect(toOutboxMessage(entry, null, 'admin').error).toBe(entry.error);
});

it('registers the retry job with the app’s jobs', () => {
  expect(appJobHandlers()['notify.outbox_retry']).toBeTypeOf('function');
});

describeEachDatabase('the messages outbox in the console', (getDb) => {
  let members: Record<StaffRole, Staff>;
  let cookies: Record<StaffRole, string>;
  const rows = {} as Record<'failedAssigned' | 'failedOtp' | 'sent' | 'skippedSms', OutboxEntry>;

  beforeAll(async () => {
    const db = getDb();
    ({ members, cookies } = await staffOfEachRole(db, '91000300'));
    const order = await makeOrder(db, { customerPhone: '9811122233' });
    const provider = await makeProvider(db, { name: 'Ramesh Kumar' });
    await db.update(orders).set({ providerId: provider.id }).where(eq(orders.id, order.id));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 4, minute));
    const inserted = await db
      .insert(outbox)
      .values([
        {
          channel: 'whatsapp',
          provider: 'doubletick',
          recipient: '+919811122233',
          template: PROVIDER_ASSIGNED_TEMPLATE,
          payload: { orderId: order.id, orderNumber: order.orderNumber, providerFirstName: 'Ramesh' },
          status: 'failed',
          error: 'DoubleTick answered 503',
          createdAt: at(1),
        },
        {
          channel: 'sms',
          provider: 'fast2sms',
          recipient: '9811122233',
          template: 'otp',
          status: 'failed',
          error: 'no balance',
          createdAt: at(2),
        },
        { channel: 'whatsapp', provider: 'doubletick', recipient: '+919811100000', template: 'login', status: 'sent', createdAt: at(3) },
        { channel: 'sms', provider: 'console', recipient: '9811100001', template: 'invite', status: 'skipped', createdAt: at(4) },
      ])
      .returning();
    [rows.failedAssigned, rows.failedOtp, rows.sent, rows.skippedSms] = inserted as [OutboxEntry, OutboxEntry, OutboxEntry, OutboxEntry];
  });
  beforeEach(() => pointAppAt(getDb()));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    resetConfigForTests();
  });

  const list = async (role: StaffRole, query: Record<string, string> = {}) => {
    const answer = await callRoute(opsMessagesRoute, { method: 'GET', cookie: cookies[role], query });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data as MessagePage;
  };

  it('filters by status and channel, newest first; masks recipients except for admins; support reads masked and may not retry', async () => {
    expect((await list('operations')).messages.map((m) => m._id)).toEqual([
      rows.skippedSms.id,
      rows.sent.id,
      rows.failedOtp.id,
      rows.failedAssigned.id,
    ]);
    expect((await list('operations', { status: 'failed' })).messages.map((m) => m._id)).toEqual([
      rows.failedOtp.id,
      rows.failedAssigned.id,
    ]);
    expect((await list('operations', { status: 'failed', channel: 'whatsapp' })).messages.map((m) => m._id)).toEqual([
      rows.failedAssigned.id,
    ]);
    expect((await list('admin', { channel: 'sms' })).total).toBe(2);

    const asOperations = await list('operations', { status: 'failed' });
    expect(asOperations.messages.map((m) => m.recipient)).toEqual(['••••••2233', '•••••••••2233']);
    expect(JSON.stringify(asOperations)).not.toContain('9811122233');
    const asAdmin = await list('admin', { status: 'failed' });
    expect(asAdmin.messages.map((m) => m.recipient)).toEqual(['9811122233', '+919811122233']);
    // a failed provider assignment can be sent again; a login code cannot (it has expired)
    expect(asAdmin.messages.map((m) => [m.template, m.retryable])).toEqual([
      ['otp', false],
      [PROVIDER_ASSIGNED_TEMPLATE, true],
    ]);
    expect(asAdmin.messages[1]!.orderNumber).toMatch(/\w+/);

    // support reads the outbox masked (as operations does) but may not retry
    const asSupport = await callRoute(opsMessagesRoute, { method: 'GET', cookie: cookies.support, query: { status: 'failed' } });
    expect(asSupport.status).toBe(200);
    expect(JSON.stringify(asSupport.body.data)).not.toContain('9811122233');
    expect(
      (await callRoute(opsMessageRetryRoute, { method: 'POST', cookie: cookies.support, query: { id: rows.failedAssigned.id } })).status,
    ).toBe(403);
    expect((await callRoute(opsMessagesRoute, { method: 'GET', cookie: cookies.admin, query: { status: 'lost' } })).status).toBe(400);
  });

  it('retries a failed message once: queued (pending), audited, then sent again through its sending path', async () => {
    const db = getDb();
    const retried = await callRoute(opsMessageRetryRoute, {
      method: 'POST',
      cookie: cookies.operations,
      query: { id: rows.failedAssigned.id },
    });
    expect(retried.status).toBe(202);
    expect(retried.body.data as OutboxMessage).toMatchObject({ retry: 'pending', retryable: false, recipient: '•••••••••2233' });
    expect((await list('operations', { status: 'pending' })).messages.map((m) => m._id)).toEqual([rows.failedAssigned.id]);

    // once only, and only failed messages of a kind the console can rebuild
    const again = await callRoute(opsMessageRetryRoute, { method: 'POST', cookie: cookies.admin, query: { id: rows.failedAssigned.id } });
    expect(again.status).toBe(409);
    expect((await callRoute(opsMessageRetryRoute, { method: 'POST', cookie: cookies.admin, query: { id: rows.sent.id } })).status).toBe(
      409,
    );
    expect(
      (await callRoute(opsMessageRetryRoute, { method: 'POST', cookie: cookies.admin, query: { id: rows.failedOtp.id } })).status,
    ).toBe(409);
    expect(
      (
        await callRoute(opsMessageRetryRoute, {
          method: 'POST',
          cookie: cookies.admin,
          query: { id: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e' },
        })
      ).status,
    ).toBe(404);

    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'outbox'), eq(auditLog.entityId, rows.failedAssigned.id)));
    expect(lines.map((line) => [line.action, line.actorStaffId, line.before?.retry, line.after?.retry])).toEqual([
      ['message.retry', members.operations.id, null, 'pending'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('9811122233');

    // the job: the message rebuilt from the order and posted to WhatsApp again
    const [job] = await db.select().from(jobs).where(eq(jobs.name, 'notify.outbox_retry'));
    expect(job!.payload).toEqual({ outboxId: rows.failedAssigned.id });
    vi.stubEnv('WHATSAPP_API_KEY', 'test-key');
    resetConfigForTests();
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      posted.push(JSON.parse(init.body));
      return new Response('{}', { status: 200 });
    });
    await outboxJobHandlers()['notify.outbox_retry']!(db, job!.payload, new Date());
    expect(JSON.stringify(posted)).toContain('+919811122233');
    expect(JSON.stringify(posted)).toContain(PROVIDER_ASSIGNED_TEMPLATE);
    const [retry] = await db.select().from(outboxRetries).where(eq(outboxRetries.outboxId, rows.failedAssigned.id));
    expect(retry).toMatchObject({ status: 'sent', requestedBy: members.operations.id });
    const resent = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, PROVIDER_ASSIGNED_TEMPLATE), eq(outbox.status, 'sent')));
    expect(resent).toHaveLength(1);
    // a second run of the job sends nothing more
    await outboxJobHandlers()['notify.outbox_retry']!(db, job!.payload, new Date());
    expect(posted).toHaveLength(1);
    const shown = (await list('admin', { status: 'failed', channel: 'whatsapp' })).messages[0]!;
    expect(shown).toMatchObject({ retry: 'sent', retryable: false });
  });
});
