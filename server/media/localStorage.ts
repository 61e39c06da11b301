/**
 * The local-disk media store (the default): files under `MEDIA_DIR`, read only through
 * `/api/photo/file/{photoId}/{variant}?expires=<unix>&signature=<hmac-sha256 hex>` URLs signed here and
 * checked by that route (pages/api/photo/file/[photoId]/[variant].ts).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expiryIsLive, sameSignature, signParts, signingWindow } from './signing';
import { MediaNotFoundError, parsePhotoKey, type MediaStorage, type PhotoVariant, type SignedUrl, type SignedUrlOptions } from './objects';

/** What the signature of a local file URL covers. */
export interface LocalFileGrant {
  photoId: string;
  variant: PhotoVariant;
  /** Seconds since the epoch. */
  expires: number;
  /** The attachment name as base64url UTF-8 (`download` query parameter), when the URL downloads. */
  download?: string;
}

/** The path of the local file route (its signed URLs are relative to the API's origin). */
export const LOCAL_FILE_ROUTE = '/api/photo/file';

const PURPOSE = 'photo-file';
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  '.zip': 'application/zip',
};

/** The hex HMAC-SHA256 of a local file URL's grant. */
export function localFileSignature(secret: string, grant: LocalFileGrant): string {
  return signParts(secret, PURPOSE, [grant.photoId, grant.variant, grant.expires, grant.download ?? '']);
}

/**
 * Whether a local file URL's query is one we signed and still live at `now` (constant-time comparison;
 * expired, tampered, or valid for more than 15 minutes: false).
 */
export function verifyLocalFileGrant(secret: string, grant: LocalFileGrant, signature: string, now = new Date()): boolean {
  // compare first, always: the answer takes the same time whether or not the expiry is live
  const authentic = sameSignature(signature, localFileSignature(secret, grant));
  return authentic && expiryIsLive(grant.expires, now);
}

/** The attachment name of a `download` parameter (base64url UTF-8), or undefined when it is not one. */
export function decodeDownloadName(download: string | undefined): string | undefined {
  if (!download) return undefined;
  const name = Buffer.from(download, 'base64url').toString('utf8');
  return name.length > 0 ? name : undefined;
}

/** Resolves a key inside `dir`. @throws Error for a key that is not one of ours (a programming error). */
function fileOf(dir: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error('invalid media key');
  const file = path.join(dir, key);
  if (!file.startsWith(dir + path.sep)) throw new Error('invalid media key');
  return file;
}

/**
 * The local-disk store under `dir` (absolute). Writes go to a temporary file renamed into place, so a reader
 * never sees half a photo. Signed URLs point at the file route, for photo keys only (`photoKey`).
 * @param secret the media URL secret (`mediaUrlSecret()`).
 */
export function createLocalStorage({ dir, secret }: { dir: string; secret: string }): MediaStorage {
  const root = path.resolve(dir);
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(root, key);
      let bytes: number;
      try {
        bytes = (await stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MediaNotFoundError(key);
        throw error;
      }
      const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      return { body: createReadStream(file), contentType, bytes };
    },
    async delete(key) {
      await rm(fileOf(root, key), { force: true });
    },
    async signedUrl(key: string, { expiresInSeconds, downloadName, now = new Date() }: SignedUrlOptions): Promise<SignedUrl> {
      const photo = parsePhotoKey(key);
      if (!photo) throw new Error('the local store signs photo keys only');
      const { expiresAt } = signingWindow(now, expiresInSeconds);
      const grant: LocalFileGrant = {
        photoId: photo.photoId,
        variant: photo.variant,
        expires: expiresAt,
        download: downloadName ? Buffer.from(downloadName, 'utf8').toString('base64url') : undefined,
      };
      const query = new URLSearchParams({ expires: String(expiresAt) });
      if (grant.download) query.set('download', grant.download);
      query.set('signature', localFileSignature(secret, grant));
      return { url: `${LOCAL_FILE_ROUTE}/${photo.photoId}/${photo.variant}?${query.toString()}`, expiresAt: new Date(expiresAt * 1000) };
    },
  };
}
