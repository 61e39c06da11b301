/**
 * The SQL of the providers domain: every read and write of a provider row lives here, and the reads and writes of
 * a provider's assigned orders, so the directory's rules (server/providers/directory.ts), the photo pipeline
 * (photo.ts), the assigned jobs and the views stay free of queries. Functions take
 * the Drizzle `db` (or a transaction) and return rows; they decide nothing.
 */
import { and, asc, count, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProviderListQuery } from '../../lib/contracts/providers';
import { LIVE_JOB_STATUSES } from '../../lib/providers';
import { orders, providerAvailability, providers, type NewProvider, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';

/** The provider with this id, or null. */
export async function findProvider(db: Db, providerId: string): Promise<Provider | null> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  return row ?? null;
}

/** The provider with this id, its row locked until the transaction `tx` ends, or null. */
export async function lockProvider(tx: Db, providerId: string): Promise<Provider | null> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, providerId)).limit(1).for('update');
  return row ?? null;
}

/** Whether a provider with this id exists. */
export async function providerExists(db: Db, providerId: string): Promise<boolean> {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row !== undefined;
}

/** The storage key of a provider's photo: null when they have none or the provider is unknown. */
export async function findProviderPhotoKey(db: Db, providerId: string): Promise<string | null> {
  const [row] = await db.select({ photoKey: providers.photoKey }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.photoKey ?? null;
}

/** Inserts a provider. @returns the new row. Throws the driver's unique violation (`providers_phone_unique`) as is. */
export async function insertProvider(db: Db, values: NewProvider): Promise<Provider> {
  const [row] = await db.insert(providers).values(values).returning();
  if (!row) throw new Error('the provider insert returned no row');
  return row;
}

/** Writes `changes` on a provider. @returns the changed row, or null for an unknown provider. */
export async function updateProviderRow(db: Db, providerId: string, changes: Partial<NewProvider>): Promise<Provider | null> {
  const [row] = await db.update(providers).set(changes).where(eq(providers.id, providerId)).returning();
  return row ?? null;
}

/** Copies a provider's name and phone to the `executor` of their live jobs (accepted, in progress). */
export async function copyExecutorToLiveJobs(db: Db, provider: Provider, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ executor: { name: provider.name, phone: provider.phone }, updatedAt: now })
    .where(and(eq(orders.providerId, provider.id), inArray(orders.status, [...LIVE_JOB_STATUSES])));
}

/** Whether a provider has set working hours (a non-empty weekly list): without them no job is offered to them. */
const hasHoursSql = sql<boolean>`exists (select 1 from ${providerAvailability} where ${providerAvailability.providerId} = ${providers.id} and jsonb_array_length(${providerAvailability.weekly}) > 0)`;

/** Whether the provider with this id has set working hours. */
export async function providerHasHours(db: Db, providerId: string): Promise<boolean> {
  const [row] = await db.select({ hasHours: hasHoursSql }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.hasHours ?? false;
}

/** A provider of the directory, with whether they have set working hours. */
export type ProviderWithHours = Provider & { hasHours: boolean };

/** A page of the directory and how many providers match in all. */
export interface ProviderPage {
  items: ProviderWithHours[];
  total: number;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The directory, by name (each with whether they have set working hours): filtered by service key, city slug (providers listing that city), pincode (providers
 * listing that pincode), active, and a search of name or phone; paginated.
 */
export async function listProviders(db: Db, query: ProviderListQuery): Promise<ProviderPage> {
  const conditions: SQL[] = [];
  if (query.service) conditions.push(sql`${query.service} = any(${providers.services})`);
  if (query.city) conditions.push(sql`${query.city} = any(${providers.cities})`);
  if (query.pincode) conditions.push(sql`${query.pincode} = any(${providers.pincodes})`);
  if (query.active !== undefined) conditions.push(eq(providers.active, query.active));
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    conditions.push(or(ilike(providers.name, pattern), ilike(providers.phone, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(providers), hasHours: hasHoursSql })
      .from(providers)
      .where(where)
      .orderBy(asc(providers.name), asc(providers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(providers).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** A provider as calendars list them: no contact data. */
export interface ProviderCalendarRow {
  id: string;
  name: string;
  services: string[];
  active: boolean;
}

const calendarColumns = { id: providers.id, name: providers.name, services: providers.services, active: providers.active };

/** Active providers by name (those offering the service key `service`, when given), at most `limit`. */
export async function activeProviderRows(db: Db, service: string | undefined, limit: number): Promise<ProviderCalendarRow[]> {
  return db
    .select(calendarColumns)
    .from(providers)
    .where(and(eq(providers.active, true), service ? sql`${service} = any(${providers.services})` : undefined))
    .orderBy(asc(providers.name), asc(providers.id))
    .limit(limit);
}

/** These providers, active or not (none asked: none read). */
export async function providerRowsByIds(db: Db, providerIds: readonly string[]): Promise<ProviderCalendarRow[]> {
  if (providerIds.length === 0) return [];
  return db
    .select(calendarColumns)
    .from(providers)
    .where(inArray(providers.id, [...providerIds]));
}

/** Active providers offering the service key `service`, by name. */
export async function activeProvidersOffering(db: Db, service: string): Promise<Provider[]> {
  return db
    .select()
    .from(providers)
    .where(sql`${providers.active} and ${service} = any(${providers.services})`)
    .orderBy(asc(providers.name), asc(providers.id));
}

/** The orders assigned to a provider whose event date (IST, yyyy-mm-dd) lies in `from`..`to`, both included. */
export async function providerOrdersBetween(db: Db, providerId: string, from: string, to: string): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.providerId, providerId), gte(orders.eventDate, from), lte(orders.eventDate, to)));
}

/** The provider's order with this id, or null (another provider's, or none). `lock` takes its row lock. */
export async function findProviderOrder(db: Db, orderId: string, providerId: string, lock = false): Promise<Order | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.providerId, providerId)))
    .limit(1);
  const [order] = lock ? await query.for('update') : await query;
  return order ?? null;
}

/** Marks that the provider accepted the order. @returns the changed order. */
export async function markOrderAccepted(tx: Db, orderId: string, now: Date): Promise<Order> {
  const [updated] = await tx.update(orders).set({ providerAcceptedAt: now, updatedAt: now }).where(eq(orders.id, orderId)).returning();
  if (!updated) throw new Error('the accepted order was not updated');
  return updated;
}
