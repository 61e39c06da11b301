import autocannon from 'autocannon';
import { Client } from 'pg';
import { findCity } from '../data/cities';
import { OTP_LENGTH } from '../lib/constants';
import { SLOT_TAKEN_MESSAGE } from '../lib/contracts/availability';
import { addIstDays, istDate } from '../lib/dates';
import type { ServiceKey } from '../lib/services';
import { startProductionServer, type RunningServer } from '../tests/e2e/server';
import { chefOrderBodyAt, loginTokenAt, postJsonTo } from '../tests/helpers/httpApi';
import { createBenchDatabase } from './postgres';
import { loadFailures, type MeasuredLoad } from './load';
import { SLOTS_BENCH_CITY, SLOTS_BENCH_PROVIDERS, seedSlotsBench, slotsBenchPincodes } from './slotsSeed';
import { percentile } from './stats';

/** Future orders in the bench's city (BENCH_SLOTS_ORDERS, default 10,000), their jobs over the next 90 days. */
export const SLOTS_ORDERS = Number(process.env.BENCH_SLOTS_ORDERS ?? 10_000);
/** Connections asking for slots at once. */
export const SLOTS_CONNECTIONS = 100;
/** Seconds of the measured load (BENCH_SLOTS_SECONDS), after SLOTS_WARM_UP_SECONDS unmeasured. */
export const SLOTS_SECONDS = Number(process.env.BENCH_SLOTS_SECONDS ?? 15);
const SLOTS_WARM_UP_SECONDS = 5;
/** The goal: the 95th percentile of the slots route's answers, ms. */
export const SLOTS_GOAL_P95_MS = 50;
/** The race: customers booking at once, and the free slots they race for (one chef slot of RACE_PROVIDERS chefs). */
export const RACE_CUSTOMERS = 100;
export const RACE_FREE_SLOTS = 20;
const RACE_CITY = 'gurugram';
const RACE_SLOT = '19-20';

/** The race's customers (OTP_TEST_NUMBERS): 72300000xx. */
const RACE_LOGINS = Array.from({ length: RACE_CUSTOMERS }, (_, i) => ({
  phone: String(7_230_000_000 + i),
  code: String((i * 7919 + 17) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0'),
}));

/** What the slots load measured. Latencies in ms. */
export type SlotsLoad = MeasuredLoad;

/** What the race found, answers and database. */
export interface SlotsRace {
  /** `remaining` of the raced slot just before the race (expected RACE_FREE_SLOTS). */
  remainingBefore: number | null;
  statuses: Record<string, number>;
  /** 409 answers saying SLOT_TAKEN_MESSAGE. */
  slotTaken: number;
  /** The race customers' orders in the database. */
  orders: number;
  /** Of those, orders holding a provider's time (a hold or a job). */
  withBooking: number;
  /** Of those, orders holding no provider's time (sold without anyone to send; must be 0). */
  withoutBooking: number;
  /** Pairs of one provider's bookings that overlap (must be 0; the exclusion constraint forbids it). */
  overlapping: number;
  /** Orders beyond the free slots, plus overlapping pairs (must be 0). */
  doubleBooked: number;
}

/** What `npm run bench slots` measured. */
export interface SlotsBench {
  providers: number;
  orders: number;
  connections: number;
  seconds: number;
  load: SlotsLoad;
  /** Of a sample of the mix's questions: the share the city serves, and the share with a free slot. */
  sample: { asked: number; served: number; withFreeSlot: number };
  race: SlotsRace;
  failures: string[];
}

/** A small seeded generator (mulberry32), so every run asks the same mix. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Services as customers ask for them: chef and decoration most. */
const SERVICE_MIX: readonly [ServiceKey, number][] = [
  ['chef', 0.35],
  ['decoration', 0.3],
  ['photography', 0.15],
  ['food-delivery', 0.1],
  ['buffet', 0.1],
];

/**
 * `count` questions of the slots route as the booking flows ask them: a service by SERVICE_MIX, any pincode of the
 * city, a date from tomorrow to 60 days ahead (near dates more often), a chef's dishes (3 to 8) and a shoot's hours
 * (2 to 8) as their flows send them.
 */
export function slotsMix(count: number, today: string): string[] {
  const random = seeded(34);
  const pincodes = slotsBenchPincodes();
  return Array.from({ length: count }, () => {
    let pick = random();
    const service = SERVICE_MIX.find(([, share]) => (pick -= share) < 0)?.[0] ?? 'chef';
    const pincode = pincodes[Math.floor(random() * pincodes.length)]!;
    const date = addIstDays(today, 1 + Math.floor(random() * random() * 60));
    const extra =
      service === 'chef'
        ? `&dishes=${3 + Math.floor(random() * 6)}`
        : service === 'photography'
          ? `&hours=${2 + Math.floor(random() * 7)}`
          : '';
    return `/api/serviceability/slots?service=${service}&pincode=${pincode}&date=${date}${extra}`;
  });
}

/** `connections` clients asking the `paths` in turn for `seconds` (autocannon); each answer's own latency is kept. */
async function loadSlots(baseURL: string, paths: readonly string[], seconds: number): Promise<SlotsLoad> {
  let sent = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseURL,
        connections: SLOTS_CONNECTIONS,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length]! }) }],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    // each answer's own latency (autocannon's summary has no 95th percentile)
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
      lastAnswerAt = performance.now();
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / Math.max((lastAnswerAt - startedAt) / 1000, 0.001),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    statuses,
    noAnswer: result.errors + result.timeouts,
  };
}

/** Asks `paths` one by one: how many the city serves and how many have a free slot. */
async function sampleAnswers(baseURL: string, paths: readonly string[]): Promise<SlotsBench['sample']> {
  let served = 0;
  let withFreeSlot = 0;
  for (const path of paths) {
    const answer = (await (await fetch(`${baseURL}${path}`)).json()) as { data?: { served: boolean; slots: { available: boolean }[] } };
    if (answer.data?.served) served += 1;
    if (answer.data?.slots.some((slot) => slot.available)) withFreeSlot += 1;
  }
  return { asked: paths.length, served, withFreeSlot };
}

/**
 * The race: RACE_FREE_SLOTS chefs in RACE_CITY who work only 19:00-24:00 (so each can take only the 19:00 arrival
 * slot of a 6-dish dinner), and RACE_CUSTOMERS signed-in customers booking that slot at once through
 * POST /api/order/add. Then the database: the race customers' orders, how many hold a provider's time, and whether
 * any provider's bookings overlap.
 */
async function race(server: RunningServer, databaseUrl: string, tokens: readonly string[]): Promise<SlotsRace> {
  const city = findCity(RACE_CITY)!;
  const pincodes = [...new Set(city.localities.flatMap((locality) => locality.pincodes))].sort();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with p as (
         insert into providers (name, phone, services, cities, pincodes)
         select 'Race Chef ' || i, '72200000' || lpad(i::text, 2, '0'), '{chef}', array[$2::text], $3::text[]
         from generate_series(1, $1::int) i returning id)
       insert into provider_availability (provider_id, weekly, time_off, max_jobs_per_day)
       select id, (select jsonb_agg(jsonb_build_object('day', d, 'from', '19:00', 'to', '24:00')) from generate_series(0, 6) d), '[]', 6
       from p`,
      [RACE_FREE_SLOTS, RACE_CITY, pincodes],
    );
    const base = await chefOrderBodyAt(server.baseURL, 'Race Customer');
    const date = addIstDays(istDate(new Date()), 5);
    const body = { ...base, eventDate: date, slotId: RACE_SLOT, address: { ...base.address, pincode: pincodes[0]! } };
    const before = (await (
      await fetch(
        `${server.baseURL}/api/serviceability/slots?service=chef&pincode=${pincodes[0]}&date=${date}&dishes=${base.dishIds.length}`,
      )
    ).json()) as { data?: { slots: { slotId: string; remaining: number }[] } };
    const remainingBefore = before.data?.slots.find((slot) => slot.slotId === RACE_SLOT)?.remaining ?? null;
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const response = await postJsonTo(server.baseURL, '/api/order/add', body, {
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': `bench-slots-race-${i}`,
        });
        return { status: response.status, message: ((await response.json()) as { message?: string }).message };
      }),
    );
    const statuses: Record<string, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    const [counts] = (
      await client.query<{ orders: number; with_booking: number }>(
        `select count(*)::int as orders, count(b.id)::int as with_booking
         from orders o join users u on u.id = o.user_id left join provider_bookings b on b.order_id = o.id
         where u.phone like '72300%'`,
      )
    ).rows;
    const [overlaps] = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from provider_bookings a join provider_bookings b
           on a.provider_id = b.provider_id and a.id < b.id
          and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
      )
    ).rows;
    const orders = counts?.orders ?? 0;
    const withBooking = counts?.with_booking ?? 0;
    const overlapping = overlaps?.n ?? 0;
    return {
      remainingBefore,
      statuses,
      slotTaken: answers.filter((answer) => answer.status === 409 && answer.message === SLOT_TAKEN_MESSAGE).length,
      orders,
      withBooking,
      withoutBooking: orders - withBooking,
      overlapping,
      doubleBooked: Math.max(0, orders - RACE_FREE_SLOTS) + overlapping,
    };
  } finally {
    await client.end();
  }
}

/** Why the run misses its goals (nothing when it meets them). */
export function slotsFailures(bench: Pick<SlotsBench, 'load' | 'race'>): string[] {
  const failures: string[] = [];
  const { load, race: raced } = bench;
  failures.push(...loadFailures('slots', load, SLOTS_GOAL_P95_MS));
  const created = raced.statuses['201'] ?? 0;
  if (created !== RACE_FREE_SLOTS || raced.orders !== RACE_FREE_SLOTS) {
    failures.push(`race: ${created} orders answered 201 and ${raced.orders} in the database, not exactly ${RACE_FREE_SLOTS}`);
  }
  if (raced.doubleBooked > 0) failures.push(`race: ${raced.doubleBooked} double-booked`);
  if (raced.withoutBooking > 0) failures.push(`race: ${raced.withoutBooking} orders hold no provider`);
  if (raced.slotTaken !== RACE_CUSTOMERS - RACE_FREE_SLOTS) {
    failures.push(`race: ${raced.slotTaken} answered 409 "${SLOT_TAKEN_MESSAGE}", not ${RACE_CUSTOMERS - RACE_FREE_SLOTS}`);
  }
  return failures;
}

/**
 * `npm run bench slots`: GET /api/serviceability/slots on a production server on PostgreSQL with 500 providers
 * (SLOTS_BENCH_PROVIDERS) and SLOTS_ORDERS future orders in one city, SLOTS_CONNECTIONS connections for SLOTS_SECONDS
 * over a mix of services, pincodes and dates (goal: p95 <= SLOTS_GOAL_P95_MS, only 200 answers); then RACE_CUSTOMERS
 * customers racing for RACE_FREE_SLOTS free slots through POST /api/order/add (goal: exactly that many orders, none
 * double-booked in the database, the others 409 "This slot was just booked.").
 * @param adminUrl the PostgreSQL server; a database is made, seeded and dropped.
 * @param build run `next build` first (BENCH_SKIP_BUILD=1 reuses the last build).
 */
export async function benchSlots(adminUrl: string, { build }: { build: boolean }): Promise<SlotsBench> {
  const database = await createBenchDatabase(adminUrl);
  let server: RunningServer | undefined;
  try {
    server = await startProductionServer({
      build,
      extraEnv: {
        DATABASE_URL: database.url,
        // the bench's own providers only
        DEMO_PROVIDERS: '0',
        OTP_TEST_NUMBERS: RACE_LOGINS.map((login) => `${login.phone}:${login.code}`).join(','),
        LOG_LEVEL: 'warn',
      },
    });
    // the server has migrated the database: the providers and orders go in beside its seed
    const providers = await seedSlotsBench(database.url, { orders: SLOTS_ORDERS });
    const paths = slotsMix(2000, istDate(new Date()));
    const sample = await sampleAnswers(server.baseURL, paths.slice(0, 50));
    await loadSlots(server.baseURL, paths, SLOTS_WARM_UP_SECONDS);
    const load = await loadSlots(server.baseURL, paths, SLOTS_SECONDS);
    const tokens: string[] = [];
    for (const login of RACE_LOGINS) {
      const token = await loginTokenAt(server.baseURL, login);
      if (!token) throw new Error(`login of race customer ${login.phone.slice(-2)} failed`);
      tokens.push(token);
    }
    const raced = await race(server, database.url, tokens);
    return {
      providers: providers.length,
      orders: SLOTS_ORDERS,
      connections: SLOTS_CONNECTIONS,
      seconds: SLOTS_SECONDS,
      load,
      sample,
      race: raced,
      failures: slotsFailures({ load, race: raced }),
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** Prints the figures of `npm run bench slots`. */
export function printSlots(bench: SlotsBench): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const total = Object.values(SLOTS_BENCH_PROVIDERS).reduce((sum, n) => sum + n, 0);
  console.log(
    `\nSlots (GET /api/serviceability/slots) on PostgreSQL: ${total} providers and ${bench.orders.toLocaleString('en-IN')} future orders in ` +
      `${SLOTS_BENCH_CITY}, ${bench.connections} connections for ${bench.seconds} s over a mix of services, pincodes and dates; ` +
      `goal: p95 <= ${SLOTS_GOAL_P95_MS} ms, only 200 answers`,
  );
  console.table([
    {
      requests: bench.load.requests,
      'req/s': bench.load.requestsPerSecond.toFixed(0),
      p50: ms(bench.load.p50),
      p95: ms(bench.load.p95),
      p99: ms(bench.load.p99),
      statuses: JSON.stringify(bench.load.statuses),
      'no answer': bench.load.noAnswer,
      'sample: served / with a free slot': `${bench.sample.served} / ${bench.sample.withFreeSlot} of ${bench.sample.asked}`,
    },
  ]);
  console.log(
    `\nRace: ${RACE_CUSTOMERS} customers booking ${RACE_FREE_SLOTS} free slots at once (POST /api/order/add); ` +
      `goal: exactly ${RACE_FREE_SLOTS} orders, 0 double-booked, the others 409`,
  );
  console.table({
    'remaining before the race': bench.race.remainingBefore ?? 'no answer',
    answers: JSON.stringify(bench.race.statuses),
    [`409 "${SLOT_TAKEN_MESSAGE}"`]: bench.race.slotTaken,
    'orders in the database': bench.race.orders,
    'of them holding a provider': bench.race.withBooking,
    'of them holding none (must be 0)': bench.race.withoutBooking,
    'overlapping bookings (must be 0)': bench.race.overlapping,
    'double-booked (must be 0)': bench.race.doubleBooked,
  });
  console.log(`verdict: ${bench.failures.length === 0 ? 'ok' : bench.failures.join('; ')}`);
}
