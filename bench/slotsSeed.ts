import { Client } from 'pg';
import { findCity } from '../data/cities';
import { busySpan, jobSpan, serviceSlots } from '../lib/capacity';
import { ORDER_STATUS } from '../lib/constants';
import type { TimeOff, WeeklyRange } from '../lib/contracts/availability';
import { addIstDays, istDate } from '../lib/dates';
import { serviceByKey, type ServiceKey } from '../lib/services';

/** The city of the slots bench: the one with the most localities of the NCR. */
export const SLOTS_BENCH_CITY = 'delhi';
/**
 * Its providers per service (500 in all): most of them chefs and decorators, as most bookings are. Each serves a
 * run of SLOTS_BENCH_PINCODES_EACH of the city's pincodes, so a pincode has a few dozen candidates of a service.
 */
export const SLOTS_BENCH_PROVIDERS: Readonly<Record<ServiceKey, number>> = {
  chef: 150,
  decoration: 125,
  photography: 75,
  'food-delivery': 75,
  buffet: 75,
};
const SLOTS_BENCH_PINCODES_EACH = 30;
/** Customers the bench's orders belong to (phones 72000xxxxx). */
const SLOTS_BENCH_CUSTOMERS = 500;

/** The served pincodes of the bench's city, sorted. */
export function slotsBenchPincodes(): string[] {
  const city = findCity(SLOTS_BENCH_CITY);
  if (!city) throw new Error(`no city ${SLOTS_BENCH_CITY}`);
  return [...new Set(city.localities.flatMap((locality) => locality.pincodes))].sort();
}

const week = (from: string, to: string, days: readonly number[]): WeeklyRange[] => days.map((day) => ({ day, from, to }));

/**
 * The n-th provider's week, in turn: every day 07:00-24:00; weekdays 16:00-23:00 and the weekend 09:00-23:00 (the
 * partner who works evenings); every day but Tuesday 09:00-14:00 and 17:00-22:00 (two shifts).
 */
function weeklyOf(n: number): WeeklyRange[] {
  if (n % 3 === 0) return week('07:00', '24:00', [0, 1, 2, 3, 4, 5, 6]);
  if (n % 3 === 1) return [...week('16:00', '23:00', [1, 2, 3, 4, 5]), ...week('09:00', '23:00', [0, 6])];
  return [...week('09:00', '14:00', [0, 1, 3, 4, 5, 6]), ...week('17:00', '22:00', [0, 1, 3, 4, 5, 6])];
}

/** Every tenth provider is away for five days, from a day that moves with them. */
function timeOffOf(n: number, today: string): TimeOff[] {
  if (n % 10 !== 0) return [];
  const from = addIstDays(today, 3 + (n % 60));
  return [{ from: `${from}T00:00`, to: `${addIstDays(from, 5)}T00:00`, reason: 'Family function' }];
}

interface SeededProvider {
  id: string;
  service: ServiceKey;
}

/**
 * Inserts rows given as JSON objects (one parameter for 2,000 rows) through `jsonb_populate_recordset`.
 * @returns the `id` of each row by its `key` column (rows come back in no promised order).
 */
async function insertJson(
  client: Queryable,
  table: string,
  rows: readonly Record<string, unknown>[],
  key?: string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let i = 0; i < rows.length; i += 2000) {
    const part = rows.slice(i, i + 2000);
    const columns = Object.keys(part[0]!).join(', ');
    const result = await client.query<{ id: string; key: string }>(
      `insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)` +
        (key ? ` returning id, ${key} as key` : ''),
      [JSON.stringify(part)],
    );
    for (const row of result.rows) ids.set(row.key, row.id);
  }
  return ids;
}

/**
 * Fills a migrated PostgreSQL database for `npm run bench slots`: SLOTS_BENCH_PROVIDERS providers in SLOTS_BENCH_CITY
 * (phones 72100xxxxx) with their hours, time off and jobs a day, and `orders` future orders (default 10,000) assigned
 * to them, each with its job in provider_bookings, spread over the next 90 days (no provider's jobs overlap: the
 * exclusion constraint would refuse them). Chef jobs are of 6 dishes, photography of 4 hours.
 * @returns the providers written.
 */
export async function seedSlotsBench(url: string, options: { orders?: number; now?: Date } = {}): Promise<SeededProvider[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await seedSlotsBenchWith(client, options);
  } finally {
    await client.end();
  }
}

/** What the seed needs of a database client: node-postgres's `Client` and PGlite both have it. */
export interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** `seedSlotsBench` through an open client (PGlite too, for bench/slotsProfile.ts). */
export async function seedSlotsBenchWith(
  client: Queryable,
  { orders = 10_000, now = new Date() }: { orders?: number; now?: Date } = {},
): Promise<SeededProvider[]> {
  const today = istDate(now);
  const pincodes = slotsBenchPincodes();
  const plan = Object.entries(SLOTS_BENCH_PROVIDERS).flatMap(([service, count]) =>
    Array.from({ length: count }, () => service as ServiceKey),
  );
  const providerRows = plan.map((service, n) => ({
    name: `Bench Provider ${n + 1}`,
    phone: `72100${String(n).padStart(5, '0')}`,
    services: [service],
    cities: [SLOTS_BENCH_CITY],
    pincodes: Array.from({ length: SLOTS_BENCH_PINCODES_EACH }, (_, k) => pincodes[(n * 7 + k) % pincodes.length]!),
  }));
  const ids = await insertJson(client, 'providers', providerRows, 'phone');
  const providers = providerRows.map((row, n) => ({ id: ids.get(row.phone)!, service: plan[n]! }));
  await insertJson(
    client,
    'provider_availability',
    providers.map(({ id }, n) => ({
      provider_id: id,
      weekly: weeklyOf(n),
      time_off: timeOffOf(n, today),
      max_jobs_per_day: 2 + (n % 5),
    })),
  );
  await client.query(
    `insert into users (phone, name) select '72000' || lpad(i::text, 5, '0'), 'Bench Customer ' || i from generate_series(1, $1::int) i
       on conflict (phone) do nothing`,
    [SLOTS_BENCH_CUSTOMERS],
  );
  const customers = (await client.query<{ id: string }>(`select id from users where phone like '72000%' order by phone`)).rows;
  // order i: provider i % 500, on its (i / 500)-th day of work: four days apart, shifted per provider, so no two
  // jobs of one provider overlap and the 90 days fill evenly
  const orderRows: Record<string, unknown>[] = [];
  const spans: { starts_at: string; ends_at: string; job_date: string }[] = [];
  for (let i = 0; i < orders; i += 1) {
    const p = i % providers.length;
    const round = Math.floor(i / providers.length);
    const date = addIstDays(today, 1 + ((round * 4 + (p % 10)) % 89));
    const { service, id: providerId } = providers[p]!;
    const slots = serviceSlots(service);
    const slot = slots[(i * 7 + p) % slots.length]!;
    const job = jobSpan({ service, date, slotId: slot.id, dishes: 6, hours: 4 });
    const busy = busySpan(service, job);
    orderRows.push({
      order_number: `PS-S${String(i).padStart(6, '0')}`,
      user_id: customers[i % customers.length]!.id,
      order_type: serviceByKey(service).orderType,
      status: i % 3 === 0 ? ORDER_STATUS.BOOKED : ORDER_STATUS.ACCEPTED,
      event_date: date,
      slot: slot.id,
      address: {
        name: 'Bench',
        line1: 'House 1',
        pincode: providerRows[p]!.pincodes[i % SLOTS_BENCH_PINCODES_EACH],
        city: 'Delhi',
        citySlug: SLOTS_BENCH_CITY,
      },
      bill: {},
      total: 5000,
      advance: 1000,
      balance: 4000,
      cancellation_policy: 'bench',
      payment_status: 'paid',
      amount_paid: 1000,
      provider_id: providerId,
    });
    spans.push({ starts_at: busy.start.toISOString(), ends_at: busy.end.toISOString(), job_date: date });
  }
  const orderIds = await insertJson(client, 'orders', orderRows, 'order_number');
  await insertJson(
    client,
    'provider_bookings',
    orderRows.map((row, i) => ({
      provider_id: row.provider_id,
      order_id: orderIds.get(row.order_number as string),
      kind: 'job',
      ...spans[i]!,
    })),
  );
  for (const table of ['providers', 'provider_availability', 'orders', 'provider_bookings']) await client.query(`analyze ${table}`);
  return providers;
}
