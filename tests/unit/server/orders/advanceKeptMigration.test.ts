/**
 * Migration 0030: cancelled and expired orders stored as "balance due" before an ended order could no longer be
 * (lib/payments orderPaymentStatus) read "Advance kept"; orders still running keep their balance due.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS } from '../../../../server/db/connect';
import * as schema from '../../../../server/db/schema';
import { orders } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';

/**
 * A chef order in `status` as the old code stored it (the advance paid, nothing refunded, "balance_due"), written with
 * the columns a database of that time has: today's schema has columns added since, which an insert through it names.
 */
async function oldOrder(db: Db, status: number, phone: string): Promise<{ id: string }> {
  // the customer as the old schema had them (today's users table has columns added after 0030)
  const userId = randomUUID();
  await db.execute(sql`insert into users (id, phone) values (${userId}, ${phone})`);
  const user = { id: userId };
  const id = randomUUID();
  const bill = { lines: [{ kind: 'dishes', label: 'Dishes', amount: 700 }] };
  await db.execute(sql`
    insert into orders (id, order_number, user_id, order_type, status, event_date, slot, people_count, address, items, bill,
      total, advance, balance, cancellation_policy, payment_status, amount_paid)
    values (${id}, ${`PS-${id.slice(0, 6).toUpperCase()}`}, ${user.id}, 2, ${status}, '2026-11-23', '19-20', 10,
      ${JSON.stringify({ city: 'Noida', pincode: '201309' })}::jsonb, '[]'::jsonb, ${JSON.stringify(bill)}::jsonb,
      700, 140, 560, 'policy', 'balance_due', 140)`);
  return { id };
}

describe('migration 0030: ended orders that kept their advance', () => {
  let folder = '';
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('read "advance kept" when cancelled or expired; a booked order keeps its balance due', async () => {
    // the migrations up to 0029, as a database had them before this change
    folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag.startsWith('0030_'));
    expect(before).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));

    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzle({ client, schema }) as unknown as Db;
    try {
      await migrate(db as never, { migrationsFolder: folder });
      // each as the old code stored it: the advance paid, nothing refunded, "balance_due"
      const cancelled = await oldOrder(db, ORDER_STATUS.CANCELLED, '9811100071');
      const expired = await oldOrder(db, ORDER_STATUS.EXPIRED, '9811100072');
      const booked = await oldOrder(db, ORDER_STATUS.BOOKED, '9811100073');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      const stateOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;
      expect([await stateOf(cancelled.id), await stateOf(expired.id), await stateOf(booked.id)]).toEqual([
        'advance_kept',
        'advance_kept',
        'balance_due',
      ]);
    } finally {
      await client.close();
    }
  });
});
