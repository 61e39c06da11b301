import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../../server/db/schema';

const folder = path.join(__dirname, '../../../../server/db/schema');
const domainFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts' && name !== 'columns.ts');

/**
 * drizzle-kit reads every file of the folder (the migrations), the app reads the index (`typeof schema`, the queries):
 * a table in a file the index forgot would be migrated but unknown to the app's types.
 */
describe('the schema folder', () => {
  it('re-exports every domain file from its index', () => {
    const index = readFileSync(path.join(folder, 'index.ts'), 'utf8');
    const missing = domainFiles.filter((name) => !index.includes(`export * from './${name.replace(/\.ts$/, '')}';`));
    expect(missing).toEqual([]);
  });

  it('holds each table once, every file under 400 lines', () => {
    const names = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(60);
    const long = domainFiles.filter((name) => readFileSync(path.join(folder, name), 'utf8').split('\n').length > 400);
    expect(long).toEqual([]);
  });
});
