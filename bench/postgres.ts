import { Client } from 'pg';

/**
 * A throw-away database on the PostgreSQL server of `adminUrl` (BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * dropped again by `drop`. Its name starts with BENCH_DATABASE_PREFIX (default `party_bench`, letters, digits and
 * `_`), so that a shared server's leftovers of an interrupted run can be told apart.
 */
export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'party_bench';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error('BENCH_DATABASE_PREFIX must be lower-case letters, digits and _');
  const name = `${prefix}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
