/**
 * Photos of chat messages (up to 5 a message, through the media pipeline). A message names them by
 * storage key; a key is accepted only when it is one of the sender's own uploads: `chat/{kind}/{senderId}/{uuid}.webp`
 * with the sender's kind and id, and present in the store.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { CHAT_MAX_IMAGES } from '../../lib/chat/rules';
import { chatMessages } from '../db/schema';
import type { Db } from '../db/types';
import { closingConnection, receivePhotos } from '../http/multipart';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests } from '../http/rateLimit';
import { processPhoto } from '../media/images';
import { expiryIsLive, mediaUrlSecret, sameSignature, signingWindow, signParts } from '../media/signing';
import { getMediaStorage, MediaNotFoundError, type MediaObject, type MediaStorage } from '../media/storage';
import type { Principal } from './principals';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHAT_KEY = new RegExp(`^chat/(user|staff|provider)/(${UUID})/${UUID}\\.webp$`);

/** The storage key of a chat photo of `sender` (`photoId` a fresh uuid). */
export function chatImageKey(sender: Principal, photoId: string): string {
  return `chat/${sender.kind}/${sender.id}/${photoId}.webp`;
}

/** Whether `key` is a chat photo key of `sender` (by its shape; `checkImageKeys` also checks the store). */
export function isOwnImageKey(sender: Principal, key: string): boolean {
  const match = CHAT_KEY.exec(key);
  return match !== null && match[1] === sender.kind && match[2] === sender.id;
}

/**
 * Checks a message's photo keys: at most 5, no repeats, each the sender's own upload present in the store.
 * @throws HttpError 400 naming the problem.
 */
export async function checkImageKeys(sender: Principal, keys: readonly string[], storage?: MediaStorage): Promise<void> {
  if (keys.length === 0) return;
  if (keys.length > CHAT_MAX_IMAGES) throw new HttpError(400, `A message can have at most ${CHAT_MAX_IMAGES} photos.`);
  if (new Set(keys).size !== keys.length) throw new HttpError(400, 'The same photo is attached twice.');
  if (!keys.every((key) => isOwnImageKey(sender, key))) throw new HttpError(400, 'Attach only photos you uploaded.');
  const store = storage ?? (await getMediaStorage());
  for (const key of keys) {
    try {
      const object = await store.get(key);
      object.body.destroy();
    } catch (error) {
      if (error instanceof MediaNotFoundError) throw new HttpError(400, 'Attach only photos you uploaded.');
      throw error;
    }
  }
}

/** A chat photo's largest file: 10 MB (research part 5c: jpg/png/webp/heic up to 10 MB). */
export const CHAT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field of `POST /api/chat/photos`. */
export const CHAT_PHOTO_FIELD = 'image';
/** Uploads per sender: 10 a minute. */
export const CHAT_UPLOAD_LIMIT = { max: 10, windowSeconds: 60 } as const;
/** How long a photo URL in a message is valid (signed, like the gallery's). */
export const CHAT_PHOTO_URL_SECONDS = 15 * 60;
const SIGN_PURPOSE = 'chat-photo';

/**
 * Stores one uploaded photo (multipart field `image`) of `sender` as a 1600 px WebP without metadata under a new
 * `chat/{kind}/{id}/{uuid}.webp` key, at most 10 a minute.
 * @returns the key, to send with a message.
 * @throws HttpError 413 above 10 MB, 415 for another type, 400 for a damaged photo or a bad body, 429 with Retry-After.
 */
export async function uploadChatPhoto(db: Db, storage: MediaStorage, req: IncomingMessage, sender: Principal, now: Date): Promise<string> {
  const bucket = `chat:upload:${sender.kind}:${sender.id}`;
  try {
    await db.transaction(async (tx) => {
      await lockBucket(tx, bucket);
      const wait = await secondsUntilFree(tx, bucket, CHAT_UPLOAD_LIMIT, now);
      if (wait > 0) throw tooManyRequests('You are sending photos too fast.', wait, now);
      await recordHit(tx, bucket, CHAT_UPLOAD_LIMIT, now);
    });
    const key = chatImageKey(sender, randomUUID());
    await receivePhotos(
      req,
      async ({ fileName, data }) => {
        const processed = await processPhoto(data, fileName);
        await storage.put(key, processed.web.data, 'image/webp');
      },
      { maxFiles: 1, maxFileBytes: CHAT_PHOTO_MAX_BYTES, concurrency: 1, field: CHAT_PHOTO_FIELD },
    );
    if (!(await exists(storage, key))) throw new HttpError(400, 'Choose a photo to send.');
    return key;
  } catch (error) {
    throw closingConnection(error, req);
  }
}

async function exists(storage: MediaStorage, key: string): Promise<boolean> {
  try {
    (await storage.get(key)).body.destroy();
    return true;
  } catch (error) {
    if (error instanceof MediaNotFoundError) return false;
    throw error;
  }
}

/**
 * The URL of photo `index` of message `messageId`: `/api/chat/photo/{messageId}/{index}?expires=&signature=`,
 * valid 15 minutes (the same URL for 5 minutes, so the browser can cache it). Only members get it, in the message.
 */
export function chatPhotoUrl(messageId: number, index: number, now: Date): string {
  const { expiresAt } = signingWindow(now, CHAT_PHOTO_URL_SECONDS);
  const signature = signParts(mediaUrlSecret(), SIGN_PURPOSE, [messageId, index, expiresAt]);
  return `/api/chat/photo/${messageId}/${index}?expires=${expiresAt}&signature=${signature}`;
}

/**
 * Opens photo `index` of a message for a signed URL (`chatPhotoUrl`).
 * @throws HttpError 403 for a wrong or expired signature, 404 for a deleted message or no such photo.
 */
export async function openChatPhoto(
  db: Db,
  storage: MediaStorage,
  { messageId, index, expires, signature }: { messageId: number; index: number; expires: number; signature: string },
  now: Date,
): Promise<MediaObject> {
  const expected = signParts(mediaUrlSecret(), SIGN_PURPOSE, [messageId, index, expires]);
  if (!expiryIsLive(expires, now) || !sameSignature(signature, expected)) throw new HttpError(403, 'This photo link has expired.');
  const [row] = await db
    .select({ imageKeys: chatMessages.imageKeys, deletedAt: chatMessages.deletedAt })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .limit(1);
  const key = row && !row.deletedAt ? row.imageKeys[index] : undefined;
  if (!key) throw notFound('This photo is not there any more.');
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof MediaNotFoundError) throw notFound('This photo is not there any more.');
    throw error;
  }
}
