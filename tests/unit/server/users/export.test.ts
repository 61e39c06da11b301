/**
 * Download my data: the export holds every table with a user column (read from the schema,
 * so a new table left out fails here), the customer's rows of each (orders, payments, refunds, invites hosted,
 * answers, wall posts, opt-ins, choices, sessions without token material) and nobody else's. PGlite and PostgreSQL.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import exportRoute from '../../../../pages/api/user/export';
import { addIstDays, istDate } from '../../../../lib/dates';
import * as schema from '../../../../server/db/schema';
import { eventWallItems } from '../../../../server/db/schema';
import { updateNotificationSettings } from '../../../../server/notify/preferences';
import { exportUserData, type UserDataExport } from '../../../../server/users/export';
import { USER_TABLES } from '../../../../server/users/exportUserTables';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { answerInvite, callRoute, createInvite, customer, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';
import { insertOrder, insertPaymentAndRefund } from './fixtures';

setUpInvitesSuite();

/** Every table of the schema and its columns holding a user id: a foreign key to `users`, or named `user_id`. */
function tablesWithUserColumns(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.name === 'users') continue;
    const columns = new Set<string>();
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      if (getTableConfig(reference.foreignTable).name === 'users') for (const column of reference.columns) columns.add(column.name);
    }
    for (const column of config.columns) if (/(^|_)user_id$/.test(column.name)) columns.add(column.name);
    if (columns.size > 0) found.set(config.name, [...columns].sort());
  }
  return found;
}

describe('the export covers the schema', () => {
  it('finds the tables with a user column in the schema', () => {
    const found = tablesWithUserColumns();
    expect(found.get('orders')).toEqual(['user_id']);
    expect(found.get('events')).toEqual(['owner_id']);
    expect(found.get('event_messages')).toEqual(['created_by']);
    expect(found.size).toBeGreaterThanOrEqual(10);
  });

  it('exports every table with a user column, by each of those columns (add a new table to USER_TABLES)', () => {
    const missing = [...tablesWithUserColumns()]
      .filter(([name, columns]) => !USER_TABLES[name] || columns.some((column) => !USER_TABLES[name]!.userColumns.includes(column)))
      .map(([name, columns]) => `${name} (${columns.join(', ')})`);
    expect(missing).toEqual([]);
  });
});

describeEachDatabase(
  'download my data',
  (getDb) => {
    beforeEach(() => useDbForRoutes(getDb()));

    it("holds the customer's profile, orders, payments, refunds, invites, answers, wall posts, choices and sessions", async () => {
      const db = getDb();
      const me = await customer(db, '9866600001');
      const other = await customer(db, '9866600002');
      const order = await insertOrder(db, me.id, { eventDate: addIstDays(istDate(new Date()), 3) });
      const { payment, refund } = await insertPaymentAndRefund(db, order.id);
      await insertOrder(db, other.id, { eventDate: addIstDays(istDate(new Date()), 3) });
      const hosted = await createInvite(me);
      const theirs = await createInvite(other);
      await answerInvite(me, { eventId: theirs._id, rsvpStatus: 'going', whatsappOptIn: true });
      await db.insert(eventWallItems).values({ eventId: theirs._id, userId: me.id, kind: 'note', text: 'Thank you!' });
      await updateNotificationSettings(db, me.id, { whatsapp: { offers: true } });

      const answer = await callRoute(exportRoute, { method: 'GET', url: '/api/user/export', headers: me.headers });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="my-data\.json"/);
      expect(answer.headers['cache-control']).toBe('no-store');
      const data = answer.json() as unknown as UserDataExport;
      expect(data.profile).toMatchObject({ id: me.id, phone: me.phone });
      for (const name of Object.keys(USER_TABLES)) expect(data.tables).toHaveProperty(name);
      expect(data.tables.orders!.map((o) => o.order_number)).toEqual([order.orderNumber]);
      expect(data.tables.payments!.map((p) => [p.receipt_number, p.amount_paise])).toEqual([[payment.receiptNumber, 40_000]]);
      expect(data.tables.refunds!.map((r) => r.bank_reference)).toEqual([refund.bankReference]);
      expect(data.tables.events!.map((e) => e.id)).toEqual([hosted._id]);
      expect(data.tables.event_guests!.map((g) => [g.event_id, g.name, g.whatsapp_opt_in])).toEqual([[theirs._id, 'Meera Iyer', true]]);
      expect(data.tables.event_wall_items!.map((w) => w.text)).toEqual(['Thank you!']);
      expect(data.tables.notification_settings!.map((s) => [s.channel, s.topic, s.enabled])).toEqual([['whatsapp', 'offers', true]]);
      expect(data.notificationChoices.whatsapp.offers).toBe(true);
      // sessions without token material: no id (the token's jti)
      expect(data.tables.sessions!.length).toBeGreaterThanOrEqual(1);
      for (const session of data.tables.sessions!) expect(Object.keys(session)).not.toContain('id');
      expect(JSON.stringify(data)).not.toContain(other.phone);
    });

    it('is refused without a login', async () => {
      const answer = await callRoute(exportRoute, { method: 'GET', url: '/api/user/export', headers: {} });
      expect(answer.status).toBe(401);
      expect(await exportUserData(getDb(), '00000000-0000-4000-8000-000000000000')).toBeNull();
    });
  },
  { seed: false },
);
