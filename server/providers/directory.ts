/**
 * The providers' directory: create, change, deactivate, list and read the chefs,
 * decorators, photographers and catering teams. Inputs are the parsed contracts of lib/contracts/providers.ts.
 */
import { revokePrincipalSessions } from '../auth/consoleSession';
import type { ProviderCreate, ProviderUpdate } from '../../lib/contracts/providers';
import { findCity } from '../../data/cities';
import type { Provider } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { recordAudit, type AuditActor } from '../audit/audit';
import { copyExecutorToLiveJobs, findProvider, insertProvider, lockProvider, updateProviderRow } from './repository';

/** The audit actions of the directory (nothing changes data without a line). */
export const PROVIDER_AUDIT_ACTIONS = {
  create: 'provider.create',
  update: 'provider.update',
  deactivate: 'provider.deactivate',
} as const;

/** What an audit line keeps of a provider: the same shape before and after, so a reader sees what changed. */
function providerSnapshot(provider: Provider): Record<string, unknown> {
  return {
    name: provider.name,
    phone: provider.phone,
    photoKey: provider.photoKey,
    services: provider.services,
    cities: provider.cities,
    pincodes: provider.pincodes,
    active: provider.active,
  };
}

/** @throws ValidationError (400) naming `cities.N` for a slug that is not one of our cities (data/cities, aliases refused). */
function requireKnownCities(cities: readonly string[] | undefined): void {
  const errors = (cities ?? []).flatMap((slug, index) => {
    const city = findCity(slug);
    return city && !city.canonicalSlug ? [] : [{ path: `cities.${index}`, message: `Unknown city ${slug}` }];
  });
  if (errors.length > 0) throw new ValidationError(errors, 'A city is not one of ours.');
}

/** Whether `error` (or one it wraps, as Drizzle does) is the unique violation of a provider's phone. */
function isPhoneTaken(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === '23505' && constraint === 'providers_phone_unique') return true;
  return isPhoneTaken(cause, depth + 1);
}

const phoneTaken = () =>
  new HttpError(409, 'A provider with this phone number already exists.', {
    errors: [{ path: 'phone', message: 'Already a provider' }],
  });

/**
 * Adds a provider, with its `provider.create` audit line naming `actor` in the same transaction.
 * @throws ValidationError 400 for an unknown city slug; HttpError 409 when a provider has this phone already.
 */
export async function createProvider(db: Db, input: ProviderCreate, { now, actor }: { now: Date; actor: AuditActor }): Promise<Provider> {
  requireKnownCities(input.cities);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertProvider(tx, { ...input, photoKey: input.photoKey ?? null, createdAt: now, updatedAt: now });
      await recordAudit(
        tx,
        actor,
        { action: PROVIDER_AUDIT_ACTIONS.create, entityType: 'provider', entityId: row.id, before: null, after: providerSnapshot(row) },
        now,
      );
      return row;
    });
  } catch (error) {
    if (isPhoneTaken(error)) throw phoneTaken();
    throw error;
  }
}

/** The provider with this id. @throws HttpError 404 when there is none. */
export async function getProvider(db: Db, providerId: string): Promise<Provider> {
  const provider = await findProvider(db, providerId);
  if (!provider) throw notFound('Provider not found');
  return provider;
}

/**
 * Changes a provider's fields (what `input` leaves out stays). A provider keeps at least one city or pincode.
 * Deactivating here is the same as `deactivateProvider`; their assigned orders keep them until reassigned.
 * A new name or phone is copied to the `executor` of their live jobs (accepted, in progress) in the same transaction.
 * The audit line (`provider.deactivate` when an active provider becomes inactive, else `provider.update`; none
 * when nothing changes) names `actor` and commits with the change; the row is locked so its `before` is exact.
 * @throws HttpError 404 unknown provider; 400 unknown city or no area left; 409 phone of another provider.
 */
export async function updateProvider(
  db: Db,
  providerId: string,
  input: ProviderUpdate,
  { now, actor }: { now: Date; actor: AuditActor },
): Promise<Provider> {
  requireKnownCities(input.cities);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ProviderUpdate;
  try {
    return await db.transaction(async (tx) => {
      const current = await lockProvider(tx, providerId);
      if (!current) throw notFound('Provider not found');
      const cities = input.cities ?? current.cities;
      const pincodes = input.pincodes ?? current.pincodes;
      if (cities.length + pincodes.length === 0) {
        throw new ValidationError([{ path: 'cities', message: 'Choose at least one city or pincode' }]);
      }
      const row = await updateProviderRow(tx, providerId, { ...changes, updatedAt: now });
      if (!row) throw notFound('Provider not found');
      if (changes.name !== undefined || changes.phone !== undefined) {
        // the existing order views read `executor`: their live jobs show the new name and number
        await copyExecutorToLiveJobs(tx, row, now);
      }
      // A deactivated provider is signed out at once (every request checks `active` too)
      if (current.active && !row.active) await revokePrincipalSessions(tx, 'partner', row.id, now);
      const before = providerSnapshot(current);
      const after = providerSnapshot(row);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        const action = current.active && !row.active ? PROVIDER_AUDIT_ACTIONS.deactivate : PROVIDER_AUDIT_ACTIONS.update;
        await recordAudit(tx, actor, { action, entityType: 'provider', entityId: row.id, before, after }, now);
      }
      return row;
    });
  } catch (error) {
    if (isPhoneTaken(error)) throw phoneTaken();
    throw error;
  }
}

/**
 * Deactivates a provider: no new assignment takes them ("assignment of an inactive provider → 400");
 * audited as `provider.deactivate` by `actor`. @throws HttpError 404.
 */
export async function deactivateProvider(db: Db, providerId: string, { now, actor }: { now: Date; actor: AuditActor }): Promise<Provider> {
  return updateProvider(db, providerId, { active: false }, { now, actor });
}
