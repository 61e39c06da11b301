import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { servedCities } from '../../data/cities';
import type { TimeOff, WeeklyRange } from '../../lib/contracts/availability';
import { SERVICE_KEYS, type ServiceKey } from '../../lib/services';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus, type OrderType } from '../../lib/constants';
import { schemaProviderCreate } from '../../lib/contracts/providers';
import type { Order, Provider } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { SYSTEM_ACTOR } from '../../server/audit/audit';
import { upsertAvailability } from '../../server/capacity/repository';
import { insertOrderOnce } from '../../server/orders/repository';
import { createProvider } from '../../server/providers/directory';
import { findOrCreateUserByPhone } from '../../server/users/repository';

/** A clock before every order of these tests (they are on 23-25 Nov 2026). */
export const BEFORE = new Date('2026-11-21T10:00:00+05:30');

/** A served Noida address as the booking functions store it (pincode 201309, Noida Sector 62). */
export const NOIDA_ADDRESS = {
  name: 'Asha Verma',
  line1: 'Flat 402, Tower B, Supertech',
  landmark: 'Near the metro',
  pincode: '201309',
  city: 'Noida',
  citySlug: 'noida',
  locality: 'Noida Sector 62',
};

let phoneCounter = 0;
/** A fresh Indian mobile number for each call in a test file (providers' phones are unique). */
export function nextPhone(prefix = '97'): string {
  phoneCounter += 1;
  return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`.slice(0, 10);
}

/** A provider made through the contract (by the system, audited), a chef in Noida unless `overrides` say otherwise. */
export async function makeProvider(db: Db, overrides: Record<string, unknown> = {}): Promise<Provider> {
  const input = schemaProviderCreate.parse({
    name: 'Ramesh Kumar',
    phone: nextPhone(),
    services: ['chef'],
    cities: ['noida'],
    ...overrides,
  });
  return createProvider(db, input, { now: BEFORE, actor: SYSTEM_ACTOR });
}

/** Working hours of every day, all day (IST): hours that cover any job. */
export const ALL_DAY_EVERY_DAY: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

/**
 * What `makeAvailableProvider` sets up: any directory field of the provider (`schemaProviderCreate`: name, phone,
 * services, cities, pincodes, photoKey...) and their availability. Every field has a default that serves any test
 * booking.
 */
export interface AvailableProvider {
  /** Default: every service we sell. */
  services?: readonly ServiceKey[];
  /** Default: every served city (all their pincodes). */
  cities?: readonly string[];
  /** Default: none (every pincode of their cities). */
  pincodes?: readonly string[];
  /** Working hours (IST). Default: ALL_DAY_EVERY_DAY. */
  weekly?: WeeklyRange[];
  /** IST 'yyyy-mm-ddTHH:mm' ranges. Default: none. */
  timeOff?: TimeOff[];
  /** Default: 10 (the most). */
  maxJobsPerDay?: number;
  /** Any other field of the provider's create body (name, phone, photoKey...). */
  [field: string]: unknown;
}

/**
 * A provider who can take jobs: made through the contract as `makeProvider` does, with working hours, time off and
 * jobs a day (by default: every service, every served city, all day every day, no time off, 10 jobs a day), so a
 * test's booking or assignment finds them free. One provider takes one job at a time: a test that books several
 * orders of the same slot needs as many providers (`makeAvailableProviders`, `withAvailableProviders`).
 */
export async function makeAvailableProvider(db: Db, options: AvailableProvider = {}): Promise<Provider> {
  const { weekly = ALL_DAY_EVERY_DAY, timeOff = [], maxJobsPerDay = 10, services, cities, pincodes, ...fields } = options;
  const provider = await makeProvider(db, {
    phone: nextPhone('93'),
    ...fields,
    services: [...(services ?? SERVICE_KEYS)],
    // the directory takes at most 20 cities a provider; the served ones are fewer
    cities: [...(cities ?? servedCities.map((city) => city.slug))],
    pincodes: [...(pincodes ?? [])],
  });
  await upsertAvailability(db, { providerId: provider.id, weekly, timeOff, maxJobsPerDay, updatedAt: BEFORE });
  return provider;
}

/** `count` providers as `makeAvailableProvider` makes them (orders of one slot each need their own). */
export async function makeAvailableProviders(db: Db, count: number, options: AvailableProvider = {}): Promise<Provider[]> {
  const made: Provider[] = [];
  for (let i = 0; i < count; i += 1) made.push(await makeAvailableProvider(db, options));
  return made;
}

/**
 * Inside a `describeEachDatabase` body: before its tests, adds `count` providers as `makeAvailableProvider` makes
 * them (by default every service, every served city, all week), so that the suite's bookings find someone free.
 * Orders of one slot each take their own provider: `count` is the most orders the suite books for one slot.
 * @returns a getter of the providers made (for a test that counts providers or their audit lines).
 */
export function withAvailableProviders(getDb: () => Db, count: number, options: AvailableProvider = {}): () => readonly Provider[] {
  let made: Provider[] = [];
  beforeAll(async () => {
    made = await makeAvailableProviders(getDb(), count, options);
  }, 60_000);
  return () => made;
}

/** An order in `status` (default booked) of `orderType` (default chef) on `eventDate` at `slot`, inserted as a booking leaves it. */
export async function makeOrder(
  db: Db,
  {
    status = ORDER_STATUS.BOOKED,
    orderType = ORDER_TYPE.CHEF,
    eventDate = '2026-11-23',
    slot = '19-20',
    address = NOIDA_ADDRESS,
    details = null,
    customerPhone = '9811122233',
  }: {
    status?: OrderStatus;
    orderType?: OrderType;
    eventDate?: string;
    slot?: string;
    address?: Record<string, unknown>;
    details?: Record<string, unknown> | null;
    customerPhone?: string;
  } = {},
): Promise<Order> {
  const { user } = await findOrCreateUserByPhone(db, customerPhone);
  const placed = await insertOrderOnce(
    db,
    {
      userId: user.id,
      orderType,
      status,
      paymentStatus: 'balance_due',
      eventDate,
      slot,
      peopleCount: 10,
      address,
      // as the chef booking stores a dish (server/orders/chef.ts chefDishItem): its id, name and rates
      items: [{ _id: randomUUID(), name: 'Paneer Tikka', dish_rate: 250, is_dish: 1, price: 250 }],
      bill: {
        lines: [
          { kind: 'dishes', label: 'Dishes', amount: 700 },
          { kind: 'total', label: 'Total', amount: 700 },
          { kind: 'advance', label: 'Advance paid', amount: 140 },
          { kind: 'balance', label: 'Balance to the chef', amount: 560 },
        ],
      },
      total: 700,
      advance: 140,
      balance: 560,
      amountPaid: 140,
      cancellationPolicy: 'policy',
      details,
      createdAt: BEFORE,
      updatedAt: BEFORE,
    },
    { now: BEFORE, maxOrdersPerHour: 100_000 },
  );
  return placed.order;
}
