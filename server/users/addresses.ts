/**
 * The customer's address book: up to 10 live addresses, one default, city and locality from the
 * pincode, an unserved pincode saved with a notice. Every change runs in a transaction under the customer's
 * advisory lock, so two tabs adding the 10th and 11th address at once still stop at 10 and there is never more
 * than one default. Orders never point at this table: a booking copies the address into the order.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ADDRESS_LIMIT_MESSAGE,
  MAX_SAVED_ADDRESSES,
  UNSERVED_ADDRESS_NOTICE,
  type AddressAdd,
  type AddressEdit,
  type AddressLabel,
  type SavedAddress,
} from '../../lib/contracts/addresses';
import type { AddressInput } from '../../lib/contracts/orders';
import { advisoryXactLock } from '../db/locks';
import { addresses, type Address } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { findServedArea } from '../cities';

/** A live address (`status` 1); 0 is removed. */
const LIVE = 1;
const REMOVED = 0;

/** An address row as the API shows it. */
export function toSavedAddress(row: Address): SavedAddress {
  return {
    _id: row.id,
    label: row.label as AddressLabel,
    name: row.name,
    line1: row.line1,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    locality: row.locality,
    served: row.served,
    notice: row.served ? null : UNSERVED_ADDRESS_NOTICE,
    isDefault: row.isDefault,
  };
}

/** City, locality and whether we serve the pincode (null city and locality when we do not). */
function areaColumns(pincode: string) {
  const area = findServedArea(pincode);
  return { city: area?.city ?? null, citySlug: area?.citySlug ?? null, locality: area?.locality ?? null, served: Boolean(area) };
}

/** Runs `work` in a transaction holding the customer's address-book lock. */
function underUserLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx as unknown as Db, `addresses:user:${userId}`);
    return work(tx as unknown as Db);
  });
}

/** The customer's live addresses, the default first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.status, LIVE)))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toSavedAddress);
}

async function liveCount(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.status, LIVE)));
  return row?.count ?? 0;
}

async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** Inserts under the lock already held; the first address becomes the default. @throws HttpError 409 at the limit. */
async function insertAddress(tx: Db, userId: string, input: AddressInput & { label: AddressLabel; isDefault?: boolean }, now: Date) {
  const count = await liveCount(tx, userId);
  if (count >= MAX_SAVED_ADDRESSES) throw new HttpError(409, ADDRESS_LIMIT_MESSAGE);
  const isDefault = count === 0 || input.isDefault === true;
  if (isDefault) await clearDefault(tx, userId);
  const [row] = await tx
    .insert(addresses)
    .values({
      userId,
      label: input.label,
      name: input.name,
      line1: input.line1,
      landmark: input.landmark || null,
      pincode: input.pincode,
      ...areaColumns(input.pincode),
      isDefault,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Saves a new address (POST /api/users/address/add).
 * @throws HttpError 409 "You can save up to 10 addresses" when the customer already has 10.
 */
export async function addAddress(db: Db, userId: string, input: AddressAdd, now = new Date()): Promise<SavedAddress> {
  return toSavedAddress(await underUserLock(db, userId, (tx) => insertAddress(tx, userId, input, now)));
}

/** The customer's live address `id`. @throws HttpError 404 for a removed one or anyone else's. */
async function ownedAddress(tx: Db, userId: string, id: string): Promise<Address> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.status, LIVE)))
    .limit(1);
  if (!row) throw notFound('Address not found');
  return row;
}

/**
 * Changes the customer's address `_id` (POST /api/users/address/edit): the fields sent; a new pincode brings its
 * city, locality and serviceability; `isDefault: true` makes it the default. Orders booked with it are untouched.
 * @throws HttpError 404 for an address that is not the customer's (or was removed).
 */
export async function editAddress(db: Db, userId: string, input: AddressEdit, now = new Date()): Promise<SavedAddress> {
  return underUserLock(db, userId, async (tx) => {
    const current = await ownedAddress(tx, userId, input._id);
    if (input.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({
        ...(input.label !== undefined && { label: input.label }),
        ...(input.name !== undefined && { name: input.name }),
        ...(input.line1 !== undefined && { line1: input.line1 }),
        ...(input.landmark !== undefined && { landmark: input.landmark || null }),
        ...(input.pincode !== undefined && input.pincode !== current.pincode && { pincode: input.pincode, ...areaColumns(input.pincode) }),
        ...(input.isDefault && { isDefault: true }),
        updatedAt: now,
      })
      .where(eq(addresses.id, current.id))
      .returning();
    return toSavedAddress(row!);
  });
}

/**
 * Removes the customer's address `id` (POST /api/users/address/update_address_status `{status: 0}`); when it was
 * the default, the newest remaining address becomes the default.
 * @throws HttpError 404 for an address that is not the customer's (or was already removed).
 */
export async function removeAddress(db: Db, userId: string, id: string, now = new Date()): Promise<void> {
  await underUserLock(db, userId, async (tx) => {
    const current = await ownedAddress(tx, userId, id);
    await tx.update(addresses).set({ status: REMOVED, isDefault: false, updatedAt: now }).where(eq(addresses.id, current.id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.status, LIVE)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/**
 * Creates or replaces the customer's default address (POST /api/users/address/editByUserID, the spec's path).
 * @throws HttpError 409 when there is no default yet and the book is full.
 */
export async function upsertDefaultAddress(
  db: Db,
  userId: string,
  input: AddressInput & { label: AddressLabel },
  now = new Date(),
): Promise<SavedAddress> {
  return underUserLock(db, userId, async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.status, LIVE), eq(addresses.isDefault, true)))
      .limit(1);
    if (!current) return toSavedAddress(await insertAddress(tx, userId, { ...input, isDefault: true }, now));
    const [row] = await tx
      .update(addresses)
      .set({
        label: input.label,
        name: input.name,
        line1: input.line1,
        landmark: input.landmark || null,
        pincode: input.pincode,
        ...areaColumns(input.pincode),
        updatedAt: now,
      })
      .where(eq(addresses.id, current.id))
      .returning();
    return toSavedAddress(row!);
  });
}

/**
 * "Save this address" of a checkout: adds the address a booking was made with to the book, unless
 * the same address is already there or the book is full (the booking never fails for it).
 * @returns the saved address, or null when nothing was added.
 */
export async function saveBookedAddress(db: Db, userId: string, address: AddressInput, now = new Date()): Promise<SavedAddress | null> {
  return underUserLock(db, userId, async (tx) => {
    const same = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.status, LIVE),
          eq(addresses.name, address.name),
          eq(addresses.line1, address.line1),
          eq(addresses.pincode, address.pincode),
          sql`coalesce(${addresses.landmark}, '') = ${address.landmark ?? ''}`,
        ),
      )
      .limit(1);
    if (same.length > 0 || (await liveCount(tx, userId)) >= MAX_SAVED_ADDRESSES) return null;
    return toSavedAddress(await insertAddress(tx, userId, { ...address, label: 'Home' }, now));
  });
}
