/**
 * Providers' photos, so that customers see who is coming rather than an initial: set by operations from the console
 * (PUT /api/ops/providers/{id}/photo) or by the provider from the partner app (PUT /api/partner/photo, their own
 * only). One upload pipeline with profile photos (server/gallery/upload receivePhotos, server/media squarePhoto:
 * type from the bytes, upright, no metadata, a 256x256 WebP), stored under a new key per upload
 * (`providers/{providerId}/{uuid}.webp`) so every version has its own URL. Each change is audited with its actor in
 * the transaction that makes it; the old file is deleted after the commit.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  PROVIDER_PHOTO_FIELD,
  PROVIDER_PHOTO_MAX_BYTES,
  PROVIDER_PHOTO_MIN_SIDE,
  PROVIDER_PHOTO_SIDE,
} from '../../lib/contracts/providerPhotos';
import { providerPhotoVersion } from '../../lib/providers';
import type { Provider } from '../db/schema';
import type { Db } from '../db/types';
import { closingConnection, receivePhotos } from '../http/multipart';
import { notFound } from '../http/errors';
import { logger } from '../logger';
import { squarePhoto } from '../media/images';
import { MediaNotFoundError, type MediaObject, type MediaStorage } from '../media/storage';
import { recordAudit, type AuditActor } from '../audit/audit';
import { findProvider, findProviderPhotoKey, lockProvider, providerExists, updateProviderRow } from './repository';

/** WebP quality of the stored square. */
const PHOTO_QUALITY = 80;

/** The audit actions of a provider's photo. */
export const PROVIDER_PHOTO_AUDIT_ACTIONS = { set: 'provider.photo_set', remove: 'provider.photo_remove' } as const;

/** The storage key of a new photo of `providerId`: `providers/{providerId}/{uuid}.webp`. */
export function providerPhotoKey(providerId: string, version: string = randomUUID()): string {
  return `providers/${providerId}/${version}.webp`;
}

/**
 * Deletes a photo this module stored (a key of `providerPhotoKey` for this provider). A key set otherwise (the
 * directory's `photoKey` field takes any media key) is left alone: it may be a file something else uses. A failure
 * only leaves an orphan file, so it is logged (without the provider) and not answered.
 */
async function dropPhoto(storage: MediaStorage, providerId: string, key: string | null): Promise<void> {
  if (!key?.startsWith(`providers/${providerId}/`)) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn({ err: error }, 'an old provider photo could not be deleted');
  }
}

/**
 * Writes `photoKey` on the provider and its audit line (before and after keys) in one transaction, the row locked.
 * @returns the provider as it was and as it is now. @throws HttpError 404 for an unknown provider.
 */
async function writePhotoKey(
  db: Db,
  providerId: string,
  photoKey: string | null,
  { actor, now }: { actor: AuditActor; now: Date },
): Promise<{ before: Provider; after: Provider }> {
  return db.transaction(async (tx) => {
    const before = await lockProvider(tx, providerId);
    if (!before) throw notFound('Provider not found');
    const after = await updateProviderRow(tx, providerId, { photoKey, updatedAt: now });
    const action = photoKey ? PROVIDER_PHOTO_AUDIT_ACTIONS.set : PROVIDER_PHOTO_AUDIT_ACTIONS.remove;
    await recordAudit(
      tx,
      actor,
      { action, entityType: 'provider', entityId: providerId, before: { photoKey: before.photoKey }, after: { photoKey } },
      now,
    );
    return { before, after: after! };
  });
}

/**
 * Sets a provider's photo from a multipart request (field `photo`, one file), replacing the old one (deleted once
 * the new one is saved). The provider is looked up before the body is read.
 * @returns the provider with its new `photoKey`.
 * @throws HttpError 404 unknown provider; 413 above 5 MB; 415 not a JPG/PNG/WebP/HEIC photo; 400 damaged, smaller
 *   than 128x128, another field, no file or a broken body (nothing is kept then).
 */
export async function setProviderPhoto(
  db: Db,
  storage: MediaStorage,
  req: IncomingMessage,
  providerId: string,
  { actor, now = new Date() }: { actor: AuditActor; now?: Date },
): Promise<Provider> {
  if (!(await providerExists(db, providerId))) throw closingConnection(notFound('Provider not found'), req);
  const key = providerPhotoKey(providerId);
  let stored = false;
  try {
    await receivePhotos(
      req,
      async ({ fileName, data }) => {
        const photo = await squarePhoto(data, fileName, {
          side: PROVIDER_PHOTO_SIDE,
          minSide: PROVIDER_PHOTO_MIN_SIDE,
          quality: PHOTO_QUALITY,
        });
        stored = true;
        await storage.put(key, photo, 'image/webp');
      },
      { maxFiles: 1, maxFileBytes: PROVIDER_PHOTO_MAX_BYTES, concurrency: 1, field: PROVIDER_PHOTO_FIELD },
    );
    const { before, after } = await writePhotoKey(db, providerId, key, { actor, now });
    await dropPhoto(storage, providerId, before.photoKey);
    return after;
  } catch (error) {
    if (stored) await dropPhoto(storage, providerId, key);
    throw closingConnection(error, req);
  }
}

/**
 * Removes a provider's photo: customers see their initial again. Nothing to remove changes nothing (no audit line).
 * @throws HttpError 404 for an unknown provider.
 */
export async function removeProviderPhoto(
  db: Db,
  storage: MediaStorage,
  providerId: string,
  { actor, now = new Date() }: { actor: AuditActor; now?: Date },
): Promise<Provider> {
  const current = await findProvider(db, providerId);
  if (!current) throw notFound('Provider not found');
  if (!current.photoKey) return current;
  const { before, after } = await writePhotoKey(db, providerId, null, { actor, now });
  await dropPhoto(storage, providerId, before.photoKey);
  return after;
}

/**
 * A provider's stored photo and whether `version` (the URL's `?v=`) names the current one, or null when they have
 * none (or its file is missing).
 */
export async function openProviderPhotoById(
  db: Db,
  storage: MediaStorage,
  providerId: string,
  version: string | undefined,
): Promise<{ object: MediaObject; current: boolean } | null> {
  const photoKey = await findProviderPhotoKey(db, providerId);
  if (!photoKey) return null;
  try {
    return { object: await storage.get(photoKey), current: version === providerPhotoVersion(photoKey) };
  } catch (error) {
    if (error instanceof MediaNotFoundError) return null;
    throw error;
  }
}

/**
 * The headers of a served photo: the browser keeps the current version for good (a new photo has a new URL); an
 * older version's URL revalidates. Private: no shared cache or CDN keeps a photo that may be removed.
 */
export function providerPhotoHeaders({ object, current }: { object: MediaObject; current: boolean }): Record<string, string> {
  return {
    'Content-Type': object.contentType,
    'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(object.bytes !== undefined && { 'Content-Length': String(object.bytes) }),
  };
}
