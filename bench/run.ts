/**
 * `npm run bench [case ...]`: speed and size benchmarks against a production build on this machine.
 * Cases: `weight` (compressed first-visit JavaScript per page vs its budget), `otp` (login brute
 * force and otp_generate/otp_verify latency under 50 concurrent clients) and `mealdish` (getMealDish
 * throughput and p99 on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL, beside a
 * bare node:http endpoint) and `city` (/delhi under 50 concurrent clients beside a bare static-file
 * server with the same HTML). No names: all of those. `lighthouse` (Lighthouse mobile scores, LCP, CLS and TBT
 * of the LIGHTHOUSE_PAGES, BENCH_LIGHTHOUSE_RUNS runs each, default 5, every run printed and every run held to
 * LIGHTHOUSE_TARGETS: the worst run decides) runs only when named:
 * it takes several minutes. `faults` (a private PostgreSQL cluster paused for 5 s and restarted under
 * 80 concurrent clients; 5xx, 503s, lost confirmed orders, seconds to recover) also runs only when named: it
 * needs the PostgreSQL server binaries and takes about two minutes.
 * `orders` (only when named, needs BENCH_DATABASE_URL or TEST_DATABASE_URL and pgbench, about two
 * minutes): POST /api/order/add from 100 connections of 100 customers on PostgreSQL, lost and duplicated orders
 * checked in the database, beside pgbench's TPC-B-like tps on the same server; goal: orders/s >= 25% of it.
 * `chat` (only when named, needs BENCH_DATABASE_URL or TEST_DATABASE_URL): two instances on one PostgreSQL;
 * SSE streams held by one instance and its memory per stream; delivery latency p50/p99 at 50 messages a second into
 * rooms of 20 members, each member's stream on either instance (bench/chat.ts; sizes by BENCH_CHAT_* settings).
 * The other ratio goals: getMealDish >= 50% of bare node:http, /delhi >= 50% of the static-file server.
 * `gallery`: thumbnail generation throughput (24-megapixel JPEGs a second) and the gallery page
 * (GET /api/photo/thumbnailsWithinProject, 300 photos) under 50 concurrent clients on PGlite and PostgreSQL.
 * `render`: invite images rendered in process, ms per image (p50, p99 of 30) for each size (og 1200x630,
 * share 1080x1350) and language, and the share size over a host's photo; it needs no server.
 * `share`: an invite created through the API, its share page `/smartinvite/share/{code}` at 100
 * connections beside `/delhi` from the same run, and its rendered og image (warm, from the cache), on PGlite and,
 * with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL (own servers).
 * `board` (only when named, needs BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL): the console's orders board
 * (GET /api/ops/orders) with 100,000 orders on PostgreSQL (BENCH_BOARD_ORDERS), 50 signed-in staff at once, its
 * default view then a mix of pages, filters and sorts (bench/opsBoard.ts); goal: the default view's p95 <= 100 ms,
 * only 200 answers for both.
 * `slots` (only when named, needs BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL): GET /api/serviceability/slots
 * with 500 providers and 10,000 future orders in a city on PostgreSQL, 100 connections over a mix of services,
 * pincodes and dates (goal: p95 <= 50 ms); then 100 customers racing for 20 free slots through POST /api/order/add
 * (goal: exactly 20 orders, 0 double-booked, the others 409) (bench/slots.ts).
 * BENCH_SKIP_BUILD=1 reuses the last `next build`. Writes bench/results/latest.json; exits 1 when a
 * budget or a security expectation fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/browser';
import { startProductionServer } from '../tests/e2e/server';
import type { LoadResult } from './load';
import { benchCityPage } from './cityPage';
import { benchApiFloor, benchBareNodeHttp, benchMealDish, mealDishBody } from './mealDish';
import { BENCH_OTP_ENV, benchOtp } from './otp';
import {
  LIGHTHOUSE_DEFAULT_RUNS,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGETS,
  preparePages,
  runFailures,
  runLighthouse,
  type LighthouseRun,
} from './lighthouse';
import { benchFaults, faultsFailures, type FaultsReport } from './faults';
import { createBenchDatabase } from './postgres';
import { benchGallery } from './gallery';
import { benchChat, type ChatBench } from './chat';
import { benchOrders, ORDERS_GOAL_OF_PGBENCH, type OrdersBench } from './orders';
import { measurePageWeights } from './pageWeight';
import { traceMainThread } from './mainThread';
import { requirePhoneFonts } from './phoneFonts';
import { benchRender } from './render';
import { benchShare, SHARE_BENCH_CLIENTS } from './share';
import { benchOpsBoard, BOARD_GOAL_P95_MS, type BoardBench } from './opsBoard';
import { benchSlots, printSlots } from './slots';

const ALL_CASES = [
  'weight',
  'otp',
  'mealdish',
  'city',
  'lighthouse',
  'trace',
  'faults',
  'gallery',
  'orders',
  'chat',
  'render',
  'share',
  'board',
  'slots',
] as const;
type CaseName = (typeof ALL_CASES)[number];
/** The cases run when none is named (lighthouse, faults, orders and chat take minutes: only on request). */
const DEFAULT_CASES: CaseName[] = ['weight', 'otp', 'mealdish', 'city', 'gallery', 'render', 'share'];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** getMealDish answers at least this share of a bare node:http server's requests a second (same JSON). */
export const MEAL_DISH_GOAL_OF_BARE = 0.5;
/** /delhi answers at least this share of a bare static-file server's requests a second (same HTML). */
export const CITY_GOAL_OF_STATIC = 0.5;

/** Whether every request of a load got an answer, and every answer was 200. */
const onlyOk = (result: LoadResult) => result.noAnswer === 0 && Object.keys(result.statusCounts).every((status) => status === '200');

/** Whether a getMealDish load met its goal: every answer 200, at least MEAL_DISH_GOAL_OF_BARE of the bare server's req/s. */
const mealDishMeetsGoal = (result: LoadResult, bare: LoadResult) =>
  onlyOk(result) && result.requestsPerSecond >= MEAL_DISH_GOAL_OF_BARE * bare.requestsPerSecond;

/** The figures of the chat case. */
function printChat(chat: ChatBench): void {
  console.log(
    `\nChat: two instances on one PostgreSQL; ${chat.extraStreams} SSE streams held by one instance; ${chat.rate} messages/s for ` +
      `${chat.seconds} s into ${chat.rooms} rooms of ${chat.members} members (each member one stream, instances alternating)`,
  );
  console.table([
    {
      streams: chat.extraStreams,
      'RSS before MB': chat.rssBeforeMb.toFixed(0),
      'RSS after MB': chat.rssAfterMb.toFixed(0),
      'kB per stream': chat.kbPerStream.toFixed(1),
    },
  ]);
  console.table([
    {
      messages: chat.messages,
      'sent (201)': chat.sent,
      deliveries: `${chat.deliveries} of ${chat.deliveriesExpected}`,
      p50: ms(chat.p50),
      p99: ms(chat.p99),
      max: ms(chat.max),
      verdict: chat.failures.length === 0 ? 'ok' : chat.failures.join('; '),
    },
  ]);
}

/** The figures of the orders case beside pgbench's. */
function printOrders(orders: OrdersBench): void {
  console.log(
    `\nOrders: POST /api/order/add, ${orders.clients} connections of ${orders.clients} customers on PostgreSQL for ${orders.seconds} s ` +
      `(every 10th a retry with the same Idempotency-Key), beside pgbench (TPC-B-like, scale ${orders.pgbench.scale}, ` +
      `${orders.pgbench.clients} clients, ${orders.pgbench.seconds} s) on the same server; goal: orders/s >= ${percent(ORDERS_GOAL_OF_PGBENCH)} of pgbench's tps`,
  );
  console.table([
    { load: 'pgbench TPC-B-like', 'per second': orders.pgbench.tps.toFixed(0), 'of pgbench': '100.0%' },
    {
      load: 'orders created',
      'per second': orders.ordersPerSecond.toFixed(0),
      'of pgbench': percent(orders.ofPgbench),
      p50: ms(orders.p50),
      p99: ms(orders.p99),
    },
    {
      load: 'reference: GET /api/health (one select 1, same server)',
      'per second': orders.health.requestsPerSecond.toFixed(0),
      'of pgbench': percent(orders.health.requestsPerSecond / orders.pgbench.tps),
      p50: ms(orders.health.p50),
      p99: ms(orders.health.p99),
    },
  ]);
  console.table({
    requests: orders.requests,
    'orders created (201)': orders.created,
    'retries answered with their order (200)': orders.replays,
    statuses: JSON.stringify(orders.statuses),
    'committed, answer lost (retried)': orders.cutOff,
    'lost (must be 0)': orders.lost,
    'duplicated (must be 0)': orders.duplicated,
    verdict: orders.failures.length === 0 ? 'ok' : orders.failures.join('; '),
  });
}

/** The figures of the orders board case. */
function printBoard(board: BoardBench): void {
  console.log(
    `\nOrders board (GET /api/ops/orders) on PostgreSQL with ${board.orders.toLocaleString('en-IN')} orders, ` +
      `${board.clients} staff at once for ${board.seconds} s each; goal: default view p95 <= ${BOARD_GOAL_P95_MS} ms, only 200 answers`,
  );
  console.table(
    [board.defaultView, board.views, board.floor].map((load) => ({
      load: load.name,
      requests: load.requests,
      'req/s': load.requestsPerSecond.toFixed(0),
      p50: ms(load.p50),
      p95: ms(load.p95),
      p99: ms(load.p99),
      statuses: JSON.stringify(load.statuses),
      'no answer': load.noAnswer,
    })),
  );
  console.log(`verdict: ${board.failures.length === 0 ? 'ok' : board.failures.join('; ')}`);
}

/** Writes bench/results/latest.json. */
function writeReport(report: Record<string, unknown>): void {
  const dir = path.join(process.cwd(), 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2));
}

/** The figures of the faults case (quoted when the faults case is reported). */
function printFaults(faults: FaultsReport, failures: string[]): void {
  const seconds = (value: number | null) => (value === null ? 'never' : `${value.toFixed(2)} s`);
  console.log(
    `\nDatabase faults: ${faults.plan.connections.health + faults.plan.connections.catalogue + faults.plan.connections.orders} ` +
      `concurrent clients for ${faults.plan.durationSeconds} s; PostgreSQL paused (SIGSTOP) ${faults.plan.pauseSeconds} s ` +
      `at ${faults.plan.pauseAt} s, restarted (pg_ctl restart -m fast) at ${faults.plan.restartAt} s`,
  );
  console.table(
    (['health', 'catalogue', 'orders'] as const).map((kind) => ({
      requests:
        kind === 'catalogue' ? 'GET /api/Decoration/searchByTag/birthday' : kind === 'orders' ? 'POST /api/order/add' : 'GET /api/health',
      count: faults[kind].requests,
      statuses: JSON.stringify(faults[kind].statuses),
      'no answer': faults[kind].noAnswer,
    })),
  );
  console.table({
    requests: faults.requests,
    '5xx other than 503 (must be 0)': faults.serverErrors,
    '503 with Retry-After': faults.unavailable503,
    '503 without Retry-After (must be 0)': faults.unavailableWithoutRetryAfter,
    'no answer within 20 s (must be 0)': faults.noAnswer,
    'orders confirmed (200/201)': faults.confirmedOrders,
    'confirmed orders lost (must be 0)': faults.lostOrders,
    'orders answered as failure but committed': faults.failedButCommitted,
    '... of those returned by a retry with the same key': faults.failedButCommittedReturnedOnRetry,
    'slowest /api/health while paused': `${faults.slowestHealthWhilePausedMs} ms`,
    'recover after resume (health 200)': seconds(faults.recoverAfterResumeSeconds),
    'first order after resume': seconds(faults.firstOrderAfterResumeSeconds),
    'pg_ctl restart took': seconds(faults.restartSeconds),
    'recover after restart (health 200)': seconds(faults.recoverAfterRestartSeconds),
    'first order after restart': seconds(faults.firstOrderAfterRestartSeconds),
    'uncaughtException / unhandled rejection in the log': faults.crashLines.length > 0 ? faults.crashLines.join(' | ') : 'none',
    verdict: failures.length === 0 ? 'ok' : failures.join('; '),
  });
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((arg): arg is CaseName => (ALL_CASES as readonly string[]).includes(arg));
  const cases = requested.length > 0 ? requested : DEFAULT_CASES;
  const report: Record<string, unknown> = { at: new Date().toISOString() };
  let failed = false;
  let build = process.env.BENCH_SKIP_BUILD !== '1';
  // before the build: the browser cases measure pages as a phone draws them, Hindi text included
  if (cases.includes('lighthouse') || cases.includes('trace')) requirePhoneFonts();
  if (cases.includes('faults')) {
    // Its own server on its own PostgreSQL cluster, before the site server of the other cases.
    const faults = await benchFaults({ build });
    build = false;
    report.faults = faults;
    const failures = faultsFailures(faults);
    printFaults(faults, failures);
    failed ||= failures.length > 0;
    if (cases.every((c) => c === 'faults')) {
      writeReport(report);
      if (failed) process.exitCode = 1;
      return;
    }
  }
  if (cases.includes('orders')) {
    // Its own server on its own database, after pgbench has had the machine to itself.
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('npm run bench orders needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)');
    const orders = await benchOrders(adminUrl, { build });
    build = false;
    report.orders = orders;
    printOrders(orders);
    failed ||= orders.failures.length > 0;
    if (cases.every((c) => c === 'orders' || c === 'faults')) {
      writeReport(report);
      if (failed) process.exitCode = 1;
      return;
    }
  }
  if (cases.includes('board')) {
    // its own server on its own database of BENCH_BOARD_ORDERS orders
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('npm run bench board needs BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (a PostgreSQL server)');
    const board = await benchOpsBoard(adminUrl, { build });
    build = false;
    report.board = board;
    printBoard(board);
    failed ||= board.failures.length > 0;
    if (cases.every((c) => c === 'board' || c === 'orders' || c === 'faults')) {
      writeReport(report);
      if (failed) process.exitCode = 1;
      return;
    }
  }
  if (cases.includes('slots')) {
    // its own server on its own database of providers and future orders
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('npm run bench slots needs BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (a PostgreSQL server)');
    const slots = await benchSlots(adminUrl, { build });
    build = false;
    report.slots = slots;
    printSlots(slots);
    failed ||= slots.failures.length > 0;
    if (cases.every((c) => c === 'slots' || c === 'board' || c === 'orders' || c === 'faults')) {
      writeReport(report);
      if (failed) process.exitCode = 1;
      return;
    }
  }
  if (cases.includes('chat')) {
    // its own two servers on its own database
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('npm run bench chat needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)');
    const chat = await benchChat(adminUrl, { build });
    build = false;
    report.chat = chat;
    printChat(chat);
    failed ||= chat.failures.length > 0;
    if (cases.every((c) => c === 'chat' || c === 'board' || c === 'orders' || c === 'faults')) {
      writeReport(report);
      if (failed) process.exitCode = 1;
      return;
    }
  }
  if (cases.includes('render')) {
    // In this process, before the site server takes the machine's cores.
    const rows = await benchRender();
    report.render = rows;
    console.log('\nInvite rendering (renderInvite in process, ms per image, after a warm-up; templates in turn, a real event)');
    console.table(
      rows.map((r) => ({
        size: r.size,
        language: r.language,
        background: r.background,
        renders: r.renders,
        p50: ms(r.p50),
        p99: ms(r.p99),
        mean: ms(r.mean),
        'CPU ms': r.cpu.toFixed(1),
        'kB per image': r.kb.toFixed(0),
      })),
    );
    if (cases.every((c) => c === 'render' || c === 'chat' || c === 'board' || c === 'orders' || c === 'faults')) {
      writeReport(report);
      if (failed) process.exitCode = 1;
      return;
    }
  }
  const server = await startProductionServer({ build, extraEnv: BENCH_OTP_ENV });
  try {
    if (cases.includes('weight')) {
      const browser = await launchBrowser();
      try {
        const weights = await measurePageWeights(browser, server.baseURL);
        report.weights = weights;
        console.log('\nCompressed JavaScript on a first visit (mobile viewport, empty cache)');
        console.table(
          weights.map((w) => ({
            page: w.path,
            'JS kB': (w.jsBytes / 1000).toFixed(1),
            'budget kB': w.budgetKb,
            scripts: w.scripts,
            'HTML kB': (w.htmlBytes / 1000).toFixed(1),
            'Hindi msgs +kB': w.hindiMessagesExtraBytes === undefined ? '' : (w.hindiMessagesExtraBytes / 1000).toFixed(1),
            verdict: w.withinBudget ? 'ok' : 'OVER BUDGET',
          })),
        );
        failed ||= weights.some((w) => !w.withinBudget);
      } finally {
        await browser.close();
      }
    }
    if (cases.includes('otp')) {
      const otp = await benchOtp(server.baseURL);
      report.otp = otp;
      console.log('\nLogin (50 concurrent clients)');
      console.log(
        `brute force: ${otp.bruteForce.attempts} verify attempts at one number, ${otp.bruteForce.accepted} accepted ` +
          `(statuses ${JSON.stringify(otp.bruteForce.statusCounts)})`,
      );
      console.table([
        {
          endpoint: 'otp_generate',
          requests: otp.generate.requests,
          'req/s': otp.generate.requestsPerSecond.toFixed(0),
          p50: ms(otp.generate.p50),
          p99: ms(otp.generate.p99),
          statuses: JSON.stringify(otp.generate.statusCounts),
        },
        {
          endpoint: 'otp_verify',
          requests: otp.verify.requests,
          'req/s': otp.verify.requestsPerSecond.toFixed(0),
          p50: ms(otp.verify.p50),
          p99: ms(otp.verify.p99),
          statuses: JSON.stringify(otp.verify.statusCounts),
        },
      ]);
      failed ||= otp.bruteForce.accepted > 0;
    }
    if (cases.includes('mealdish')) {
      const sample = JSON.stringify(
        await (
          await fetch(`${server.baseURL}/api/user/getMealDish`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(await mealDishBody(server.baseURL)),
          })
        ).json(),
      );
      const bare = await benchBareNodeHttp(sample);
      const rows: { name: string; result: LoadResult }[] = [{ name: 'bare node:http (same JSON)', result: bare }];
      // the reference: what the site's server answers a second for an API route with nothing to do
      const floor = await benchApiFloor(server.baseURL);
      rows.push({ name: 'getMealDish on PGlite', result: await benchMealDish(server.baseURL) });
      const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
      if (adminUrl) {
        const database = await createBenchDatabase(adminUrl);
        const pgServer = await startProductionServer({ build: false, extraEnv: { DATABASE_URL: database.url } });
        try {
          rows.push({ name: 'getMealDish on PostgreSQL', result: await benchMealDish(pgServer.baseURL) });
        } finally {
          await pgServer.stop();
          await database.drop();
        }
      } else {
        console.log('getMealDish on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      }
      report.mealDish = rows;
      console.log(
        `\ngetMealDish, 3 cuisines veg + non-veg (${(sample.length / 1000).toFixed(1)} kB JSON), 50 concurrent clients; ` +
          `goal: >= ${percent(MEAL_DISH_GOAL_OF_BARE)} of bare node:http`,
      );
      console.table([
        ...rows.map(({ name, result }) => ({
          endpoint: name,
          'req/s': result.requestsPerSecond.toFixed(0),
          p50: ms(result.p50),
          p99: ms(result.p99),
          'of bare req/s': `${((result.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}%`,
          statuses: JSON.stringify(result.statusCounts),
          'no answer': result.noAnswer,
          verdict: result === bare || mealDishMeetsGoal(result, bare) ? 'ok' : 'UNDER GOAL',
        })),
        {
          endpoint: 'reference: an API route with nothing to do (GET /api/health/live)',
          'req/s': floor.requestsPerSecond.toFixed(0),
          p50: ms(floor.p50),
          p99: ms(floor.p99),
          'of bare req/s': percent(floor.requestsPerSecond / bare.requestsPerSecond),
          statuses: JSON.stringify(floor.statusCounts),
          'no answer': floor.noAnswer,
        },
      ]);
      failed ||= rows.some(({ result }) => !mealDishMeetsGoal(result, bare));
    }
    if (cases.includes('city')) {
      const city = await benchCityPage(server.baseURL);
      report.city = city;
      console.log(
        `\n/delhi (${(city.htmlBytes / 1000).toFixed(1)} kB HTML), 50 concurrent clients; goal: >= ${percent(CITY_GOAL_OF_STATIC)} of the static-file server`,
      );
      const cityShare = city.site.requestsPerSecond / city.staticFile.requestsPerSecond;
      console.table([
        {
          server: 'bare static-file server (same HTML)',
          'req/s': city.staticFile.requestsPerSecond.toFixed(0),
          p50: ms(city.staticFile.p50),
          p99: ms(city.staticFile.p99),
          'of static req/s': '100.0%',
        },
        {
          server: 'site (npm start)',
          'req/s': city.site.requestsPerSecond.toFixed(0),
          p50: ms(city.site.p50),
          p99: ms(city.site.p99),
          'of static req/s': percent(cityShare),
          'no answer': city.site.noAnswer,
          verdict: cityShare >= CITY_GOAL_OF_STATIC && onlyOk(city.site) ? 'ok' : 'UNDER GOAL',
        },
      ]);
      failed ||= cityShare < CITY_GOAL_OF_STATIC || !onlyOk(city.site);
    }
    if (cases.includes('gallery')) {
      // its own servers (built above), each with its gallery of 300 photos
      const gallery = await benchGallery(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
      report.gallery = gallery;
      const t = gallery.thumbnails;
      console.log(
        `\nThumbnail generation: ${t.photos} camera JPEGs of ${t.width} × ${t.height} (${((t.width * t.height) / 1e6).toFixed(0)} MP, ` +
          `${t.inputMb.toFixed(1)} MB) to a 400 px and a 1600 px WebP`,
      );
      console.table([
        {
          'photos/s (upload concurrency 2)': t.photosPerSecond.toFixed(2),
          'photos/s (one at a time)': t.photosPerSecondSerial.toFixed(2),
          'thumb kB': t.thumbKb.toFixed(1),
          'web kB': t.webKb.toFixed(1),
        },
      ]);
      console.log(`\nGallery page (30 thumbnails, signed URLs) of an order with 300 photos, 50 concurrent clients`);
      console.table(
        gallery.pages.map(({ database, result, pageBytes }) => ({
          database,
          'req/s': result.requestsPerSecond.toFixed(0),
          p50: ms(result.p50),
          p99: ms(result.p99),
          'page kB': (pageBytes / 1000).toFixed(1),
          statuses: JSON.stringify(result.statusCounts),
          'no answer': result.noAnswer,
        })),
      );
    }
    if (cases.includes('share')) {
      // its own servers (built above), each with an invite created through the API
      const share = await benchShare(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL);
      report.share = share;
      console.log(
        `\nShare page of an invite (a WhatsApp group opening it), beside /delhi and the invite's og image (warm) from the same run, ` +
          `${SHARE_BENCH_CLIENTS} concurrent clients`,
      );
      const line = (database: string, path: string, result: LoadResult | null, note = '') => ({
        database,
        path,
        'req/s': result ? result.requestsPerSecond.toFixed(0) : '-',
        p50: result ? ms(result.p50) : '-',
        p99: result ? ms(result.p99) : '-',
        statuses: result ? JSON.stringify(result.statusCounts) : note,
        'no answer': result ? result.noAnswer : '-',
      });
      console.table(
        share.flatMap((s) => [
          line(s.database, '/smartinvite/share/{code}', s.share, `not measured: the page answered ${s.sharePageStatus}`),
          line(s.database, '/delhi', s.city),
          line(s.database, `image og (${s.imageKb.toFixed(0)} kB)`, s.image),
        ]),
      );
      failed ||= share.some((s) => !onlyOk(s.city) || !onlyOk(s.image) || (s.share !== null && !onlyOk(s.share)));
    }
    if (cases.includes('trace')) {
      const browser = await launchBrowser();
      try {
        // a prepared page (an invite's share link) is traced under its real path
        const pages =
          process.env.BENCH_TRACE_PAGES?.split(',') ?? (await preparePages(server.baseURL, LIGHTHOUSE_PAGES)).map((p) => p.path);
        const traces = await traceMainThread(browser, server.baseURL, pages);
        report.trace = traces;
        console.log('\nMain thread of one load per page, CPU slowed 4x, mobile viewport (ms of the throttled load)');
        console.table(
          traces.map((t) => ({
            page: t.path,
            total: t.totalMs.toFixed(0),
            ...Object.fromEntries(Object.entries(t.byKind).map(([k, v]) => [k, v.toFixed(0)])),
            'TBT-like': t.blockingMs.toFixed(0),
            FCP: t.fcpMs.toFixed(0),
            'last LCP candidate': t.lcpMs.toFixed(0),
          })),
        );
        for (const t of traces) {
          console.log(
            `\n${t.path}: long tasks ${t.longTasks.map((l) => `@${l.startMs.toFixed(0)} ${l.ms.toFixed(0)} ms (${l.mostly})`).join('; ') || 'none'}`,
          );
          for (const s of t.byScript.slice(0, 8)) console.log(`  ${s.ms.toFixed(0).padStart(5)} ms  ${s.url.replace(server.baseURL, '')}`);
        }
      } finally {
        await browser.close();
      }
    }
    if (cases.includes('lighthouse')) {
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? LIGHTHOUSE_DEFAULT_RUNS);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a positive integer, not ${runs}`);
      const summaries = await runLighthouse(server.baseURL, { runs });
      report.lighthouse = summaries;
      const t = LIGHTHOUSE_TARGETS;
      console.log(
        `\nLighthouse mobile (simulated throttling), ${runs} run(s) per page, each judged (the worst run decides); ` +
          `targets: performance/accessibility/best practices >= ${t.performance}, SEO ${t.seo}, LCP <= ${t.lcpMs} ms, ` +
          `TBT <= ${t.tbtMs} ms, CLS <= ${t.cls}`,
      );
      const row = (
        page: string,
        run: string,
        r: Omit<LighthouseRun, 'lcpElement' | 'failedAudits' | 'failedSeoAudits'>,
        verdict: string,
      ) => ({
        page,
        run,
        perf: r.performance,
        a11y: r.accessibility,
        bp: r.bestPractices,
        seo: r.seo,
        LCP: `${Math.round(r.lcpMs)} ms`,
        FCP: `${Math.round(r.fcpMs)} ms`,
        TBT: `${Math.round(r.tbtMs)} ms`,
        CLS: r.cls.toFixed(3),
        verdict,
      });
      console.table(
        summaries.flatMap((s) => [
          ...s.runs.map((r, i) => {
            const missed = runFailures(r, LIGHTHOUSE_TARGETS, { noindex: s.noindex });
            return row(s.path, String(i + 1), r, missed.length === 0 ? 'ok' : missed.join('; '));
          }),
          row(s.path, 'worst', s.worst, s.failures.length === 0 ? 'ok' : 'FAIL'),
        ]),
      );
      for (const s of summaries) {
        const elements = [...new Set(s.runs.map((r) => r.lcpElement))];
        const audits = [...new Set(s.runs.flatMap((r) => r.failedAudits))];
        console.log(`${s.path}: LCP element ${elements.join(' | ')}` + (audits.length > 0 ? `; failed audits: ${audits.join(', ')}` : ''));
      }
      failed ||= summaries.some((s) => s.failures.length > 0);
    }
    writeReport(report);
    if (failed) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
