import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { OTP_LENGTH } from '../lib/constants';
import { startProductionServer, type RunningServer } from '../tests/e2e/server';
import { chefOrderBodyAt, loginTokenAt } from '../tests/helpers/httpApi';
import { postgresBin } from './pgCluster';
import { runLoad, type LoadResult } from './load';
import { createBenchDatabase } from './postgres';

const exec = promisify(execFile);

/** Concurrent clients of both loads: 100 connections, each one customer of its own. */
export const ORDER_CLIENTS = 100;
/** Seconds of each measured load (pgbench and orders), after a short warm-up of the orders. */
export const ORDER_BENCH_SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 20);
/** pgbench's scale (100,000 accounts each): as large as the client count, as pgbench's manual advises for TPC-B. */
export const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? ORDER_CLIENTS);
/** The goal: orders a second at least this share of pgbench's TPC-B-like transactions a second. */
export const ORDERS_GOAL_OF_PGBENCH = 0.25;
/** Every this-many-th request of a customer repeats its previous request's Idempotency-Key (a retried submit). */
const REPLAY_EVERY = 10;

/** The customers of the bench (OTP_TEST_NUMBERS), one per connection. */
const ORDER_LOGINS = Array.from({ length: ORDER_CLIENTS }, (_, i) => ({
  phone: String(7_100_000_000 + i),
  code: String((i * 7919) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0'),
}));

/** What `npm run bench orders` measured. */
export interface OrdersBench {
  clients: number;
  seconds: number;
  pgbench: { scale: number; clients: number; seconds: number; tps: number };
  /** Orders created (answered 201) a second over the measured load. */
  ordersPerSecond: number;
  /** `ordersPerSecond` / pgbench's tps. */
  ofPgbench: number;
  /**
   * GET /api/health (one `select 1`) on the same server and database with the same connections, after the
   * orders: the framework's own ceiling for a route that touches PostgreSQL, the reference for the goal.
   */
  health: LoadResult;
  requests: number;
  created: number;
  replays: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  /** Requests without an answer (timeouts, connection errors). */
  noAnswer: number;
  /** Orders committed whose answer never arrived (each retried with its key: must return it). */
  cutOff: number;
  /** Orders answered 200/201 that are not in the database (must be 0). */
  lost: number;
  /**
   * Orders beyond one per request (must be 0): rows sharing a customer and key, an order of a key answered with
   * another order, a cut-off order a retry with its key does not return, a replay answered with another order.
   */
  duplicated: number;
  failures: string[];
}

/** The pgbench binary: on the PATH, or the newest server's. */
function pgbenchBinary(): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'pgbench'));
  return onPath.find((file) => existsSync(file)) ?? path.join(postgresBin(), 'pgbench');
}

/**
 * pgbench's TPC-B-like transactions a second on a fresh database of the same server: `pgbench -i` (server-side
 * data generation) at `PGBENCH_SCALE`, then `ORDER_CLIENTS` clients for `ORDER_BENCH_SECONDS` (bounded by -T).
 */
async function runPgbench(adminUrl: string): Promise<OrdersBench['pgbench']> {
  const database = await createBenchDatabase(adminUrl);
  try {
    const pgbench = pgbenchBinary();
    await exec(pgbench, ['-i', '-q', '-I', 'dtGvp', '-s', String(PGBENCH_SCALE), database.url], { maxBuffer: 16 * 1024 * 1024 });
    const { stdout } = await exec(pgbench, ['-c', String(ORDER_CLIENTS), '-j', '2', '-T', String(ORDER_BENCH_SECONDS), database.url], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: (ORDER_BENCH_SECONDS + 120) * 1000,
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { scale: PGBENCH_SCALE, clients: ORDER_CLIENTS, seconds: ORDER_BENCH_SECONDS, tps: Number(tps) };
  } finally {
    await database.drop();
  }
}

/**
 * `npm run bench orders`: POST /api/order/add (a chef order with its own Idempotency-Key, every
 * tenth a retry of the previous one) from `ORDER_CLIENTS` connections, each a different logged-in customer, on
 * a production server on PostgreSQL, for `ORDER_BENCH_SECONDS`; then checks in the database that no answered
 * order is lost and none is duplicated, beside pgbench's TPC-B-like tps on the same server in the same run.
 * @param adminUrl the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL); databases are made and dropped.
 * @param build run `next build` before starting the site (BENCH_SKIP_BUILD=1 reuses the last build).
 */
export async function benchOrders(adminUrl: string, { build }: { build: boolean }): Promise<OrdersBench> {
  // pgbench first, with the machine to itself, then the site on its own database
  const pgbench = await runPgbench(adminUrl);
  const database = await createBenchDatabase(adminUrl);
  let server: RunningServer | undefined;
  try {
    server = await startProductionServer({
      build,
      extraEnv: {
        DATABASE_URL: database.url,
        OTP_TEST_NUMBERS: ORDER_LOGINS.map((l) => `${l.phone}:${l.code}`).join(','),
        // the bench measures booking, not the hourly limit (its boundary is a repository test)
        ORDER_MAX_PER_CUSTOMER_HOUR: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    const tokens: string[] = [];
    for (const login of ORDER_LOGINS) {
      const token = await loginTokenAt(server.baseURL, login);
      if (!token) throw new Error(`login of bench customer ${login.phone.slice(-3)} failed`);
      tokens.push(token);
    }
    const body = JSON.stringify(await chefOrderBodyAt(server.baseURL, 'Bench Customer'));
    /** The order each key was answered with (201 or 200), per customer and key. */
    const answered = new Map<string, string>();
    const created = new Set<string>();
    let replays = 0;
    let replayMismatches = 0;
    let noAnswer = 0;
    const statuses: Record<string, number> = {};
    const agent = new Agent({ keepAlive: true, maxSockets: ORDER_CLIENTS });
    const target = new URL('/api/order/add', server.baseURL);
    /**
     * One connection's customer placing orders one after another until `until` (ms since the epoch): a new
     * key each time, and every REPLAY_EVERY-th request the previous key again. Returns the latencies, ms.
     */
    const customerLoop = async (customer: number, phase: string, until: number): Promise<number[]> => {
      const latencies: number[] = [];
      let key: string | undefined;
      for (let sent = 1; Date.now() < until; sent += 1) {
        const replay = key !== undefined && sent % REPLAY_EVERY === 0;
        if (!replay) key = `bench-orders-${phase}-${customer}-${sent}`;
        const started = performance.now();
        let answer: { status: number; body: string };
        try {
          answer = await postOnce(agent, target, body, { authorization: `Bearer ${tokens[customer]}`, 'idempotency-key': key! });
        } catch {
          noAnswer += 1;
          continue;
        }
        latencies.push(performance.now() - started);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status !== 200 && answer.status !== 201) continue;
        const id = (JSON.parse(answer.body) as { data?: { _id?: string } }).data?._id ?? '';
        const answeredKey = `${customer}/${key}`;
        if (replay) {
          replays += 1;
          if (answered.get(answeredKey) !== id) replayMismatches += 1;
        } else {
          answered.set(answeredKey, id);
          if (answer.status === 201) created.add(id);
        }
      }
      return latencies;
    };
    /** All customers at once for `seconds`; the latencies and the seconds until the last answer. */
    const load = async (phase: string, seconds: number) => {
      const startedAt = performance.now();
      const until = Date.now() + seconds * 1000;
      const latencies = (await Promise.all(Array.from({ length: ORDER_CLIENTS }, (_, c) => customerLoop(c, phase, until)))).flat();
      return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - startedAt) / 1000 };
    };
    await load('warm-up', 3); // every order of it is checked below too
    const createdBefore = created.size;
    const result = await load('run', ORDER_BENCH_SECONDS);
    const createdInRun = created.size - createdBefore;

    const client = new Client({ connectionString: database.url });
    await client.connect();
    let rows: { id: string; idempotency_key: string | null; phone: string }[];
    try {
      rows = (
        await client.query<{ id: string; idempotency_key: string | null; phone: string }>(
          'select o.id, o.idempotency_key, u.phone from orders o join users u on u.id = o.user_id',
        )
      ).rows;
    } finally {
      await client.end();
    }
    const inDatabase = new Set(rows.map((r) => r.id));
    const lost = [...answered.values()].filter((id) => !inDatabase.has(id)).length;
    const customerOfPhone = new Map(ORDER_LOGINS.map((l, i) => [l.phone, i]));
    const perKey = new Map<string, string[]>();
    for (const row of rows) {
      const key = `${customerOfPhone.get(row.phone.slice(-10)) ?? row.phone}/${row.idempotency_key}`;
      perKey.set(key, [...(perKey.get(key) ?? []), row.id]);
    }
    let duplicated = replayMismatches;
    let cutOff = 0;
    for (const [key, ids] of perKey) {
      duplicated += ids.length - 1;
      const answer = answered.get(key);
      if (answer !== undefined) {
        if (!ids.includes(answer)) duplicated += 1;
        continue;
      }
      // committed, its answer lost on the way: a retry with the key must return that very order
      cutOff += 1;
      const [customer, idempotencyKey] = key.split('/') as [string, string];
      const retry = await fetch(`${server.baseURL}/api/order/add`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[Number(customer)]}`,
          'idempotency-key': idempotencyKey,
        },
        body,
      });
      const again = (await retry.json()) as { data?: { _id?: string } };
      if (retry.status !== 200 || again.data?._id !== ids[0]) duplicated += 1;
    }
    const ordersPerSecond = createdInRun / Math.max(result.seconds, 0.001);
    const ofPgbench = ordersPerSecond / pgbench.tps;
    // the ceiling of any route on this server and database: one `select 1` per request, same connections
    const health = await runLoad({
      baseURL: server.baseURL,
      path: '/api/health',
      method: 'GET',
      connections: ORDER_CLIENTS,
      amount: 5000,
      warmUp: 500,
    });
    const failures: string[] = [];
    if (lost > 0) failures.push(`${lost} answered orders missing from the database`);
    if (duplicated > 0) failures.push(`${duplicated} duplicated orders`);
    const refused = Object.entries(statuses).filter(([s]) => s !== '200' && s !== '201');
    if (refused.length > 0 || noAnswer > 0)
      failures.push(`answers other than 200/201: ${JSON.stringify(statuses)}, ${noAnswer} unanswered`);
    if (ofPgbench < ORDERS_GOAL_OF_PGBENCH)
      failures.push(`${(ofPgbench * 100).toFixed(1)}% of pgbench's tps, under the goal of ${ORDERS_GOAL_OF_PGBENCH * 100}%`);
    return {
      clients: ORDER_CLIENTS,
      seconds: ORDER_BENCH_SECONDS,
      pgbench,
      ordersPerSecond,
      ofPgbench,
      health,
      requests: Object.values(statuses).reduce((sum, n) => sum + n, 0) + noAnswer,
      created: created.size,
      replays,
      p50: percentile(result.latencies, 0.5),
      p99: percentile(result.latencies, 0.99),
      statuses,
      noAnswer,
      cutOff,
      lost,
      duplicated,
      failures,
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** The `share` percentile (0..1) of ascending `sorted` values, 0 when empty. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** POSTs `body` (JSON) to `url` on a kept-alive connection of `agent`; the status and the answer's text. */
function postOnce(agent: Agent, url: URL, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}
