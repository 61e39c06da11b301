import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startProductionServer, type RunningServer } from '../tests/e2e/server';
import { BENCH_STAFF_LOGIN, benchStaffSession } from './opsSession';
import { seedBoardOrders } from './opsBoardSeed';
import { createBenchDatabase } from './postgres';
import { loadFailures, type MeasuredLoad } from './load';

/** Orders in the bench's database (BENCH_BOARD_ORDERS, default 100,000: the scale the console must serve). */
export const BOARD_ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 100_000);
/** Staff members opening the board at once, one connection each. */
export const BOARD_CLIENTS = 50;
/**
 * Seconds of the unmeasured warm-up (every view in turn): the server's JIT, and each pooled connection's prepared
 * statements, warm up first, as on a server that has been running.
 */
export const BOARD_WARM_UP_SECONDS = 8;
/** Seconds of each measured load (BENCH_BOARD_SECONDS), after the warm-up. */
export const BOARD_SECONDS = Number(process.env.BENCH_BOARD_SECONDS ?? 15);
/** The goal: the 95th percentile of the board's answers at 100,000 orders and 50 staff at once, ms. */
export const BOARD_GOAL_P95_MS = 100;

/**
 * What staff open on the board besides its default view: later pages, each filter with the default order, slot
 * days by slot day, a search by order number (the loads cycle through them).
 */
const BOARD_VIEWS = [
  '',
  '?page=2',
  '?page=40',
  '?status=0',
  '?status=4',
  '?paymentStatus=paid',
  '?service=decoration',
  '?city=noida',
  '?sort=eventDate&dir=asc',
  '?q=PS-B00100',
];

/** One load of the board. Latencies in ms. */
export interface BoardLoad extends MeasuredLoad {
  name: string;
}

/** What `npm run bench board` measured. */
export interface BoardBench {
  orders: number;
  clients: number;
  seconds: number;
  /** GET /api/ops/orders, the board's default view (newest first, page 1): the goal's load. */
  defaultView: BoardLoad;
  /** The same clients cycling through BOARD_VIEWS (pages, filters, sorts, a search). */
  views: BoardLoad;
  /**
   * Reference, not judged: GET /api/health/live (an API route with nothing to do) with the same clients, after the
   * board: what this machine's server answers at best right now (a busy machine misses the goal here too).
   */
  floor: BoardLoad;
  failures: string[];
}

/** The `share` percentile (0..1) of ascending `sorted` values, 0 when empty. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** GETs `url` on a kept-alive connection of `agent`: its status (the body is read and dropped). */
function getOnce(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * BOARD_CLIENTS staff members each asking for the board one request after another for `seconds` (a closed loop,
 * as people waiting for their page), the i-th request of a client at `pathOf(i)`.
 */
async function loadBoard(
  baseURL: string,
  cookie: string,
  name: string,
  seconds: number,
  pathOf: (index: number) => string,
): Promise<BoardLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: BOARD_CLIENTS });
  const headers = { cookie: `ops_session=${cookie}`, origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' };
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let noAnswer = 0;
  let sent = 0;
  const startedAt = performance.now();
  const until = startedAt + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const url = new URL(pathOf(sent++), baseURL);
      const started = performance.now();
      try {
        const status = await getOnce(agent, url, headers);
        latencies.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        noAnswer += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: BOARD_CLIENTS }, client));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length + noAnswer,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    statuses,
    noAnswer,
  };
}

/** Why a load misses the goal (nothing when it meets it): p95 over the goal, answers other than 200, none at all. */
export function boardFailures(load: BoardLoad, goalP95Ms = BOARD_GOAL_P95_MS): string[] {
  return loadFailures(load.name, load, goalP95Ms);
}

/**
 * `npm run bench board`: the console's orders board (GET /api/ops/orders, as the board's page fetches it) on a
 * production server on PostgreSQL with BOARD_ORDERS orders, BOARD_CLIENTS signed-in staff at once: the default
 * view, then a mix of pages, filters, sorts and a search. Goal: the default view's p95 <= BOARD_GOAL_P95_MS; only 200
 * answers (no 503 while the database is up) for both.
 * @param adminUrl the PostgreSQL server; a database is made, seeded and dropped.
 * @param build run `next build` first (BENCH_SKIP_BUILD=1 reuses the last build).
 */
export async function benchOpsBoard(adminUrl: string, { build }: { build: boolean }): Promise<BoardBench> {
  const database = await createBenchDatabase(adminUrl);
  let server: RunningServer | undefined;
  try {
    server = await startProductionServer({
      build,
      extraEnv: {
        DATABASE_URL: database.url,
        OTP_TEST_NUMBERS: `${BENCH_STAFF_LOGIN.phone}:${BENCH_STAFF_LOGIN.code}`,
        OPS_BOOTSTRAP_ADMIN_PHONE: BENCH_STAFF_LOGIN.phone,
        LOG_LEVEL: 'warn',
      },
    });
    // the server has migrated the database: the orders go in beside its seed
    await seedBoardOrders(database.url, { orders: BOARD_ORDERS });
    const cookie = await benchStaffSession(server.baseURL);
    const base = '/api/ops/orders';
    await loadBoard(server.baseURL, cookie, 'warm-up', BOARD_WARM_UP_SECONDS, (i) => `${base}${BOARD_VIEWS[i % BOARD_VIEWS.length]}`);
    const defaultView = await loadBoard(server.baseURL, cookie, 'default view', BOARD_SECONDS, () => base);
    const views = await loadBoard(
      server.baseURL,
      cookie,
      'pages, filters and sorts',
      BOARD_SECONDS,
      (i) => `${base}${BOARD_VIEWS[i % BOARD_VIEWS.length]}`,
    );
    const floor = await loadBoard(server.baseURL, cookie, 'reference: GET /api/health/live', 5, () => '/api/health/live');
    return {
      orders: BOARD_ORDERS,
      clients: BOARD_CLIENTS,
      seconds: BOARD_SECONDS,
      defaultView,
      views,
      floor,
      // the goal is the default view's (what every member opens); the mix must answer 200 throughout, its p95 is reported
      failures: [...boardFailures(defaultView), ...boardFailures(views, Infinity)],
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}
