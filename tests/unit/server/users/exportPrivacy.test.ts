/**
 * "Download my data" holds what the customer gave us and what we may show them, never internal fields: every
 * column of every exported table is classified (exported or internal), so a new column fails here until it is;
 * and the export of a fully populated account (a hidden review, an assigned provider, a future order with its
 * start code, a support room assigned to an agent, an enquiry with its owner) holds no internal column and none
 * of their values. PGlite and PostgreSQL.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, is } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import * as schema from '../../../../server/db/schema';
import { chatMessages, chatRooms, contactMessages, leads, orders, reviews, staff } from '../../../../server/db/schema';
import { exportUserData } from '../../../../server/users/export';
import { EXPORTED_TABLES } from '../../../../server/users/exportTables';
import { makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { customer, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';
import { insertOrder } from './fixtures';

setUpInvitesSuite();

describe('every column of an exported table is classified', () => {
  it('lists each column once, as exported or internal (a new column must be classified)', () => {
    const problems: string[] = [];
    for (const [name, spec] of Object.entries(EXPORTED_TABLES)) {
      const columns = getTableConfig(spec.table).columns.map((column) => column.name);
      const classified = [...spec.exported, ...spec.internal];
      for (const column of columns) if (!classified.includes(column)) problems.push(`${name}.${column} is not classified`);
      for (const column of classified) if (!columns.includes(column)) problems.push(`${name}.${column} is not a column`);
      for (const column of spec.exported) if (spec.internal.includes(column)) problems.push(`${name}.${column} is both`);
    }
    expect(problems).toEqual([]);
  });

  it('marks the admin-only review note, the start code and the provider contact internal', () => {
    expect(EXPORTED_TABLES.reviews!.internal).toEqual(expect.arrayContaining(['hidden_by', 'hidden_reason']));
    expect(EXPORTED_TABLES.orders!.internal).toEqual(expect.arrayContaining(['start_code', 'executor', 'provider_id']));
  });
});

/**
 * The tables with a phone or a user id that "Download my data" leaves out, each with why: a new table holding a
 * phone or a user id fails the walk below until it is exported (EXPORTED_TABLES) or listed here with its reason.
 */
const NOT_EXPORTED: Record<string, string> = {
  otp_challenges: 'a login code in flight (its hash only), by phone: a security record that expires in minutes',
  otp_sends: 'the rate limits of code requests, by phone and address: a security record, anyone may have asked',
  login_devices: "a device's sign-in token hash, by phone: a security record (erased with the account)",
  providers: "the partners' own contact: not the customer's data (the order shows the provider's first name)",
  staff: "the team's own contact: not the customer's data",
  payment_shares: "the co-hosts' names and phones the host typed: another person's data (the payments are exported)",
};

/** A column holding a user id (a key to `users`, or named `..._user_id`), or a phone (`phone`, `mobile`, `recipient`). */
function personalColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const columns = new Set<string>();
  for (const fk of config.foreignKeys) {
    const reference = fk.reference();
    if (getTableConfig(reference.foreignTable).name === 'users') for (const column of reference.columns) columns.add(column.name);
  }
  for (const column of config.columns) {
    if (/(^|_)user_id$|(^|_)(phone|mobile)(_|$)|^recipient$/.test(column.name)) columns.add(column.name);
  }
  return [...columns].sort();
}

describe('every table with a phone or a user id is exported, or left out for a reason', () => {
  it('walks the schema: each such table is in EXPORTED_TABLES or in NOT_EXPORTED, never both', () => {
    const exported = new Set(Object.values(EXPORTED_TABLES).map((spec) => getTableConfig(spec.table).name));
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const name = getTableConfig(value).name;
      const columns = personalColumns(value);
      if (name === 'users' || columns.length === 0) continue;
      seen.add(name);
      if (!exported.has(name) && !NOT_EXPORTED[name]) problems.push(`${name} (${columns.join(', ')}) is neither exported nor listed`);
      if (exported.has(name) && NOT_EXPORTED[name]) problems.push(`${name} is both exported and listed as not`);
    }
    for (const name of Object.keys(NOT_EXPORTED)) if (!seen.has(name)) problems.push(`${name} holds no phone or user id (drop it)`);
    expect(problems).toEqual([]);
    expect(seen.has('payment_shares') && seen.has('orders') && seen.has('outbox')).toBe(true);
  });
});

describeEachDatabase(
  'the export of a fully populated account holds no internal field',
  (getDb) => {
    beforeEach(() => useDbForRoutes(getDb()));

    it('leaves out the hidden review note, the provider surname and phone, the start code and staff ids', async () => {
      const db = getDb();
      const me = await customer(db, '9866600011');
      const [agent] = await db.insert(staff).values({ phone: '9866600019', name: 'Sunil Support', role: 'support' }).returning();
      const provider = await makeProvider(db, { name: 'Ramesh Kumar', phone: '9866600018' });
      const order = await insertOrder(db, me.id, { eventDate: addIstDays(istDate(new Date()), 3) });
      await db
        .update(orders)
        .set({
          providerId: provider.id,
          executor: { name: 'Ramesh Kumar', phone: '9866600018' },
          startCode: '7391',
          idempotencyKey: 'booking-key-1',
        })
        .where(eq(orders.id, order.id));
      await db.insert(reviews).values({
        orderId: order.id,
        userId: me.id,
        orderType: order.orderType,
        rating: 1,
        text: 'Came late',
        hiddenAt: new Date(),
        hiddenBy: agent!.id,
        hiddenReason: 'Names the chef: internal moderation note',
      });
      const [room] = await db
        .insert(chatRooms)
        .values({ kind: 'support', title: 'Support', customerUserId: me.id, assignedStaffId: agent!.id })
        .returning();
      await db.insert(chatMessages).values({ roomId: room!.id, senderUserId: me.id, text: 'Where is my chef?', clientId: 'c-1' });
      await db.insert(chatMessages).values({ roomId: room!.id, senderStaffId: agent!.id, text: 'On the way', imageKeys: ['chat/x.webp'] });
      await db.insert(leads).values({
        reference: 'LD-TEST01',
        service: 'chef',
        name: 'Asha',
        phone: me.phone,
        eventDate: addIstDays(istDate(new Date()), 20),
        guests: 150,
        city: 'noida',
        assignedStaffId: agent!.id,
      });
      await db
        .insert(contactMessages)
        .values({ reference: 'CM-TEST01', name: 'Asha', phone: me.phone, message: 'Hello', clientIp: '203.0.113.9' });

      const exported = (await exportUserData(db, me.id))!;
      for (const [name, rows] of Object.entries(exported.tables)) {
        const internal = EXPORTED_TABLES[name]?.internal ?? [];
        for (const row of rows) for (const column of internal) expect(row, `${name}.${column}`).not.toHaveProperty(column);
      }
      const text = JSON.stringify(exported);
      expect(text).not.toContain('internal moderation note');
      expect(text).not.toContain(agent!.id);
      expect(text).not.toContain('9866600018');
      expect(text).not.toContain('Kumar');
      expect(text).not.toContain('"7391"');
      expect(text).not.toContain('booking-key-1');
      expect(text).not.toContain('chat/x.webp');
      expect(text).not.toContain('203.0.113.9');
      // what the customer gave us and what the order page shows them stays
      expect(exported.tables.reviews!.map((review) => review.text)).toEqual(['Came late']);
      expect(exported.tables.orders!.map((row) => row.provider_first_name)).toEqual(['Ramesh']);
      expect(exported.tables.orders![0]!.address).toMatchObject({ line1: 'Flat 402, Tower B' });
      expect(exported.tables.chat_support_conversation!.map((message) => message.text).sort()).toEqual(['On the way', 'Where is my chef?']);
      expect(exported.tables.leads!.map((lead) => lead.guests)).toEqual([150]);
    });
  },
  { seed: false },
);
