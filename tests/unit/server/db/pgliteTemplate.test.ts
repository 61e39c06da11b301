import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../../../server/db/connect';
import type { Db } from '../../../../server/db/types';
import { openTestDatabase } from '../../../helpers/testDatabases';

/** The rows of a query: PGlite and node-postgres both answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every column and index of the public schema, and the migrations drizzle recorded as applied. */
async function shape(db: Db) {
  return {
    columns: await rows(
      db,
      sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
    ),
    indexes: await rows(db, sql`select indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    applied: (await rows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at`)).map(
      (row) => row.hash,
    ),
  };
}

describe('PGlite test databases from the migrated template (tests/helpers/pgliteTemplate.ts)', () => {
  it('are what a fresh PGlite migrated by openDatabase is: same tables, columns, indexes and applied migrations', async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    const fromTemplate = await openTestDatabase('pglite');
    try {
      const expected = await shape(fresh.db);
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(expected.applied).toHaveLength(journal.entries.length);
      expect(expected.columns.length).toBeGreaterThan(100);
      expect(await shape(fromTemplate.db)).toEqual(expected);
    } finally {
      await fresh.close();
      await fromTemplate.close();
    }
    // two migrations from scratch when the template is not made yet (a new migration): minutes on a busy machine
  }, 180_000);

  it('are each a database of their own: what one writes, the next one opened does not see', async () => {
    const first = await openTestDatabase('pglite');
    try {
      await first.db.execute(sql`create table only_in_first (id int)`);
      await first.db.execute(
        sql`insert into contact_messages (reference, name, phone, message) values ('CM-TEST01', 'Asha', '9876543210', 'hello')`,
      );
      const second = await openTestDatabase('pglite');
      try {
        expect(await rows(second.db, sql`select 1 from information_schema.tables where table_name = 'only_in_first'`)).toEqual([]);
        expect(await rows(second.db, sql`select count(*)::int as n from contact_messages`)).toEqual([{ n: 0 }]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
