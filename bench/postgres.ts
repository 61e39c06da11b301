import { Client } from 'pg';

/**
 * A throw-away database on the PostgreSQL server of `adminUrl` (BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * dropped again by `drop`.
 */
export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `party_bench_${Date.now()}`;
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
