/**
 * The slots engine alone, no HTTP: `slotAvailability` over the mix of `npm run bench slots` (500 providers and
 * BENCH_SLOTS_ORDERS future orders in one city) on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on
 * PostgreSQL, one call at a time: ms per call (p50, p95, mean) and the CPU time of the process per call. Run with
 * `npx tsx bench/slotsProfile.ts [pglite|postgres] [calls]`; SLOTS_CPU_PROFILE=file.cpuprofile writes a CPU profile
 * of the measured calls (not the seed) to see where the time goes.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { PGlite } from '@electric-sql/pglite';
import { istDate } from '../lib/dates';
import type { ServiceKey } from '../lib/services';
import { slotAvailability } from '../server/capacity';
import { openDatabase } from '../server/db/connect';
import type { DbHandle } from '../server/db/types';
import { slotsMix, SLOTS_ORDERS } from './slots';
import { createBenchDatabase } from './postgres';
import { seedSlotsBench, seedSlotsBenchWith } from './slotsSeed';
import { percentile } from './stats';

async function open(kind: string): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await seedSlotsBenchWith(client, { orders: SLOTS_ORDERS });
    return handle;
  }
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed for postgres');
  const database = await createBenchDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, 5);
  await seedSlotsBench(database.url, { orders: SLOTS_ORDERS });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

async function main() {
  const kind = process.argv[2] ?? 'pglite';
  const calls = Number(process.argv[3] ?? 300);
  const handle = await open(kind);
  try {
    const now = new Date();
    const requests = slotsMix(calls, istDate(now)).map((path) => {
      const query = new URL(path, 'http://x').searchParams;
      return {
        service: query.get('service') as ServiceKey,
        pincode: query.get('pincode')!,
        date: query.get('date')!,
        dishes: query.has('dishes') ? Number(query.get('dishes')) : undefined,
        hours: query.has('hours') ? Number(query.get('hours')) : undefined,
        now,
      };
    });
    // warm up: the JIT and the database's caches
    for (const request of requests.slice(0, 30)) await slotAvailability(handle.db, request);
    const times: number[] = [];
    let lookahead = 0;
    // SLOTS_CPU_PROFILE=file.cpuprofile: a CPU profile of the measured calls only (not the seed)
    const session = process.env.SLOTS_CPU_PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    for (const request of requests) {
      const start = performance.now();
      const answer = await slotAvailability(handle.db, request);
      times.push(performance.now() - start);
      if (answer.nextAvailableDate !== request.date) lookahead += 1;
    }
    const wall = performance.now() - startedAt;
    const cpu = process.cpuUsage(cpuBefore);
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(process.env.SLOTS_CPU_PROFILE!, JSON.stringify(profile));
      session.disconnect();
    }
    times.sort((a, b) => a - b);
    const fmt = (value: number) => `${value.toFixed(2)} ms`;
    console.table({
      [kind]: {
        calls,
        p50: fmt(percentile(times, 0.5)),
        p95: fmt(percentile(times, 0.95)),
        mean: fmt(wall / calls),
        'cpu/call (this process)': fmt((cpu.user + cpu.system) / 1000 / calls),
        'without a free slot that day': lookahead,
      },
    });
  } finally {
    await handle.close();
  }
}

void main();
