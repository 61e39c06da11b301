import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { OTP_LENGTH } from '../lib/constants';
import { chefOrderBodyAt, loginTokenAt } from '../tests/helpers/httpApi';
import { startProductionServer, type RunningServer } from '../tests/e2e/server';
import { startPgCluster, type PgCluster } from './pgCluster';

/** Customers of the bench (OTP_TEST_NUMBERS): orders go round-robin over them, a few per customer. */
const FAULT_LOGINS = Array.from({ length: 1000 }, (_, i) => ({
  phone: String(7_000_000_000 + i),
  code: String(i % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0'),
}));

/** The timeline of the bench, in seconds from the start of the load. */
const PLAN = { pauseAt: 10, pauseSeconds: 5, restartAt: 28, durationSeconds: 45 };

/** Concurrent clients per kind of request (80 in all). */
const CONNECTIONS = { health: 10, catalogue: 40, orders: 30 };

/** Requests without an answer after this long count as hung. */
const REQUEST_TIMEOUT_SECONDS = 20;

/** Counts of one kind of request. */
export interface FaultLoadCounts {
  requests: number;
  statuses: Record<string, number>;
  /** Requests that got no answer (autocannon timeouts and connection errors). */
  noAnswer: number;
}

/** What `npm run bench faults` measured (the database faults case). */
export interface FaultsReport {
  plan: typeof PLAN & { connections: typeof CONNECTIONS };
  health: FaultLoadCounts;
  catalogue: FaultLoadCounts;
  orders: FaultLoadCounts;
  requests: number;
  /** 5xx answers other than 503 (must be 0). */
  serverErrors: number;
  unavailable503: number;
  /** 503 answers without a `Retry-After` header (must be 0). */
  unavailableWithoutRetryAfter: number;
  noAnswer: number;
  /** Orders answered 200/201. */
  confirmedOrders: number;
  /** Of those, not in the database afterwards (must be 0). */
  lostOrders: number;
  /** Orders answered 503 (or not at all) that were committed anyway: a retry with the same Idempotency-Key returns them. */
  failedButCommitted: number;
  /** Of those, how many a retry with the same Idempotency-Key (and customer) answered with that very order (must be all). */
  failedButCommittedReturnedOnRetry: number;
  /** Longest health answer while PostgreSQL was paused, ms (must stay under 3000). */
  slowestHealthWhilePausedMs: number;
  /** From SIGCONT to the first 200 of /api/health, s. */
  recoverAfterResumeSeconds: number | null;
  /** How long `pg_ctl restart -m fast` took, s. */
  restartSeconds: number;
  /** From pg_ctl restart returning (PostgreSQL accepting connections again) to the first 200 of /api/health, s. */
  recoverAfterRestartSeconds: number | null;
  /** From SIGCONT / restart to the first confirmed order, s. */
  firstOrderAfterResumeSeconds: number | null;
  firstOrderAfterRestartSeconds: number | null;
  /** Lines of the server log (saved as bench/results/faults-server.log) with an uncaught exception or unhandled rejection (must be none). */
  crashLines: string[];
  /** The server still answers 200 on /api/health after the run. */
  healthyAfterwards: boolean;
}

/** Logs every bench customer in (20 at a time); their session tokens. */
async function logIn(baseURL: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < FAULT_LOGINS.length; i += 20) {
    const batch = await Promise.all(
      FAULT_LOGINS.slice(i, i + 20).map(async (login) => {
        const token = await loginTokenAt(baseURL, login);
        if (!token) throw new Error(`login of ${login.phone} failed`);
        return token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** One autocannon load of `durationSeconds` with `connections` clients; `onAnswer` sees every answer. */
async function load(
  baseURL: string,
  connections: number,
  durationSeconds: number,
  request: { method: 'GET' | 'POST'; path: string; next?: () => { body: string; headers: Record<string, string> } },
  onAnswer: (status: number, body: string, headers: Record<string, string>) => void,
): Promise<FaultLoadCounts> {
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests: [
      {
        method: request.method,
        path: request.path,
        setupRequest: (req) => {
          if (!request.next) return req;
          const { body, headers } = request.next();
          return { ...req, body, headers: { ...req.headers, 'content-type': 'application/json', ...headers } };
        },
        onResponse: (status, body, _context, headers) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          onAnswer(status, body, (headers ?? {}) as Record<string, string>);
        },
      },
    ],
  });
  return { requests: result.requests.total, statuses, noAnswer: result.errors };
}

/** The first time (ms since the epoch) at or after `since` in `times`, as seconds after `since`. */
function secondsUntilFirst(times: number[], since: number): number | null {
  const first = times.find((t) => t >= since);
  return first === undefined ? null : Number(((first - since) / 1000).toFixed(2));
}

/**
 * `npm run bench faults`: a production server on a private PostgreSQL cluster under 80 concurrent clients
 * (health, a decoration search that reads the database, chef orders by 1,000 logged-in customers with a
 * unique Idempotency-Key each) while PostgreSQL is paused (SIGSTOP) for 5 s and later restarted
 * (`pg_ctl restart -m fast`). Counts 5xx, 503s, unanswered requests and confirmed orders missing from
 * the database, and the time to recover.
 * @param build run `next build` first (BENCH_SKIP_BUILD=1 reuses the last build).
 */
export async function benchFaults({ build }: { build: boolean }): Promise<FaultsReport> {
  const cluster: PgCluster = await startPgCluster();
  let server: RunningServer | undefined;
  try {
    const databaseUrl = await cluster.createDatabase('party_faults');
    server = await startProductionServer({
      build,
      extraEnv: {
        DATABASE_URL: databaseUrl,
        SMS_PROVIDER: 'console',
        OTP_TEST_NUMBERS: FAULT_LOGINS.map((l) => `${l.phone}:${l.code}`).join(','),
        OTP_MAX_SENDS_PER_IP_HOUR: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    const baseURL = server.baseURL;
    const tokens = await logIn(baseURL);
    const orderBody = JSON.stringify(await chefOrderBodyAt(baseURL, 'Bench Customer'));
    await (await fetch(`${baseURL}/api/Decoration/searchByTag/birthday?page=1&limit=10`)).arrayBuffer();

    const confirmed = new Set<string>();
    const sentKeys: string[] = [];
    const healthOk: number[] = [];
    const orderOk: number[] = [];
    let orderIndex = 0;
    let slowestHealthWhilePausedMs = 0;
    let unavailableWithoutRetryAfter = 0;
    const checkRetryAfter = (status: number, _body: string, headers: Record<string, string>) => {
      // autocannon keeps the header names as sent
      if (status === 503 && !Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after')) unavailableWithoutRetryAfter++;
    };
    let paused = false;

    // A prober beside the load: GET /api/health every 200 ms, timing each answer.
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const started = Date.now();
        const startedWhilePaused = paused;
        const status = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(10_000) })
          .then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          })
          .catch(() => 0);
        if (status === 200) healthOk.push(started);
        if (startedWhilePaused) slowestHealthWhilePausedMs = Math.max(slowestHealthWhilePausedMs, Date.now() - started);
        await sleep(200);
      }
    })();

    const startedAt = Date.now();
    const at = (seconds: number) => sleep(Math.max(0, startedAt + seconds * 1000 - Date.now()));
    const scenario = (async () => {
      await at(PLAN.pauseAt);
      await cluster.pause();
      paused = true;
      console.log(`faults: PostgreSQL paused (SIGSTOP) at ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      await sleep(PLAN.pauseSeconds * 1000);
      paused = false;
      cluster.resume();
      const resumedAt = Date.now();
      console.log(`faults: PostgreSQL resumed (SIGCONT) at ${((resumedAt - startedAt) / 1000).toFixed(1)} s`);
      await at(PLAN.restartAt);
      const restartStarted = Date.now();
      await cluster.restart();
      const restartedAt = Date.now();
      console.log(
        `faults: PostgreSQL restarted (pg_ctl restart -m fast, ${((restartedAt - restartStarted) / 1000).toFixed(1)} s) ` +
          `at ${((restartStarted - startedAt) / 1000).toFixed(1)} s`,
      );
      return { resumedAt, restartStarted, restartedAt };
    })();

    const [health, catalogue, orders] = await Promise.all([
      load(baseURL, CONNECTIONS.health, PLAN.durationSeconds, { method: 'GET', path: '/api/health' }, checkRetryAfter),
      load(
        baseURL,
        CONNECTIONS.catalogue,
        PLAN.durationSeconds,
        { method: 'GET', path: '/api/Decoration/searchByTag/birthday?page=1&limit=10' },
        checkRetryAfter,
      ),
      load(
        baseURL,
        CONNECTIONS.orders,
        PLAN.durationSeconds,
        {
          method: 'POST',
          path: '/api/order/add',
          next: () => {
            const i = orderIndex++;
            const key = `bench-faults-${i}-${randomBytes(6).toString('hex')}`;
            sentKeys.push(key);
            return { body: orderBody, headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': key } };
          },
        },
        (status, body, headers) => {
          checkRetryAfter(status, body, headers);
          if (status === 200 || status === 201) {
            const id = (JSON.parse(body) as { data?: { _id?: string } }).data?._id;
            if (id) confirmed.add(id);
            orderOk.push(Date.now());
          }
        },
      ),
    ]);
    const times = await scenario;
    probing = false;
    await prober;

    // Every confirmed order must be there; orders committed beyond those were answered as failures.
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    let found: number;
    let committed: { id: string; idempotency_key: string }[];
    try {
      found = (await client.query<{ n: number }>('select count(*)::int as n from orders where id = any($1::uuid[])', [[...confirmed]]))
        .rows[0]!.n;
      committed = (
        await client.query<{ id: string; idempotency_key: string }>(
          'select id, idempotency_key from orders where idempotency_key = any($1::text[])',
          [sentKeys],
        )
      ).rows;
    } finally {
      await client.end();
    }
    // An order answered as a failure (503, or no answer) but committed: the customer's retry with the same
    // key must get that very order back, never a second one.
    const failedButCommitted = committed.filter((row) => !confirmed.has(row.id));
    let returnedOnRetry = 0;
    for (const row of failedButCommitted) {
      const index = Number(row.idempotency_key.split('-')[2]);
      const retry = await fetch(`${baseURL}/api/order/add`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[index % tokens.length]}`,
          'idempotency-key': row.idempotency_key,
        },
        body: orderBody,
      });
      const answer = (await retry.json()) as { data?: { _id?: string } };
      if (retry.status === 200 && answer.data?._id === row.id) returnedOnRetry += 1;
    }

    const all = [health, catalogue, orders];
    const count = (predicate: (status: number) => boolean) =>
      all.reduce(
        (sum, c) =>
          sum +
          Object.entries(c.statuses)
            .filter(([status]) => predicate(Number(status)))
            .reduce((s, [, n]) => s + n, 0),
        0,
      );
    const logText = server.log();
    const resultsDir = path.join(process.cwd(), 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'faults-server.log'), logText);
    const crashLines = logText
      .split('\n')
      .filter((line) => /uncaughtException|unhandledRejection|Unhandled ?Rejection|uncaught exception/i.test(line))
      .slice(0, 20);
    const healthyAfterwards = (await fetch(`${baseURL}/api/health`)).status === 200;
    return {
      plan: { ...PLAN, connections: CONNECTIONS },
      health,
      catalogue,
      orders,
      requests: all.reduce((sum, c) => sum + c.requests, 0),
      serverErrors: count((s) => s >= 500 && s !== 503),
      unavailable503: count((s) => s === 503),
      unavailableWithoutRetryAfter,
      noAnswer: all.reduce((sum, c) => sum + c.noAnswer, 0),
      confirmedOrders: confirmed.size,
      lostOrders: confirmed.size - found,
      failedButCommitted: failedButCommitted.length,
      failedButCommittedReturnedOnRetry: returnedOnRetry,
      slowestHealthWhilePausedMs,
      recoverAfterResumeSeconds: secondsUntilFirst(healthOk, times.resumedAt),
      restartSeconds: Number(((times.restartedAt - times.restartStarted) / 1000).toFixed(2)),
      recoverAfterRestartSeconds: secondsUntilFirst(healthOk, times.restartedAt),
      firstOrderAfterResumeSeconds: secondsUntilFirst(orderOk, times.resumedAt),
      firstOrderAfterRestartSeconds: secondsUntilFirst(orderOk, times.restartedAt),
      crashLines,
      healthyAfterwards,
    };
  } finally {
    await server?.stop();
    await cluster.destroy();
  }
}

/** Whether the report passes: no 5xx but 503, nothing unanswered, no confirmed order lost, no crash, healthy at the end. */
export function faultsFailures(report: FaultsReport): string[] {
  const failures: string[] = [];
  if (report.serverErrors > 0) failures.push(`${report.serverErrors} answers 5xx other than 503`);
  if (report.unavailableWithoutRetryAfter > 0) failures.push(`${report.unavailableWithoutRetryAfter} answers 503 without Retry-After`);
  if (report.lostOrders > 0) failures.push(`${report.lostOrders} confirmed orders missing from the database`);
  if (report.noAnswer > 0) failures.push(`${report.noAnswer} requests without an answer within ${REQUEST_TIMEOUT_SECONDS} s`);
  if (report.crashLines.length > 0) failures.push('uncaught exception or unhandled rejection in the server log');
  if (report.slowestHealthWhilePausedMs >= 3000) failures.push(`/api/health took ${report.slowestHealthWhilePausedMs} ms while paused`);
  if (report.failedButCommittedReturnedOnRetry < report.failedButCommitted) {
    const missed = report.failedButCommitted - report.failedButCommittedReturnedOnRetry;
    failures.push(`${missed} orders answered as failures but committed were not returned by a retry with the same Idempotency-Key`);
  }
  if (!report.healthyAfterwards) failures.push('/api/health is not 200 after the run');
  return failures;
}
