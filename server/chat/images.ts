/**
 * Photos of chat messages (issue 23: up to 5 a message, through the media pipeline). A message names them by
 * storage key; a key is accepted only when it is one of the sender's own uploads: `chat/{kind}/{senderId}/{uuid}.webp`
 * with the sender's kind and id, and present in the store.
 */
import { CHAT_MAX_IMAGES } from '../../lib/chat/rules';
import { HttpError } from '../http/errors';
import { getMediaStorage, MediaNotFoundError, type MediaStorage } from '../media/storage';
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
