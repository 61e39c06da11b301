/**
 * An event's rendered invite: `renderInvite` over the event's template, texts,
 * language and details, or over the host's own image, at 1200x630 (og:image of the share page) or 1080x1350.
 * Renders are kept in a bounded in-process LRU keyed by the design's version (`designVersion`): derived data that
 * any instance renders again on a miss. The answer carries a strong ETag (the version and size), so a revalidation
 * costs one row read and no render; the versioned URLs in `imageUrl` may be cached for a year.
 * Hosts set their own image through the upload pipeline (jpg/png/webp/heic up to 10 MB, kept as a WebP rendition
 * without EXIF) and may go back to the template at any time.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { INVITE_IMAGE_FIELD, INVITE_IMAGE_MAX_BYTES } from '../../lib/contracts/events';
import type { InviteImageSize, InviteLanguage } from '../../lib/contracts/templates';
import { events, type InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import type { StreamReply } from '../http/streamRoute';
import { closingConnection, receivePhotos } from '../http/multipart';
import { matchesIfNoneMatch } from '../http/apiHandler';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { processPhoto } from '../media/images';
import { contentDisposition } from '../media/signing';
import { wallPhotoKey, type MediaStorage } from '../media/storage';
import { designVersion, renderedEvent, savedTexts, templateOfEvent, type DesignFields } from './eventDesign';
import { eventNotFound, hostedEvent } from './access';
import { findEvent } from './repository';
import { renderInvite } from './render';
import { forgetShareView } from './shareViewCache';

/** A rendered invite, its type and its tag. */
export interface RenderedInvite {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  etag: string;
}

/** About 120 invites (100-600 kB each) per instance; the least recently used is dropped. */
const RENDER_CACHE_MAX = 120;
const cache = new Map<string, Promise<RenderedInvite>>();

/**
 * How long a shared cache (a CDN; server.js's own never keeps `/api/*`) may keep an invite image: the image shows the
 * title, hosts, venue and maybe the host's own photo, so after a deletion, a cancellation, a new image or an account's
 * erasure no shared copy may outlive this (seconds). The browser that fetched it keeps a versioned URL for a year.
 */
export const INVITE_IMAGE_SHARED_MAX_AGE = 60;
/** Cache-Control of a URL naming the current design version. */
export const INVITE_IMAGE_CACHE_CONTROL = `public, max-age=31536000, immutable, s-maxage=${INVITE_IMAGE_SHARED_MAX_AGE}`;
/** Cache-Control of any other URL (no version, or an old one: it shows the current design). */
export const INVITE_IMAGE_UNVERSIONED_CACHE_CONTROL = `public, max-age=300, s-maxage=${INVITE_IMAGE_SHARED_MAX_AGE}`;

/** The strong ETag of an event's image at `size`: its design version and the size. */
export const inviteImageEtag = (version: string, size: InviteImageSize) => `"${version}.${size}"`;

/**
 * The event's invite at `size`, rendered once per design version and kept; concurrent first requests share one
 * render; a failed render is not kept.
 * @throws MediaNotFoundError when the host's image is missing from the store; Error from sharp when it cannot be decoded.
 */
export function renderEventImage(
  storage: MediaStorage,
  event: DesignFields,
  size: InviteImageSize,
  version = designVersion(event),
): Promise<RenderedInvite> {
  const key = `${version}.${size}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const rendering = (async (): Promise<RenderedInvite> => {
    const template = templateOfEvent(event);
    const customImage = event.customImageKey ? await buffer((await storage.get(event.customImageKey)).body) : undefined;
    const data = await renderInvite({
      template,
      language: event.language as InviteLanguage,
      texts: savedTexts(template, event.templateTexts) ?? undefined,
      event: renderedEvent(event),
      size,
      customImage,
    });
    return { data, contentType: customImage ? 'image/jpeg' : 'image/png', etag: inviteImageEtag(version, size) };
  })();
  rendering.catch(() => cache.delete(key));
  cache.set(key, rendering);
  while (cache.size > RENDER_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return rendering;
}

/** Forgets every kept render (tests, benchmarks). */
export function clearEventImages(): void {
  cache.clear();
}

/**
 * The file name of a downloaded invite: the title as a slug (letters and digits of any script, apostrophes
 * dropped, other runs a hyphen, at most 60 characters; `invite` when nothing is left) and the type's extension,
 * e.g. "Riya's 5th Birthday" as a PNG -> `riyas-5th-birthday.png`.
 */
export function inviteImageFileName(title: string, contentType: RenderedInvite['contentType']): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'invite'}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * The HTTP answer of `GET /api/customer/event/event-invites/{id}/image` (public like the invite): the image with
 * its ETag, or 304 when `ifNoneMatch` names it (answered before any render). A URL naming the current version may be
 * cached by the browser for a year, any other for five minutes; a shared cache keeps either INVITE_IMAGE_SHARED_MAX_AGE. `download`: as an attachment named by `inviteImageFileName`.
 * @throws HttpError 404 for an unknown, malformed or deleted event.
 */
export async function eventImageReply(
  db: Db,
  storage: MediaStorage,
  {
    id,
    size,
    version,
    ifNoneMatch,
    download = false,
  }: { id: string; size: InviteImageSize; version?: string; ifNoneMatch?: string | string[]; download?: boolean },
): Promise<StreamReply> {
  const event = await findEvent(db, id);
  if (!event) throw eventNotFound();
  const current = designVersion(event);
  const etag = inviteImageEtag(current, size);
  const headers = {
    'Cache-Control': version === current ? INVITE_IMAGE_CACHE_CONTROL : INVITE_IMAGE_UNVERSIONED_CACHE_CONTROL,
    ETag: etag,
  };
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return { status: 304, headers, body: async (res) => res.end() };
  const image = await renderEventImage(storage, event, size, current);
  return {
    headers: {
      ...headers,
      'Content-Type': image.contentType,
      'Content-Length': String(image.data.length),
      ...(download ? { 'Content-Disposition': contentDisposition(inviteImageFileName(event.title, image.contentType)) } : {}),
    },
    body: async (res) => res.end(image.data),
  };
}

/** Deletes a replaced host image; a failure only leaves an orphan file (logged without personal data). */
async function dropImage(storage: MediaStorage, key: string | null, eventId: string): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn({ err: error, eventId }, 'could not delete a replaced invite image');
  }
}

/**
 * Sets the host's own image (multipart field `image`) as the invite's background (owner or co-host). Membership is
 * checked before the body is read; the file may be at most 10 MB (413) and must be a jpg/png/webp/heic photo (415);
 * its 1600 px WebP rendition (no metadata) is stored under a new key and the previous one is deleted.
 * @throws HttpError 404/403 as `hostedEvent`, 410 for a cancelled event, 413/415/400 as `receivePhotos` and `processPhoto`.
 */
export async function uploadInviteImage(
  db: Db,
  storage: MediaStorage,
  req: IncomingMessage,
  { id, userId, now = new Date() }: { id: string; userId: string; now?: Date },
): Promise<InviteEvent> {
  let event: InviteEvent;
  try {
    ({ event } = await hostedEvent(db, { id, userId }));
    if (event.status === 'cancelled') throw new HttpError(410, 'This event has been cancelled and cannot be changed.');
  } catch (error) {
    throw closingConnection(error, req);
  }
  const key = wallPhotoKey(event.id, randomUUID(), 'web');
  let stored = false;
  try {
    await receivePhotos(
      req,
      async ({ fileName, data }) => {
        const processed = await processPhoto(data, fileName);
        stored = true;
        await storage.put(key, processed.web.data, 'image/webp');
      },
      { maxFiles: 1, maxFileBytes: INVITE_IMAGE_MAX_BYTES, concurrency: 1, field: INVITE_IMAGE_FIELD },
    );
    const [updated] = await db.update(events).set({ customImageKey: key, updatedAt: now }).where(eq(events.id, event.id)).returning();
    await forgetShareView(db, event);
    await dropImage(storage, event.customImageKey, event.id);
    return updated!;
  } catch (error) {
    if (stored) await dropImage(storage, key, event.id);
    throw closingConnection(error, req);
  }
}

/**
 * Goes back to the template's background: forgets and deletes the host's image (owner or co-host). Nothing to
 * remove is fine.
 * @throws HttpError 404/403 as `hostedEvent`, 410 for a cancelled event.
 */
export async function resetInviteImage(
  db: Db,
  storage: MediaStorage,
  { id, userId, now = new Date() }: { id: string; userId: string; now?: Date },
): Promise<InviteEvent> {
  const { event } = await hostedEvent(db, { id, userId });
  if (event.status === 'cancelled') throw new HttpError(410, 'This event has been cancelled and cannot be changed.');
  if (!event.customImageKey) return event;
  const [updated] = await db.update(events).set({ customImageKey: null, updatedAt: now }).where(eq(events.id, event.id)).returning();
  await forgetShareView(db, event);
  await dropImage(storage, event.customImageKey, event.id);
  return updated!;
}
