import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../../server/db/connect';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';

const SCRIPT = path.join(process.cwd(), 'tests', 'helpers', 'openAppDatabase.ts');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

/** Starts one app instance's database start-up in its own process; its exit code and output. */
function startInstance(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', VITEST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function recordedMigrations(url: string): Promise<{ hash: string; count: number }[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ hash: string; count: number }>(
      'select hash, count(*)::int as count from drizzle.__drizzle_migrations group by hash',
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!TEST_DATABASE_URL)('two app instances starting together on one empty PostgreSQL [postgres]', () => {
  it.each([1, 2, 3])(
    'both start, every migration is recorded once and the seed runs once (round %i)',
    async () => {
      const database = await createTestDatabase();
      try {
        const instances = await Promise.all([startInstance(database.url), startInstance(database.url)]);
        for (const instance of instances) expect(instance.code, instance.output).toBe(0);
        const migrations = await recordedMigrations(database.url);
        expect(migrations).toHaveLength(journal.entries.length);
        expect(migrations.every((m) => m.count === 1)).toBe(true);
        const seeds = instances.filter((i) => i.output.includes('seeded empty reference data'));
        expect(seeds).toHaveLength(1);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
