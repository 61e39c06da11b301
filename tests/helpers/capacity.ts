/**
 * Providers who can take a test's orders: since a booking holds a free provider's time (server/capacity), a test
 * that books an order needs one who offers its service, serves its pincode and works at its hour.
 */
import { beforeAll } from 'vitest';
import type { WeeklyRange } from '../../lib/contracts/availability';
import { SERVICE_KEYS, type ServiceKey } from '../../lib/services';
import { servedCities } from '../../data/cities';
import { upsertAvailability } from '../../server/capacity/repository';
import type { Provider } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { BEFORE, makeProvider, nextPhone } from './providers';

/** Every day, all day (IST): a provider who works whenever a test books. */
export const ALL_WEEK: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

/** What `makeServingProvider` sets up; every field has a default that serves any test booking. */
export interface ServingProvider {
  /** Default: every service we sell. */
  services?: readonly ServiceKey[];
  /** Default: every served city (all their pincodes). */
  cities?: readonly string[];
  /** Default: none (every pincode of their cities). */
  pincodes?: readonly string[];
  /** Default: ALL_WEEK. */
  weekly?: WeeklyRange[];
  /** Default: 10 (the most). */
  maxJobsPerDay?: number;
  name?: string;
}

/**
 * A provider with working hours, served pincodes and capacity (by default: every service, every served city, all
 * week, 10 jobs a day), so a test's booking finds them free. One provider takes one job at a time: a test that
 * books several orders of the same slot needs as many providers (`makeServingProviders`).
 */
export async function makeServingProvider(db: Db, options: ServingProvider = {}): Promise<Provider> {
  const cities = options.cities ?? servedCities.map((city) => city.slug);
  const provider = await makeProvider(db, {
    name: options.name ?? 'Ramesh Kumar',
    phone: nextPhone('93'),
    services: [...(options.services ?? SERVICE_KEYS)],
    // the directory takes at most 20 cities a provider; the served ones are fewer
    cities: [...cities],
    pincodes: [...(options.pincodes ?? [])],
  });
  await upsertAvailability(db, {
    providerId: provider.id,
    weekly: options.weekly ?? ALL_WEEK,
    timeOff: [],
    maxJobsPerDay: options.maxJobsPerDay ?? 10,
    updatedAt: BEFORE,
  });
  return provider;
}

/** `count` providers as `makeServingProvider` makes them (orders of one slot each need their own). */
export async function makeServingProviders(db: Db, count: number, options: ServingProvider = {}): Promise<Provider[]> {
  const made: Provider[] = [];
  for (let i = 0; i < count; i += 1) made.push(await makeServingProvider(db, options));
  return made;
}

/**
 * Inside a `describeEachDatabase` body: before its tests, adds `count` providers as `makeServingProvider` makes them
 * (by default every service, every served city, all week), so that the suite's bookings find someone free. Orders
 * of one slot each take their own provider: `count` is the most orders the suite books for one slot.
 * @returns a getter of the providers made (for a test that counts providers or their audit lines).
 */
export function withServingProviders(getDb: () => Db, count: number, options: ServingProvider = {}): () => readonly Provider[] {
  let made: Provider[] = [];
  beforeAll(async () => {
    made = await makeServingProviders(getDb(), count, options);
  }, 60_000);
  return () => made;
}
