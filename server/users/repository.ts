import { and, eq, getTableName, isNull, type SQL } from 'drizzle-orm';
import { CITY_LINKS } from '../../data/cities/cityLinks';
import type { UserPublic } from '../../lib/contracts/users';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { orders, providers, users, type User } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { avatarUrl } from './avatar';
import { columnsByDbName, type ExportedTable } from './exportTables';

// the identity row a sign-in finds or creates belongs to the sign-in (platform auth); the account re-exports it
export { findOrCreateUserByPhone, findUserByPhone } from '../auth/customer';

/** The user with this id, or null. */
export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * Sets the customer's display name (trimmed; 2 to 60 characters checked by the caller's schema).
 * @returns the updated user, or null when the id is unknown.
 */
export async function updateUserName(db: Db, id: string, name: string): Promise<User | null> {
  const [user] = await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return user ?? null;
}

/**
 * Sets the customer's name and/or language (the caller's schema checked both; an absent field stays as it is).
 * @returns the updated user, or null when the id is unknown.
 */
export async function updateUserDetails(
  db: Db,
  id: string,
  { name, language }: { name?: string; language?: Locale },
): Promise<User | null> {
  const [user] = await db
    .update(users)
    .set({ ...(name !== undefined ? { name } : {}), ...(language !== undefined ? { language } : {}), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user ?? null;
}

// the language of a recipient is the notices' business (server/notify/recipientLanguage.ts)
export { languageOfPhone, userLanguage } from '../notify/recipientLanguage';

/** Stores the customer's push-messaging token (one device: the latest wins). */
export async function setUserPushToken(db: Db, id: string, token: string): Promise<void> {
  await db.update(users).set({ pushToken: token, updatedAt: new Date() }).where(eq(users.id, id));
}

/** One of our cities by its page's slug (`noida` -> Noida), or null for any other text. */
export function cityBySlug(slug: string | null): { slug: string; name: string } | null {
  const city = slug ? CITY_LINKS.find((link) => link.slug === slug) : undefined;
  return city ? { slug: city.slug, name: city.name } : null;
}

/**
 * Saves the customer's city (the saved city's links), or forgets it with null: a city page they
 * open and the city picker of /accounts both replace it.
 * @returns the updated user, or null when the id is unknown.
 * @throws HttpError 400 "Unknown city" for a slug that is not one of our city pages.
 */
export async function setUserCity(db: Db, id: string, slug: string | null, now = new Date()): Promise<User | null> {
  if (slug !== null && !cityBySlug(slug)) {
    throw new HttpError(400, 'Unknown city', { errors: [{ path: 'city', message: 'Unknown city' }] });
  }
  const [user] = await db.update(users).set({ city: slug, updatedAt: now }).where(eq(users.id, id)).returning();
  return user ?? null;
}

/**
 * Saves the city of a booking as the customer's city when none is saved yet (a one-off booking elsewhere never
 * replaces a city they picked). Unknown slugs are ignored.
 */
export async function saveCityIfUnset(db: Db, id: string, slug: string | null, now = new Date()): Promise<void> {
  if (!cityBySlug(slug)) return;
  await db
    .update(users)
    .set({ city: slug, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.city)));
}

/** A user row as the API shows it (spec 7 `_id`, plus `avatar`, `city` and `language`); the route's contract keeps only the public fields. */
export function toUserPublic(user: User): UserPublic {
  return {
    _id: user.id,
    phone: user.phone,
    name: user.name,
    avatar: avatarUrl(user),
    city: cityBySlug(user.city),
    language: localeOr(user.language),
  };
}

/**
 * The rows of `spec.table` matching `where` for "Download my data", keyed by database column names: its `exported`
 * columns only. @throws Error when `spec` names a column the table does not have (a programming error).
 */
export async function selectExportedRows(db: Db, spec: ExportedTable, where: SQL | undefined): Promise<Record<string, unknown>[]> {
  const columns = columnsByDbName(spec.table);
  const selection = Object.fromEntries(
    spec.exported.map((name) => {
      const column = columns.get(name);
      if (!column) throw new Error(`${getTableName(spec.table)}.${name} is not a column`);
      return [name, column];
    }),
  );
  return (await db.select(selection).from(spec.table).where(where)) as Record<string, unknown>[];
}

/** The full name of the provider assigned to each of the user's orders that has one. */
export async function assignedProviderNames(db: Db, userId: string): Promise<{ orderId: string; name: string }[]> {
  return db
    .select({ orderId: orders.id, name: providers.name })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.providerId))
    .where(eq(orders.userId, userId));
}
