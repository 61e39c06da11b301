/**
 * Providers' punctuality (the on-time promise, lib/punctuality) over the last PUNCTUALITY_DAYS days: their jobs by
 * how they went, on time, late (arrived more than LATE_CREDIT_AFTER_MINUTES after the slot's start) or no-show (the
 * order ended because they did not come: the customer's no-show cancel or the console's "Provider did not come").
 * The console's providers page and the partner app's profile show it. Assignment ranks by the same counts, so they
 * are read in one place below providers, capacity's repository (`freeProviders` ranks by them), and this reads them
 * there: what the console shows is what the ranking used.
 * An arrival not tapped counts from the start with the customer's code (the provider was there by then at the latest).
 */
import type { ProviderPunctuality } from '../../lib/contracts/punctuality';
import { providersPunctuality as capacityPunctuality } from '../capacity';
import type { Db } from '../db/types';

/**
 * The punctuality of each of `providerIds` over the PUNCTUALITY_DAYS days (IST) up to `now`, in one query:
 * a provider without jobs in that time counts zeros.
 * @returns a map by provider id holding every given id.
 */
export function providersPunctuality(db: Db, providerIds: readonly string[], now: Date): Promise<Map<string, ProviderPunctuality>> {
  return capacityPunctuality(db, providerIds, now);
}
