/**
 * The profile photo: jpg/png/webp/heic up to 5 MB and at least 128x128 px, read through the
 * gallery's upload pipeline (`receivePhotos`, `processPhoto`: type from the bytes, upright, no metadata), kept as a
 * 256x256 WebP under a new key per upload and served from our own origin (GET /api/user/user-avatar/{id}).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, AVATAR_MIN_SIDE, AVATAR_SIDE } from '../../lib/contracts/users';
import { endpointUrl } from '../../lib/contracts/endpoints';
import { closingConnection, receivePhotos } from '../http/multipart';
import { users, type User } from '../db/schema';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { squarePhoto } from '../media/images';
import { MediaNotFoundError, type MediaObject, type MediaStorage } from '../media/storage';

/** WebP quality of the stored photo. */
const AVATAR_QUALITY = 80;

const AVATAR_KEY = /^avatars\/[0-9a-f-]{36}\/([0-9a-f-]{36})\.webp$/;

/** The storage key of a new profile photo of `userId`: `avatars/{userId}/{uuid}.webp`. */
export function avatarKey(userId: string, version: string = randomUUID()): string {
  return `avatars/${userId}/${version}.webp`;
}

/** The version (the random part) of an avatar key, or null for another string. */
function avatarVersion(key: string): string | null {
  return AVATAR_KEY.exec(key)?.[1] ?? null;
}

/** The URL of the user's profile photo on our origin, or null when they have none. */
export function avatarUrl(user: Pick<User, 'id' | 'avatarKey'>): string | null {
  const version = user.avatarKey ? avatarVersion(user.avatarKey) : null;
  return version ? `${endpointUrl('userAvatar', { id: user.id })}?v=${version}` : null;
}

/**
 * Makes the stored photo of one upload: a centred 256x256 crop as WebP, no metadata (server/media squarePhoto).
 * @throws HttpError 415 for a file that is not a jpg/png/webp/heic photo (GIF, SVG, PDF ...); 400 for one that
 *   cannot be decoded (damaged) or is smaller than 128 px on either side.
 */
export function makeAvatar(data: Buffer, fileName: string): Promise<Buffer> {
  return squarePhoto(data, fileName, { side: AVATAR_SIDE, minSide: AVATAR_MIN_SIDE, quality: AVATAR_QUALITY });
}

/** Deletes an old photo; a failure only leaves an orphan file, so it is logged (without the user) and not answered. */
async function dropAvatar(storage: MediaStorage, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn({ err: error }, 'an old profile photo could not be deleted');
  }
}

/**
 * Sets the user's profile photo from a multipart request (field `image`), replacing and deleting the old one.
 * @returns the new photo's URL.
 * @throws HttpError 413 above 5 MB, 415 for another type, 400 for a damaged or too small photo or a bad body.
 */
export async function uploadAvatar(db: Db, storage: MediaStorage, req: IncomingMessage, user: User, now = new Date()): Promise<string> {
  const key = avatarKey(user.id);
  let stored = false;
  try {
    await receivePhotos(
      req,
      async ({ fileName, data }) => {
        const avatar = await makeAvatar(data, fileName);
        stored = true;
        await storage.put(key, avatar, 'image/webp');
      },
      { maxFiles: 1, maxFileBytes: AVATAR_MAX_BYTES, concurrency: 1, field: AVATAR_FIELD },
    );
    const [updated] = await db.update(users).set({ avatarKey: key, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await dropAvatar(storage, user.avatarKey);
    return avatarUrl(updated!)!;
  } catch (error) {
    if (stored) await dropAvatar(storage, key);
    throw closingConnection(error, req);
  }
}

/** Removes the user's profile photo (nothing to remove is fine): the page shows initials again. */
export async function clearAvatar(db: Db, storage: MediaStorage, user: User, now = new Date()): Promise<void> {
  if (!user.avatarKey) return;
  await db.update(users).set({ avatarKey: null, updatedAt: now }).where(eq(users.id, user.id));
  await dropAvatar(storage, user.avatarKey);
}

/** The stored photo of a user and whether the URL's version is the current one, or null when there is none. */
export async function openAvatar(
  db: Db,
  storage: MediaStorage,
  userId: string,
  version: string | undefined,
): Promise<{ object: MediaObject; current: boolean } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [user] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.avatarKey) return null;
  try {
    return { object: await storage.get(user.avatarKey), current: version === avatarVersion(user.avatarKey) };
  } catch (error) {
    if (error instanceof MediaNotFoundError) return null;
    throw error;
  }
}
