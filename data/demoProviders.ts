/**
 * Demo providers for a fresh install and the test sites: for every served city (data/cities `servedCities`) and every
 * service sold online, a few providers who work every day from 07:00 to 03:00 IST at all of the city's pincodes,
 * up to 6 jobs a day. Without them a new install sells nothing: a slot is offered only when a provider can serve it.
 * Written by `SEED_DEMO=1 npm run db:seed`, by `npm run dev` and the e2e servers on a database without providers
 * (DEMO_PROVIDERS), never by a plain production start (server/app/demoProviders.ts).
 * Their phones are the range 60001xxxxx, apart from the demo customers' (60000000xx) and every test number.
 */
import type { WeeklyRange } from '../lib/contracts/availability';
import { SERVICE_KEYS, type ServiceKey } from '../lib/services';
import { servedCities } from './cities';

/** Demo providers per city and service when nothing else is asked (`SEED_DEMO=1`, `npm run dev`). */
export const DEMO_PROVIDERS_PER_SERVICE = 3;
/** The most demo providers per city and service (phones and names run out beyond). */
export const MAX_DEMO_PROVIDERS_PER_SERVICE = 50;
/** Every demo provider's phone starts with this (60001 and five digits). */
export const DEMO_PROVIDER_PHONE_PREFIX = '60001';
/**
 * Their working hours, IST: every day from 07:00, on past midnight to 03:00. Midnight alone would refuse the evening's
 * longest jobs, which customers book most: a chef arriving at 19:00 with many dishes stays until 01:00, and the last
 * chef slot (21:00-22:00 with the 5-hour stay) ends at 03:00.
 */
export const DEMO_PROVIDER_WEEKLY: readonly WeeklyRange[] = Array.from({ length: 7 }, (_, day) => [
  { day, from: '00:00', to: '03:00' },
  { day, from: '07:00', to: '24:00' },
]).flat();
/** The most jobs a demo provider takes in a day. */
export const DEMO_PROVIDER_MAX_JOBS_PER_DAY = 6;

/** One demo provider: one service in one city, at every pincode of the city. */
export interface DemoProvider {
  name: string;
  /** 10 digits, 60001xxxxx. */
  phone: string;
  services: [ServiceKey];
  /** The city's slug. */
  cities: [string];
  pincodes: string[];
}

interface NamePool {
  first: readonly string[];
  last: readonly string[];
}

// Names common where each city is. Test files name their own providers Ramesh, Ravi, Suresh: those stay out, so a
// test that looks for its provider by name finds only its own.
const NCR: NamePool = {
  first: ['Amit', 'Pooja', 'Sanjay', 'Neha', 'Vikas', 'Anita', 'Deepak', 'Ritu', 'Manoj', 'Sunita', 'Rohit', 'Kavita'],
  last: ['Sharma', 'Verma', 'Gupta', 'Chauhan', 'Yadav', 'Malhotra', 'Arora', 'Bansal', 'Tyagi', 'Saini'],
};
const NAME_POOLS: Readonly<Record<string, NamePool>> = {
  delhi: NCR,
  gurugram: NCR,
  ghaziabad: NCR,
  faridabad: NCR,
  noida: NCR,
  bengaluru: {
    first: ['Manjunath', 'Lakshmi', 'Srinivas', 'Kavya', 'Prakash', 'Shruti', 'Naveen', 'Deepa', 'Girish', 'Pavithra', 'Harish', 'Rekha'],
    last: ['Gowda', 'Hegde', 'Shetty', 'Kulkarni', 'Murthy', 'Nayak', 'Rao', 'Bhat', 'Acharya', 'Kamath'],
  },
  hyderabad: {
    first: ['Venkatesh', 'Swathi', 'Srikanth', 'Anusha', 'Kiran', 'Sravani', 'Mahesh', 'Harika', 'Praveen', 'Madhavi', 'Naresh', 'Sirisha'],
    last: ['Reddy', 'Naidu', 'Chowdary', 'Goud', 'Varma', 'Rao', 'Setty', 'Raju', 'Yadav', 'Murthy'],
  },
  mumbai: {
    first: ['Sachin', 'Sneha', 'Prashant', 'Priya', 'Amol', 'Swati', 'Nilesh', 'Rupali', 'Pradeep', 'Manasi', 'Tushar', 'Vaishali'],
    last: ['Patil', 'Deshmukh', 'Jadhav', 'Shinde', 'Pawar', 'Joshi', 'More', 'Kadam', 'Gaikwad', 'Sawant'],
  },
};

/** A name of `pool` for the n-th provider of a city: first names and surnames paired apart, so none repeats early. */
function nameOf(pool: NamePool, n: number): string {
  const first = pool.first[n % pool.first.length]!;
  const last = pool.last[(n + Math.floor(n / pool.first.length)) % pool.last.length]!;
  return `${first} ${last}`;
}

/**
 * The demo providers: `perService` (1 to MAX_DEMO_PROVIDERS_PER_SERVICE) for each served city and service, in a
 * stable order, so that the same call gives the same names and phones (the seed is idempotent by phone).
 * @throws RangeError for a count out of range.
 */
export function demoProviders(perService: number = DEMO_PROVIDERS_PER_SERVICE): DemoProvider[] {
  if (!Number.isInteger(perService) || perService < 1 || perService > MAX_DEMO_PROVIDERS_PER_SERVICE) {
    throw new RangeError(`demo providers per city and service must be 1 to ${MAX_DEMO_PROVIDERS_PER_SERVICE}, got ${perService}`);
  }
  if (servedCities.length > 99 || SERVICE_KEYS.length > 10) throw new RangeError('too many cities or services for the demo phones');
  const list: DemoProvider[] = [];
  servedCities.forEach((city, cityIndex) => {
    const pool = NAME_POOLS[city.slug] ?? NCR;
    const pincodes = [...new Set(city.localities.flatMap((locality) => locality.pincodes))].sort();
    // a city's providers are numbered across its services, so its names differ from service to service
    let n = 0;
    SERVICE_KEYS.forEach((service, serviceIndex) => {
      for (let i = 0; i < perService; i += 1) {
        // 60001, then five digits: city (2), service (1), the provider (2)
        const phone = `${DEMO_PROVIDER_PHONE_PREFIX}${String(cityIndex * 1000 + serviceIndex * 100 + i).padStart(5, '0')}`;
        list.push({ name: nameOf(pool, n), phone, services: [service], cities: [city.slug], pincodes });
        n += 1;
      }
    });
  });
  return list;
}
