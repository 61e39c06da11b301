import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import editRequestRoute from '../../../../pages/api/photo/edit-request';
import favouriteRoute from '../../../../pages/api/photo/favourite';
import fileRoute from '../../../../pages/api/photo/file/[photoId]/[variant]';
import galleriesRoute from '../../../../pages/api/photo/galleries';
import jpegRoute from '../../../../pages/api/photo/jpeg/[photoId]';
import shareRoute from '../../../../pages/api/photo/share';
import shareRevokeRoute from '../../../../pages/api/photo/share/revoke';
import thumbnailsRoute from '../../../../pages/api/photo/thumbnailsWithinProject';
import uploadRoute from '../../../../pages/api/photo/upload';
import zipRoute from '../../../../pages/api/photo/zip';
import zipLinkRoute from '../../../../pages/api/photo/zip-link';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus, type OrderType } from '../../../../lib/constants';
import {
  GALLERY_NOT_FOUND,
  PHOTO_NOT_FOUND,
  type GalleryPhoto,
  type GallerySummary,
  type ThumbnailsPage,
} from '../../../../lib/contracts/photos';
import { signSession } from '../../../../server/auth/session';
import { resetConfigForTests } from '../../../../server/config';
import { galleryShareLinks, jobs, orders, outbox, photos, type Order, type User } from '../../../../server/db/schema';
import type { Db, DbHandle } from '../../../../server/db/types';
import { notifyPhotosReady } from '../../../../server/gallery/notify';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import { favouriteLimitOf } from '../../../../lib/gallery';
import { originalFileName } from '../../../../server/gallery/photos';

import { zipToken } from '../../../../server/gallery/zip';
import { HEIC_UNSUPPORTED_MESSAGE } from '../../../../server/media/images';
import { localFileSignature } from '../../../../server/media/localStorage';
import { mediaUrlSecret } from '../../../../server/media/signing';
import { newOrderNumber } from '../../../../server/orders/repository';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { cameraJpeg, heicSample, plainImage } from '../media/photoFixtures';
import { readExif } from '../media/exif';
import { callRoute, multipart, readZip, type Part, type RouteAnswer } from './routeCall';

/** Everything the server's logger writes during this file (the real logger configuration, into memory). */
const logged = vi.hoisted(() => ({ chunks: [] as string[] }));
vi.mock('../../../../server/logger', async (importOriginal) =>
  (await import('../../../helpers/memoryLogger')).memoryLogger(await importOriginal(), logged.chunks),
);

const OPS_KEY = 'ops-key-for-gallery-tests-0123';
const mediaDir = mkdtempSync(path.join(tmpdir(), 'gallery-media-'));
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

let jpeg: Buffer;
let portrait: Buffer;

beforeAll(async () => {
  vi.stubEnv('OPS_API_KEY', OPS_KEY);
  vi.stubEnv('MEDIA_DIR', mediaDir);
  vi.stubEnv('WHATSAPP_API_KEY', '');
  resetConfigForTests();
  jpeg = await cameraJpeg(1800, 1200);
  portrait = await cameraJpeg(900, 600, { orientation: 6 });
}, 60_000);
afterAll(() => {
  globalForDb.__partyDb = undefined;
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A customer with a photography order (package of `editedPhotos` edited photos) and a session token. */
async function photographyOrder(
  db: Db,
  phone: string,
  {
    details = { editedPhotos: 3, packageSlug: 'birthday-classic', packageName: 'Birthday Classic' } as Record<string, unknown> | null,
    status = ORDER_STATUS.BOOKED as OrderStatus,
    orderType = ORDER_TYPE.PHOTOGRAPHY as OrderType,
    eventDate = '2026-12-20',
  } = {},
): Promise<{ user: User; order: Order; token: string }> {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      userId: user.id,
      orderType,
      status,
      eventDate,
      slot: '10-11',
      address: { name: 'Asha Verma', line1: 'Flat 402, Tower B', pincode: '201309' },
      bill: {},
      total: 4500,
      advance: 1575,
      balance: 2925,
      cancellationPolicy: 'Test policy',
      details,
    })
    .returning();
  return { user, order: order!, token: await signSession(db, user.id) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POSTs `parts` as multipart to the upload route of `orderId`. */
function upload(orderId: string, parts: Part[], key: string | null = OPS_KEY) {
  const { body, contentType } = multipart(parts);
  return callRoute(uploadRoute, {
    method: 'POST',
    url: `/api/photo/upload?orderId=${orderId}`,
    headers: { 'content-type': contentType, ...(key ? { 'x-ops-api-key': key } : {}) },
    body,
  });
}

/** `count` small JPEG parts named IMG_{from}.jpg ..., distinct for distinct numbers (the same number, the same bytes). */
async function smallPhotos(count: number, from = 1): Promise<Part[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      fileName: `IMG_${String(from + i).padStart(4, '0')}.jpg`,
      data: await sharp({
        create: { width: 63 + from + i, height: 48, channels: 3, background: { r: ((from + i) * 7) % 255, g: 90, b: 40 } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

/** The gallery page as the route answers it. */
async function page(query: string, headers: Record<string, string> = {}) {
  const answer = await callRoute(thumbnailsRoute, { url: `/api/photo/thumbnailsWithinProject?${query}`, headers });
  return { answer, data: answer.status === 200 ? answer.json<ThumbnailsPage>().data : undefined };
}

/** Fetches a signed file URL through the file route. */
function fetchFile(url: string, method = 'GET') {
  const [, , , , photoId, variant] = new URL(url, 'http://x').pathname.split('/');
  return callRoute(fileRoute, { method, url, params: { photoId: photoId!, variant: variant! } });
}

const rowsOf = (db: Db, orderId: string) => db.select().from(photos).where(eq(photos.orderId, orderId)).orderBy(photos.position);
const filesOf = (orderId: string) => existsSync(path.join(mediaDir, 'orders', orderId));
const notFoundMessage = (answer: RouteAnswer) => [answer.status, answer.json().message];

describeEachDatabase('photo gallery', (getDb) => {
  // the routes' database (getDb() of server/db/client) is this suite's
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  it('uploads photos through the real handler: originals kept as sent, WebP renditions without location, in request order', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100001');
    const answer = await upload(order.id, [
      { fileName: 'IMG_0001.jpg', data: jpeg, type: 'image/jpeg' },
      { fileName: 'C:\\Users\\ops\\शादी.jpg', data: portrait },
      { fileName: 'flat.png', data: await plainImage(500, 300, 'png') },
    ]);
    expect(answer.status).toBe(201);
    const { data, message } = answer.json<{ uploaded: number; photos: { _id: string; fileName: string }[] }>();
    expect(message).toBe('3 photos added');
    expect(data.uploaded).toBe(3);
    expect(data.photos.map((p) => p.fileName)).toEqual(['IMG_0001.jpg', 'शादी.jpg', 'flat.png']);
    const rows = await rowsOf(db, order.id);
    expect(rows.map((r) => [r.id, r.position, r.width, r.height, r.contentType])).toEqual([
      [data.photos[0]!._id, 1, 1800, 1200, 'image/jpeg'],
      [data.photos[1]!._id, 2, 600, 900, 'image/jpeg'],
      [data.photos[2]!._id, 3, 500, 300, 'image/png'],
    ]);
    const first = rows[0]!;
    expect(first.originalKey).toBe(`orders/${order.id}/${first.id}/original.jpg`);
    expect(readFileSync(path.join(mediaDir, first.originalKey)).equals(jpeg)).toBe(true);
    expect(readExif((await sharp(readFileSync(path.join(mediaDir, first.originalKey))).metadata()).exif)?.gpsTags.length).toBeGreaterThan(
      0,
    );
    for (const key of [first.thumbKey, first.webKey]) {
      const meta = await sharp(readFileSync(path.join(mediaDir, key))).metadata();
      expect([meta.format, meta.exif, meta.xmp]).toEqual(['webp', undefined, undefined]);
    }
    // a second upload goes after the first
    const more = await upload(order.id, await smallPhotos(2));
    expect(more.status).toBe(201);
    expect((await rowsOf(db, order.id)).map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    const { data: gallery } = await page(`orderId=${order.id}`, bearer(token));
    expect(gallery!.thumbnails.map((t) => t.fileName)).toEqual(['IMG_0001.jpg', 'शादी.jpg', 'flat.png', 'IMG_0001.jpg', 'IMG_0002.jpg']);
  });

  it('takes a retried file as the photo already there: one row, one set of files', async () => {
    const db = getDb();
    const { order } = await photographyOrder(db, '9811100011');
    const [first, second] = await smallPhotos(2);
    const sent = await upload(order.id, [first!]);
    expect(sent.status).toBe(201);
    const firstId = sent.json<{ photos: { _id: string }[] }>().data.photos[0]!._id;
    const storedFiles = () =>
      readdirSync(path.join(mediaDir, 'orders', order.id), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
        .sort();
    const filesAfterFirst = storedFiles();

    // the answer was lost and the phone sends the same file again, once with a new one, once twice in one request
    const retried = await upload(order.id, [first!, second!, { ...second!, fileName: 'copy.jpg' }]);
    expect(retried.status).toBe(201);
    const answer = retried.json<{ uploaded: number; photos: { _id: string; fileName: string }[] }>();
    expect(answer.message).toBe('1 photo added, 2 already in the gallery');
    expect(answer.data.uploaded).toBe(1);
    expect(answer.data.photos[0]!._id).toBe(firstId);
    expect(answer.data.photos[2]!._id).toBe(answer.data.photos[1]!._id);
    const rows = await rowsOf(db, order.id);
    expect(rows.map((r) => [r.id, r.position])).toEqual([
      [firstId, 1],
      [answer.data.photos[1]!._id, 2],
    ]);
    expect(rows[0]!.sha256).toBe(createHash('sha256').update(first!.data).digest('hex'));
    // the new photo's original and two renditions, nothing of the copies
    const secondRow = rows[1]!;
    expect(storedFiles()).toEqual([...filesAfterFirst, secondRow.originalKey, secondRow.thumbKey, secondRow.webKey].sort());

    // two retries racing each other still make one photo
    const [third] = await smallPhotos(1, 9);
    const raced = await Promise.all([upload(order.id, [third!]), upload(order.id, [third!])]);
    expect(raced.map((r) => r.status)).toEqual([201, 201]);
    expect(raced.map((r) => r.json<{ uploaded: number }>().data.uploaded).sort()).toEqual([0, 1]);
    expect((await rowsOf(db, order.id)).length).toBe(3);
    expect(storedFiles().length).toBe(9);
  });

  it('refuses without the operations key (401), for an unknown or non-photography order (404) and a cancelled one (409)', async () => {
    const db = getDb();
    const { order } = await photographyOrder(db, '9811100002');
    const parts = await smallPhotos(1);
    expect((await upload(order.id, parts, null)).status).toBe(401);
    expect((await upload(order.id, parts, 'wrong-key-0123456789')).status).toBe(401);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', parts);
    expect(notFoundMessage(unknown)).toEqual([404, 'No photography order with this id.']);
    const chef = await photographyOrder(db, '9811100002', { orderType: ORDER_TYPE.CHEF, details: null });
    expect((await upload(chef.order.id, parts)).status).toBe(404);
    const cancelled = await photographyOrder(db, '9811100002', { status: ORDER_STATUS.CANCELLED });
    expect(notFoundMessage(await upload(cancelled.order.id, parts))).toEqual([
      409,
      'Photos can be added to booked orders only: this one is cancelled.',
    ]);
    expect(
      (await callRoute(uploadRoute, { method: 'POST', url: '/api/photo/upload?orderId=nope', headers: { 'x-ops-api-key': OPS_KEY } }))
        .status,
    ).toBe(400);
  });

  it('stores an iPhone HEIC photo with its WebP renditions', async () => {
    const db = getDb();
    const { order } = await photographyOrder(db, '9811100031');
    const answer = await upload(order.id, [{ fileName: 'IMG_0001.HEIC', data: heicSample(), type: 'image/heic' }]);
    expect(answer.status).toBe(201);
    const [row] = await db.select().from(photos).where(eq(photos.orderId, order.id));
    expect([
      row!.contentType,
      row!.width,
      row!.height,
      row!.originalKey.endsWith('original.heic'),
      row!.thumbKey.endsWith('thumb.webp'),
    ]).toEqual(['image/heic', 640, 480, true, true]);
  });

  it('answers 413 for a file over 25 MB or more than 100 files, 415 for a wrong type or a HEIC it cannot decode, keeping nothing', async () => {
    const db = getDb();
    const { order } = await photographyOrder(db, '9811100003');
    const good = await smallPhotos(3);
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024)]);
    const big = await upload(order.id, [...good, { fileName: 'huge.jpg', data: tooBig }]);
    expect([big.status, big.json().message, big.headers.connection]).toEqual([413, 'huge.jpg is larger than 25 MB.', 'close']);
    const text = await upload(order.id, [
      good[0]!,
      { fileName: 'notes.jpg', data: Buffer.from('these are not the photos'), type: 'image/jpeg' },
      good[1]!,
    ]);
    expect([text.status, text.json().message]).toEqual([415, 'notes.jpg is not a JPG, PNG, WebP or HEIC photo.']);
    const damagedHeic = Buffer.concat([heicSample().subarray(0, 200), Buffer.alloc(200)]);
    const heic = await upload(order.id, [good[0]!, { fileName: 'IMG_0003.HEIC', data: damagedHeic, type: 'image/heic' }]);
    expect([heic.status, heic.json().message]).toEqual([415, HEIC_UNSUPPORTED_MESSAGE]);
    const many = await upload(order.id, await smallPhotos(101));
    expect([many.status, many.json().message]).toEqual([413, 'At most 100 photos per request.']);
    // all or nothing: no row and no file was kept for any of them
    expect(await rowsOf(db, order.id)).toEqual([]);
    expect(filesOf(order.id) ? readdirDeep(path.join(mediaDir, 'orders', order.id)) : []).toEqual([]);
    const wrongField = await upload(order.id, [{ ...good[0]!, name: 'files' }]);
    expect([wrongField.status, wrongField.json().message]).toEqual([400, 'Send the photos in the field photos.']);
    const json = await callRoute(uploadRoute, {
      method: 'POST',
      url: `/api/photo/upload?orderId=${order.id}`,
      headers: { 'content-type': 'application/json', 'x-ops-api-key': OPS_KEY },
      body: Buffer.from('{}'),
    });
    expect([json.status, json.json().message]).toEqual([415, 'Send the photos as multipart/form-data, in the field photos.']);
    expect((await upload(order.id, [])).status).toBe(400);
  });

  it('pages the gallery 30 at a time (limit 1-60) in position order, with photo URLs signed for at most 15 minutes', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100004');
    expect((await upload(order.id, await smallPhotos(35))).status).toBe(201);
    const first = await page(`orderId=${order.id}`, bearer(token));
    expect(first.data!.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 35, limit: 30 });
    expect(first.data!.thumbnails).toHaveLength(30);
    expect(first.data!.order).toEqual({
      orderNumber: order.orderNumber,
      eventDate: '2026-12-20',
      favouriteLimit: 3,
      favourites: 0,
      readOnly: false,
    });
    const second = await page(`orderId=${order.id}&page=2`, bearer(token));
    expect(second.data!.thumbnails.map((t) => t.fileName)).toEqual([
      'IMG_0031.jpg',
      'IMG_0032.jpg',
      'IMG_0033.jpg',
      'IMG_0034.jpg',
      'IMG_0035.jpg',
    ]);
    expect((await page(`orderId=${order.id}&page=9&limit=60`, bearer(token))).data!.thumbnails).toEqual([]);
    expect((await page(`orderId=${order.id}&limit=61`, bearer(token))).answer.status).toBe(400);
    expect((await page(`orderId=${order.id}&limit=0`, bearer(token))).answer.status).toBe(400);
    const photo = first.data!.thumbnails[0]!;
    expect(photo.thumbUrl).toMatch(new RegExp(`^/api/photo/file/${photo._id}/thumb\\?expires=(\\d+)&signature=[0-9a-f]{64}$`));
    const expires = Number(new URL(photo.thumbUrl, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(590);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(900);

    const thumb = await fetchFile(photo.thumbUrl);
    expect([thumb.status, thumb.headers['content-type'], thumb.headers['content-disposition']]).toEqual([200, 'image/webp', 'inline']);
    expect(thumb.headers['cache-control']).toMatch(/^private, max-age=(\d{3})$/);
    expect(Number(thumb.headers['cache-control']!.split('=')[1])).toBeLessThanOrEqual(900);
    expect((await sharp(thumb.body).metadata()).format).toBe('webp');
    const web = await fetchFile(photo.webUrl);
    expect([web.status, web.headers['content-disposition']]).toEqual([
      200,
      `attachment; filename="IMG_0001.webp"; filename*=UTF-8''IMG_0001.webp`,
    ]);
    // the owner may download the original as uploaded, under its own name
    const original = await fetchFile(photo.originalUrl!);
    expect([original.status, original.headers['content-type'], original.headers['content-disposition']]).toEqual([
      200,
      'image/jpeg',
      `attachment; filename="IMG_0001.jpg"; filename*=UTF-8''IMG_0001.jpg`,
    ]);
    const head = await fetchFile(photo.thumbUrl, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, String(thumb.body.length)]);
  });

  it('offers every photo as a JPEG made from its web size, downloaded under its name with .jpg, behind a signed URL (6.10)', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100031');
    await upload(order.id, [{ fileName: 'IMG_0001.jpg', data: jpeg, type: 'image/jpeg' }]);
    const [photo] = (await page(`orderId=${order.id}`, bearer(token))).data!.thumbnails;
    expect(photo!.jpegUrl).toMatch(
      new RegExp(`^/api/photo/jpeg/${photo!._id}\\?expires=\\d+&download=[A-Za-z0-9_-]+&signature=[0-9a-f]{64}$`),
    );
    const fetchJpeg = (url: string) => callRoute(jpegRoute, { url, params: { photoId: photo!._id } });
    const answer = await fetchJpeg(photo!.jpegUrl);
    expect([answer.status, answer.headers['content-type'], answer.headers['content-disposition']]).toEqual([
      200,
      'image/jpeg',
      `attachment; filename="IMG_0001.jpg"; filename*=UTF-8''IMG_0001.jpg`,
    ]);
    const made = await sharp(answer.body).metadata();
    const web = await sharp((await fetchFile(photo!.webUrl)).body).metadata();
    expect([made.format, made.width, made.height]).toEqual(['jpeg', web.width, web.height]);
    const tampered = photo!.jpegUrl.replace(/signature=./, (x) => (x.endsWith('0') ? `${x.slice(0, -1)}1` : `${x.slice(0, -1)}0`));
    expect((await fetchJpeg(tampered)).status).toBe(403);
  });

  it('downloads an original as an attachment named with its detected type: a JPEG/HTML polyglot sent as polyglot.html is polyglot.jpg', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100017');
    const [jpeg] = await smallPhotos(1);
    const polyglot = Buffer.concat([jpeg!.data, Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    expect((await upload(order.id, [{ fileName: 'polyglot.html', data: polyglot }])).status).toBe(201);
    const photo = (await page(`orderId=${order.id}`, bearer(token))).data!.thumbnails[0]!;
    const original = await fetchFile(photo.originalUrl!);
    expect([original.status, original.headers['content-type'], original.headers['content-disposition']]).toEqual([
      200,
      'image/jpeg',
      `attachment; filename="polyglot.jpg"; filename*=UTF-8''polyglot.jpg`,
    ]);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(originalFileName('holiday.final.PNG', 'image/png')).toBe('holiday.final.png');
    expect(originalFileName('.html', 'image/webp')).toBe('.html.webp');
  });

  it('refuses a tampered or expired photo URL (403) and answers 404 once the photo is gone', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100005');
    await upload(order.id, await smallPhotos(2));
    const [a, b] = (await page(`orderId=${order.id}`, bearer(token))).data!.thumbnails;
    const url = new URL(a!.thumbUrl, 'http://x');
    const tampered = [
      a!.thumbUrl.replace(a!._id, b!._id),
      a!.thumbUrl.replace('/thumb?', '/original?'),
      a!.thumbUrl.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 60}`),
      a!.thumbUrl.replace(/signature=./, (s) => (s.endsWith('0') ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`)),
    ];
    for (const link of tampered) expect([link, (await fetchFile(link)).status]).toEqual([link, 403]);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `/api/photo/file/${a!._id}/thumb?expires=${past}&signature=${localFileSignature(mediaUrlSecret(), { photoId: a!._id, variant: 'thumb', expires: past })}`;
    const refused = await fetchFile(expired);
    expect([refused.status, refused.json().message]).toEqual([403, 'This photo link has expired or is not valid: reload the gallery.']);
    expect((await fetchFile(a!.thumbUrl.replace(/signature=[0-9a-f]+/, 'signature=xyz'))).status).toBe(400);
    await db.delete(photos).where(eq(photos.id, a!._id));
    expect((await fetchFile(a!.thumbUrl)).status).toBe(404);
  });

  it("limits favourites to the package's edited-photo count (409 beyond), 20 when the order does not say", async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100006', { details: { editedPhotos: 2 } });
    await upload(order.id, await smallPhotos(4));
    const ids = (await page(`orderId=${order.id}`, bearer(token))).data!.thumbnails.map((t) => t._id);
    const mark = (photoId: string, favourite = true) =>
      callRoute(favouriteRoute, { method: 'POST', url: '/api/photo/favourite', headers: bearer(token), body: { photoId, favourite } });
    const marked = await mark(ids[0]!);
    expect(marked.status).toBe(200);
    expect(marked.json<GalleryPhoto>().data).toMatchObject({ _id: ids[0], favourite: true, editRequest: null });
    expect((await mark(ids[0]!)).status).toBe(200); // marking again changes nothing
    expect((await mark(ids[1]!)).status).toBe(200);
    const third = await mark(ids[2]!);
    expect([third.status, third.json().message]).toEqual([409, 'You can choose up to 2 favourites for editing.']);
    expect((await mark(ids[0]!, false)).json<GalleryPhoto>().data.favourite).toBe(false);
    expect((await mark(ids[2]!)).status).toBe(200);
    expect((await page(`orderId=${order.id}`, bearer(token))).data!.order).toMatchObject({ favouriteLimit: 2, favourites: 2 });
    // two tabs at once cannot pass the limit together
    const both = await Promise.all([mark(ids[3]!), mark(ids[0]!)]);
    expect(both.map((a) => a.status).sort()).toEqual([409, 409]);
    const plain = await photographyOrder(db, '9811100006', { details: null });
    await upload(plain.order.id, await smallPhotos(1));
    expect((await page(`orderId=${plain.order.id}`, bearer(plain.token))).data!.order.favouriteLimit).toBe(20);
    expect(
      (await callRoute(favouriteRoute, { method: 'POST', url: '/api/photo/favourite', body: { photoId: ids[0], favourite: true } })).status,
    ).toBe(401);
  });

  it('counts the extra edited photos bought: 2 in the package and 1 bought allow 3 favourites', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100016', {
      details: { editedPhotos: 2, packageSlug: 'birthday-classic', packageName: 'Birthday Classic' },
    });
    const items = [
      { _id: 'pkg', kind: 'product', name: 'Birthday Classic', slug: 'birthday-classic', price: 4500, image: null },
      { _id: 'add', kind: 'addon', name: 'Extra edited photo', slug: 'extra-edited-photo', price: 70, quantity: 1 },
    ];
    await db.update(orders).set({ items }).where(eq(orders.id, order.id));
    await upload(order.id, await smallPhotos(4));
    const ids = (await page(`orderId=${order.id}`, bearer(token))).data!.thumbnails.map((t) => t._id);
    const mark = (photoId: string) =>
      callRoute(favouriteRoute, {
        method: 'POST',
        url: '/api/photo/favourite',
        headers: bearer(token),
        body: { photoId, favourite: true },
      });
    for (const id of ids.slice(0, 3)) expect((await mark(id)).status).toBe(200);
    const fourth = await mark(ids[3]!);
    expect([fourth.status, fourth.json().message]).toEqual([409, 'You can choose up to 3 favourites for editing.']);
    expect((await page(`orderId=${order.id}`, bearer(token))).data!.order).toMatchObject({ favouriteLimit: 3, favourites: 3 });
    // the example numbers: a package of 20 and 5 bought
    const issueOrder = { details: { editedPhotos: 20 }, items: [{ ...items[1], quantity: 5 }] };
    expect(favouriteLimitOf(issueOrder)).toBe(25);
  });

  it('takes an edit request on a favourite only (409 otherwise), as plain text of 3-500 characters, dropped when unmarked', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100007');
    await upload(order.id, await smallPhotos(2));
    const [a] = (await page(`orderId=${order.id}`, bearer(token))).data!.thumbnails;
    const edit = (note: unknown) =>
      callRoute(editRequestRoute, {
        method: 'POST',
        url: '/api/photo/edit-request',
        headers: bearer(token),
        body: { photoId: a!._id, note },
      });
    const notFavourite = await edit('Brighten the faces please');
    expect([notFavourite.status, notFavourite.json().message]).toEqual([
      409,
      'Mark this photo as a favourite first: edits are made on favourites.',
    ]);
    await callRoute(favouriteRoute, {
      method: 'POST',
      url: '/api/photo/favourite',
      headers: bearer(token),
      body: { photoId: a!._id, favourite: true },
    });
    const saved = await edit('  Brighten the faces,\nremove the red eye.  ');
    expect(saved.status).toBe(200);
    expect(saved.json<GalleryPhoto>().data).toMatchObject({ favourite: true, editRequest: 'Brighten the faces,\nremove the red eye.' });
    const [row] = await db.select().from(photos).where(eq(photos.id, a!._id));
    expect(row!.editRequestedAt).toBeInstanceOf(Date);
    for (const bad of ['ok', 'x'.repeat(501), 'Crop\u0000 it', 42]) expect((await edit(bad)).status).toBe(400);
    await callRoute(favouriteRoute, {
      method: 'POST',
      url: '/api/photo/favourite',
      headers: bearer(token),
      body: { photoId: a!._id, favourite: false },
    });
    const [after] = await db.select().from(photos).where(eq(photos.id, a!._id));
    expect([after!.favourite, after!.editRequest, after!.editRequestedAt]).toEqual([false, null, null]);
  });

  it("answers 404 with one message for another customer's gallery, photo or zip, no login, or an unknown order", async () => {
    const db = getDb();
    const owner = await photographyOrder(db, '9811100008');
    const other = await photographyOrder(db, '9811100009');
    await upload(owner.order.id, await smallPhotos(2));
    const photoId = (await rowsOf(db, owner.order.id))[0]!.id;
    const gallery = [
      await page(`orderId=${owner.order.id}`, bearer(other.token)),
      await page(`orderId=${owner.order.id}`),
      await page('orderId=00000000-0000-4000-8000-000000000000', bearer(owner.token)),
      await page(`orderId=${other.order.id}`, bearer(owner.token)), // the other's (empty) gallery
    ];
    for (const { answer } of gallery) expect(notFoundMessage(answer)).toEqual([404, GALLERY_NOT_FOUND]);
    const zip = await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${owner.order.id}`, headers: bearer(other.token) });
    expect(notFoundMessage(zip)).toEqual([404, GALLERY_NOT_FOUND]);
    expect(notFoundMessage(await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${owner.order.id}` }))).toEqual([
      404,
      GALLERY_NOT_FOUND,
    ]);
    const link = await callRoute(zipLinkRoute, {
      method: 'POST',
      url: '/api/photo/zip-link',
      headers: bearer(other.token),
      body: { orderId: owner.order.id, originals: true },
    });
    expect(notFoundMessage(link)).toEqual([404, GALLERY_NOT_FOUND]);
    const favourite = await callRoute(favouriteRoute, {
      method: 'POST',
      url: '/api/photo/favourite',
      headers: bearer(other.token),
      body: { photoId, favourite: true },
    });
    expect(notFoundMessage(favourite)).toEqual([404, PHOTO_NOT_FOUND]);
    const edit = await callRoute(editRequestRoute, {
      method: 'POST',
      url: '/api/photo/edit-request',
      headers: bearer(other.token),
      body: { photoId, note: 'Make it mine' },
    });
    expect(notFoundMessage(edit)).toEqual([404, PHOTO_NOT_FOUND]);
    const share = await callRoute(shareRoute, {
      method: 'POST',
      url: '/api/photo/share',
      headers: bearer(other.token),
      body: { orderId: owner.order.id },
    });
    expect(notFoundMessage(share)).toEqual([404, GALLERY_NOT_FOUND]);
    expect((await callRoute(shareRoute, { url: `/api/photo/share?orderId=${owner.order.id}`, headers: bearer(other.token) })).status).toBe(
      404,
    );
    // a stale session token (no share link) is a 401 the browser logs out on, whatever the order
    expect((await page(`orderId=${owner.order.id}`, { authorization: 'Bearer not.a.token' })).answer.status).toBe(401);
  });

  it('lets a guest with a share link see the gallery read-only and download the web size; an expired or revoked link is refused', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100010');
    const other = await photographyOrder(db, '9811100011');
    await upload(order.id, await smallPhotos(3));
    const created = await callRoute(shareRoute, {
      method: 'POST',
      url: '/api/photo/share',
      headers: bearer(token),
      body: { orderId: order.id },
    });
    expect(created.status).toBe(201);
    const link = created.json<{ _id: string; url: string; expiresAt: string }>().data;
    const shareToken = new URL(link.url).searchParams.get('share')!;
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/photo-gallery\?share=[A-Za-z0-9_-]{43}$/);
    expect(Math.round((Date.parse(link.expiresAt) - Date.now()) / 86_400_000)).toBe(90);
    const [stored] = await db.select().from(galleryShareLinks).where(eq(galleryShareLinks.id, link._id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(shareToken).digest('hex')); // only the hash is kept

    // the host's favourites and edit notes stay the host's
    await db.update(photos).set({ favourite: true, editRequest: 'Remove the red-eye, please' }).where(eq(photos.orderId, order.id));
    const guest = await page(`orderId=${order.id}&share=${shareToken}`);
    expect([guest.answer.status, guest.data!.order.readOnly, guest.data!.thumbnails.length]).toEqual([200, true, 3]);
    expect(guest.data!.thumbnails.map((t) => [t.favourite, t.editRequest])).toEqual([
      [false, null],
      [false, null],
      [false, null],
    ]);
    expect(guest.data!.order.favourites).toBe(0);
    expect(guest.data!.thumbnails.map((t) => t.originalUrl)).toEqual([null, null, null]);
    // the link itself carries only the token: the gallery is the link's own
    const byLinkOnly = await page(`share=${shareToken}`);
    expect([byLinkOnly.answer.status, byLinkOnly.data!.order.orderNumber, byLinkOnly.data!.order.readOnly]).toEqual([
      200,
      order.orderNumber,
      true,
    ]);
    expect(readZip((await callRoute(zipRoute, { url: `/api/photo/zip?share=${shareToken}` })).body)).toHaveLength(3);
    expect((await page('page=1')).answer.json().errors).toEqual([{ path: 'orderId', message: 'orderId is required' }]);
    expect(notFoundMessage((await page('share=not-a-real-token')).answer)).toEqual([404, GALLERY_NOT_FOUND]);
    const signedIn = await page(`orderId=${order.id}&share=${shareToken}`, bearer(other.token)); // a guest who has an account
    expect(signedIn.data!.order.readOnly).toBe(true);
    expect((await page(`orderId=${order.id}&share=${shareToken}`, { authorization: 'Bearer stale' })).answer.status).toBe(200);
    expect(notFoundMessage((await page(`orderId=${other.order.id}&share=${shareToken}`)).answer)).toEqual([404, GALLERY_NOT_FOUND]);
    const webZip = await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${order.id}&share=${shareToken}` });
    expect([webZip.status, webZip.headers['content-type']]).toEqual([200, 'application/zip']);
    const originals = await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${order.id}&share=${shareToken}&originals=1` });
    expect([originals.status, originals.json().message]).toEqual([403, 'A share link downloads the web-size photos only.']);

    const list = await callRoute(shareRoute, { url: `/api/photo/share?orderId=${order.id}`, headers: bearer(token) });
    expect(list.json<{ _id: string }[]>().data).toEqual([{ _id: link._id, createdAt: expect.any(String), expiresAt: link.expiresAt }]);
    expect(list.body.toString()).not.toContain(shareToken);

    // expired: the link's 90 days are over
    await db
      .update(galleryShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(galleryShareLinks.id, link._id));
    expect(notFoundMessage((await page(`orderId=${order.id}&share=${shareToken}`)).answer)).toEqual([404, GALLERY_NOT_FOUND]);
    expect((await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${order.id}&share=${shareToken}` })).status).toBe(404);
    expect(
      (await callRoute(shareRoute, { url: `/api/photo/share?orderId=${order.id}`, headers: bearer(token) })).json<unknown[]>().data,
    ).toEqual([]);

    // revoked: a live link stops working at once; revoking again is fine; another customer cannot revoke it
    const second = (
      await callRoute(shareRoute, { method: 'POST', url: '/api/photo/share', headers: bearer(token), body: { orderId: order.id } })
    ).json<{ _id: string; url: string }>().data;
    const secondToken = new URL(second.url).searchParams.get('share')!;
    expect((await page(`orderId=${order.id}&share=${secondToken}`)).answer.status).toBe(200);
    const revoke = (shareId: string, as: string) =>
      callRoute(shareRevokeRoute, { method: 'POST', url: '/api/photo/share/revoke', headers: bearer(as), body: { shareId } });
    expect((await revoke(second._id, other.token)).status).toBe(404);
    expect((await revoke(second._id, token)).status).toBe(200);
    expect((await revoke(second._id, token)).status).toBe(200);
    expect(notFoundMessage((await page(`orderId=${order.id}&share=${secondToken}`)).answer)).toEqual([404, GALLERY_NOT_FOUND]);
    expect(notFoundMessage((await page(`share=${secondToken}`)).answer)).toEqual([404, GALLERY_NOT_FOUND]);
    expect(notFoundMessage((await page(`orderId=${order.id}&share=not-a-real-token`)).answer)).toEqual([404, GALLERY_NOT_FOUND]);

    // made on a Hindi page, the link opens the Hindi gallery
    const hindi = await callRoute(shareRoute, {
      method: 'POST',
      url: '/api/photo/share',
      headers: { ...bearer(token), 'x-locale': 'hi' },
      body: { orderId: order.id },
    });
    expect(hindi.json<{ url: string }>().data.url).toMatch(/^https?:\/\/[^/]+\/hi\/photo-gallery\?share=[A-Za-z0-9_-]{43}$/);
  });

  it('streams the zip in position order (web size, or the originals as uploaded for the owner), also through a signed link', async () => {
    const db = getDb();
    const { order, token } = await photographyOrder(db, '9811100012');
    const parts = [{ fileName: 'IMG_0001.jpg', data: jpeg }, ...(await smallPhotos(2, 2)), { fileName: 'IMG_0002.jpg', data: portrait }];
    await upload(order.id, parts);
    const rows = await rowsOf(db, order.id);
    const web = await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${order.id}`, headers: bearer(token) });
    expect([web.status, web.headers['content-type'], web.headers['content-disposition']]).toEqual([
      200,
      'application/zip',
      `attachment; filename="photos-${order.orderNumber}.zip"; filename*=UTF-8''photos-${order.orderNumber}.zip`,
    ]);
    const entries = readZip(web.body);
    expect(entries.map((e) => e.name)).toEqual(['001-IMG_0001.webp', '002-IMG_0002.webp', '003-IMG_0003.webp', '004-IMG_0002.webp']);
    entries.forEach((entry, i) => expect(entry.data.equals(readFileSync(path.join(mediaDir, rows[i]!.webKey)))).toBe(true));
    const originals = readZip(
      (await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${order.id}&originals=1`, headers: bearer(token) })).body,
    );
    expect(originals.map((e) => e.name)).toEqual(['001-IMG_0001.jpg', '002-IMG_0002.jpg', '003-IMG_0003.jpg', '004-IMG_0002.jpg']);
    expect(originals.map((e) => e.data.equals(parts[originals.indexOf(e)]!.data))).toEqual([true, true, true, true]);

    const made = await callRoute(zipLinkRoute, {
      method: 'POST',
      url: '/api/photo/zip-link',
      headers: bearer(token),
      body: { orderId: order.id, originals: true },
    });
    const { url, expiresAt } = made.json<{ url: string; expiresAt: string }>().data;
    expect(url).toMatch(new RegExp(`^/api/photo/zip\\?orderId=${order.id}&originals=1&expires=\\d+&token=[0-9a-f]{64}$`));
    expect((Date.parse(expiresAt) - Date.now()) / 1000).toBeLessThanOrEqual(900);
    const byLink = await callRoute(zipRoute, { url }); // no header: a plain browser download
    expect(readZip(byLink.body).map((e) => e.name)).toEqual(originals.map((e) => e.name));
    expect((await callRoute(zipRoute, { url: url.replace('originals=1', 'originals=0') })).status).toBe(404); // the flag is signed
    const tampered = url.replace(/token=(.)/, (_m, c: string) => `token=${c === '0' ? '1' : '0'}`); // always a different first digit
    expect(tampered).not.toBe(url);
    expect((await callRoute(zipRoute, { url: tampered })).status).toBe(404);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `/api/photo/zip?orderId=${order.id}&originals=0&expires=${past}&token=${zipToken(mediaUrlSecret(), { orderId: order.id, originals: false, expires: past })}`;
    expect(notFoundMessage(await callRoute(zipRoute, { url: expired }))).toEqual([404, GALLERY_NOT_FOUND]);
    const empty = await photographyOrder(db, '9811100012');
    expect(
      notFoundMessage(await callRoute(zipRoute, { url: `/api/photo/zip?orderId=${empty.order.id}`, headers: bearer(empty.token) })),
    ).toEqual([404, 'There are no photos in this gallery yet.']);
    expect((await callRoute(zipRoute, { method: 'POST', url: `/api/photo/zip?orderId=${order.id}` })).status).toBe(405);
  });

  it("lists the customer's galleries with photos, newest event first, with a signed cover thumbnail", async () => {
    const db = getDb();
    const older = await photographyOrder(db, '9811100013', { eventDate: '2026-11-01' });
    const newer = await photographyOrder(db, '9811100013', {
      eventDate: '2026-12-24',
      details: { editedPhotos: 40, packageName: 'Wedding Grand' },
    });
    await photographyOrder(db, '9811100013', { eventDate: '2027-01-05' }); // no photos yet: not listed
    await upload(older.order.id, await smallPhotos(2));
    await upload(newer.order.id, await smallPhotos(3));
    await callRoute(favouriteRoute, {
      method: 'POST',
      url: '/api/photo/favourite',
      headers: bearer(newer.token),
      body: { photoId: (await rowsOf(db, newer.order.id))[1]!.id, favourite: true },
    });
    const answer = await callRoute(galleriesRoute, { url: '/api/photo/galleries', headers: bearer(newer.token) });
    const galleries = answer.json<GallerySummary[]>().data;
    expect(galleries.map(({ coverThumbUrl: _cover, ...g }) => g)).toEqual([
      {
        orderId: newer.order.id,
        orderNumber: newer.order.orderNumber,
        service: 'Wedding Grand',
        eventDate: '2026-12-24',
        photoCount: 3,
        favouriteLimit: 40,
        favourites: 1,
      },
      {
        orderId: older.order.id,
        orderNumber: older.order.orderNumber,
        service: 'Birthday Classic',
        eventDate: '2026-11-01',
        photoCount: 2,
        favouriteLimit: 3,
        favourites: 0,
      },
    ]);
    const firstThumb = (await rowsOf(db, newer.order.id))[0]!.id;
    expect(galleries[0]!.coverThumbUrl).toMatch(new RegExp(`^/api/photo/file/${firstThumb}/thumb\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect((await callRoute(galleriesRoute, { url: '/api/photo/galleries' })).status).toBe(401);
  });

  it('sends the customer the gallery link on WhatsApp once per order per day, through the job queue', async () => {
    const db = getDb();
    const { order } = await photographyOrder(db, '9811100014');
    const sentFor = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'photos_ready'), eq(outbox.recipient, '+919811100014')));
    const queued = () =>
      db
        .select({ status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.name, 'gallery.photos_ready'), eq(jobs.dedupeKey, `photos-ready:${order.id}`)));
    expect((await upload(order.id, await smallPhotos(2))).status).toBe(201);
    // the upload only queued the message: nothing is sent until the worker runs it
    expect(await queued()).toEqual([{ status: 'queued' }]);
    expect(await sentFor()).toEqual([]);
    await runDueJobs(db, appJobHandlers());
    expect((await upload(order.id, await smallPhotos(1, 3))).status).toBe(201);
    await runDueJobs(db, appJobHandlers());
    expect((await queued()).map((j) => j.status)).toEqual(['done', 'done']);
    const sent = await sentFor();
    expect(sent.map((m) => [m.status, m.payload])).toEqual([
      ['skipped', { orderId: order.id, orderNumber: order.orderNumber, photoCount: 2, language: 'en' }],
    ]);
    // a day later, another upload tells the customer again
    expect(await notifyPhotosReady(db, { orderId: order.id, now: new Date(Date.now() + 25 * 3600 * 1000) })).toBe('skipped');
    expect(await notifyPhotosReady(db, { orderId: order.id, now: new Date(Date.now() + 26 * 3600 * 1000) })).toBe('deduplicated');
    expect((await sentFor()).map((m) => m.payload.photoCount)).toEqual([2, 3]);
  });

  it('gives the day back when the WhatsApp provider fails, so the next upload tries again', async () => {
    const db = getDb();
    const { order } = await photographyOrder(db, '9811100015');
    vi.stubEnv('WHATSAPP_API_KEY', 'doubletick-test-key');
    vi.stubEnv('WHATSAPP_API_URL', 'http://127.0.0.1:9');
    resetConfigForTests();
    try {
      expect(await notifyPhotosReady(db, { orderId: order.id })).toBe('failed');
    } finally {
      vi.stubEnv('WHATSAPP_API_KEY', '');
      vi.stubEnv('WHATSAPP_API_URL', '');
      resetConfigForTests();
    }
    expect(await notifyPhotosReady(db, { orderId: order.id })).toBe('skipped');
    expect(await notifyPhotosReady(db, { orderId: order.id })).toBe('deduplicated');
  });

  it('logs no phone number, share token or signature', () => {
    const text = logged.chunks.join('');
    expect(text).not.toMatch(/98111000\d\d/);
    expect(text).not.toMatch(/share=[A-Za-z0-9_-]{43}/);
    expect(text).not.toMatch(/signature=[0-9a-f]{64}/);
    expect(text).not.toMatch(/token=[0-9a-f]{64}/);
  });
});

/** Every file under `dir`, relative. */
function readdirDeep(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
