/**
 * Writes the demo providers of data/demoProviders.ts with their availability, so that a fresh install or a test site
 * can book every service in every seeded city (a slot is sold only when a provider can serve it). Who writes them:
 * `SEED_DEMO=1 npm run db:seed` (seed.ts), and the app's first open of a database without any provider when
 * DEMO_PROVIDERS asks for them: by default `npm run dev` (NODE_ENV=development), the e2e servers by their env, never a
 * plain production start.
 */
import { count, inArray } from 'drizzle-orm';
import {
  DEMO_PROVIDER_MAX_JOBS_PER_DAY,
  DEMO_PROVIDER_WEEKLY,
  DEMO_PROVIDERS_PER_SERVICE,
  demoProviders,
  type DemoProvider,
} from '../../data/demoProviders';
import type { ServerConfig } from '../config';
import { providerAvailability, providers } from '../db/schema';
import type { Db } from '../db/types';

/** Rows per insert: well under PostgreSQL's 65,535 parameters a statement whatever the count asked. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** What `seedDemoProviders` wrote: new provider rows, and availability rows set for providers who had none. */
export interface DemoProvidersReport {
  providers: number;
  availability: number;
}

/**
 * Writes `perService` demo providers for each served city and service, and their availability (every day 07:00 to 03:00
 * IST, every pincode of the city, 6 jobs a day). Idempotent by phone: a demo provider already there is left as it is
 * (operations may have changed them), and only one without availability gets it. One transaction.
 * @throws RangeError for a count out of 1..MAX_DEMO_PROVIDERS_PER_SERVICE.
 */
export async function seedDemoProviders(db: Db, perService: number = DEMO_PROVIDERS_PER_SERVICE): Promise<DemoProvidersReport> {
  const list: DemoProvider[] = demoProviders(perService);
  return db.transaction(async (tx) => {
    let written = 0;
    for (const part of chunks(list)) {
      const rows = await tx
        .insert(providers)
        .values(part.map((p) => ({ name: p.name, phone: p.phone, services: p.services, cities: p.cities, pincodes: p.pincodes })))
        .onConflictDoNothing({ target: providers.phone })
        .returning({ id: providers.id });
      written += rows.length;
    }
    let availability = 0;
    for (const part of chunks(list)) {
      const ids = await tx
        .select({ id: providers.id })
        .from(providers)
        .where(
          inArray(
            providers.phone,
            part.map((p) => p.phone),
          ),
        );
      if (ids.length === 0) continue;
      const rows = await tx
        .insert(providerAvailability)
        .values(
          ids.map(({ id }) => ({
            providerId: id,
            weekly: [...DEMO_PROVIDER_WEEKLY],
            timeOff: [],
            maxJobsPerDay: DEMO_PROVIDER_MAX_JOBS_PER_DAY,
          })),
        )
        .onConflictDoNothing({ target: providerAvailability.providerId })
        .returning({ id: providerAvailability.providerId });
      availability += rows.length;
    }
    return { providers: written, availability };
  });
}

/**
 * How many demo providers per city and service the app writes when it first opens a database without providers:
 * DEMO_PROVIDERS when set; else DEMO_PROVIDERS_PER_SERVICE under `next dev` (NODE_ENV=development, not a live site),
 * so a newcomer's `npm install && npm run dev` books every service; else none (a production start, the unit tests).
 */
export function demoProvidersAtStart(config: Pick<ServerConfig, 'DEMO_PROVIDERS' | 'NODE_ENV' | 'SITE_MODE'>): number {
  if (config.DEMO_PROVIDERS !== undefined) return config.DEMO_PROVIDERS;
  return config.NODE_ENV === 'development' && config.SITE_MODE !== 'live' ? DEMO_PROVIDERS_PER_SERVICE : 0;
}

/**
 * The app's first open (under the migration lock, so one of several instances starting together writes them): the
 * demo providers when `perService` > 0 and the database has no provider at all (a fresh install; a site with its
 * own providers never gets demo ones). @returns what it wrote, or null when it wrote nothing.
 */
export async function seedDemoProvidersIfNone(db: Db, perService: number): Promise<DemoProvidersReport | null> {
  if (perService <= 0) return null;
  const [row] = await db.select({ n: count() }).from(providers);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemoProviders(db, perService);
}
