/**
 * The gallery bench: how many 24-megapixel JPEGs a second the upload's processing
 * turns into their two WebP renditions (the same `processPhoto`, at the upload's concurrency of 2 and alone),
 * and the latency of `GET /api/photo/thumbnailsWithinProject` (30 thumbnails with signed URLs a page) under
 * 50 concurrent clients for an order with 300 photos, on a production server (PGlite, and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ORDER_STATUS, ORDER_TYPE } from '../lib/constants';
import { openDatabase, type DbTarget } from '../server/db/connect';
import { orders } from '../server/db/schema';
import { processPhoto } from '../server/media/images';
import { UPLOAD_CONCURRENCY } from '../server/gallery/upload';
import { newOrderNumber } from '../server/orders/repository';
import { findOrCreateUserByPhone } from '../server/users/repository';
import { E2E_OPS_API_KEY, startProductionServer } from '../tests/e2e/server';
import { loginTokenAt } from '../tests/helpers/httpApi';
import { cameraJpeg } from '../tests/unit/server/media/photoFixtures';
import { runLoad, type LoadResult } from './load';
import { createBenchDatabase } from './postgres';

/** Photos of the benched gallery, requests of the measured run, concurrent clients. */
export const GALLERY_BENCH_PHOTOS = 300;
export const GALLERY_BENCH_REQUESTS = 3000;
export const GALLERY_BENCH_CLIENTS = 50;
/** The customer who owns the benched gallery (a test number of the bench server: no SMS). */
const GALLERY_LOGIN = { phone: '7999999988', code: '2468' };

/** Thumbnail generation throughput. */
export interface ThumbnailThroughput {
  width: number;
  height: number;
  /** Average size of the generated camera JPEGs, MB. */
  inputMb: number;
  photos: number;
  /** Photos a second at the upload's concurrency (2), and one at a time. */
  photosPerSecond: number;
  photosPerSecondSerial: number;
  /** Average WebP sizes, kB. */
  thumbKb: number;
  webKb: number;
}

/** Gallery page latency on one database. */
export interface GalleryPageBench {
  database: 'pglite' | 'postgres';
  photos: number;
  result: LoadResult;
  /** Size of one page's JSON answer, bytes. */
  pageBytes: number;
}

/** Everything the gallery case reports. */
export interface GalleryBenchReport {
  thumbnails: ThumbnailThroughput;
  pages: GalleryPageBench[];
}

/**
 * Thumbnail generation throughput: `photos` runs of `processPhoto` over four distinct generated camera
 * JPEGs of 6000 × 4000 (24 MP, with EXIF and GPS), with libvips' operation cache off so no run reuses
 * another's work; timed at the upload's concurrency and one at a time.
 */
export async function benchThumbnails(photos = 12): Promise<ThumbnailThroughput> {
  const [width, height] = [6000, 4000];
  const inputs = await Promise.all([0, 1, 2, 3].map(() => cameraJpeg(width, height)));
  sharp.cache(false);
  try {
    await processPhoto(inputs[0]!, 'warm-up.jpg');
    const timed = async (concurrency: number) => {
      let next = 0;
      const sizes = { thumb: 0, web: 0 };
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < photos) {
            const index = next++;
            const photo = await processPhoto(inputs[index % inputs.length]!, `IMG_${index}.jpg`);
            sizes.thumb += photo.thumb.data.length;
            sizes.web += photo.web.data.length;
          }
        }),
      );
      return { perSecond: photos / ((performance.now() - started) / 1000), sizes };
    };
    const parallel = await timed(UPLOAD_CONCURRENCY);
    const serial = await timed(1);
    return {
      width,
      height,
      inputMb: inputs.reduce((sum, b) => sum + b.length, 0) / inputs.length / 1e6,
      photos,
      photosPerSecond: parallel.perSecond,
      photosPerSecondSerial: serial.perSecond,
      thumbKb: parallel.sizes.thumb / photos / 1000,
      webKb: parallel.sizes.web / photos / 1000,
    };
  } finally {
    sharp.cache(true); // back to sharp's defaults
  }
}

/** Creates the bench customer's photography order in a migrated database, before the server opens it. */
async function createGalleryOrder(target: DbTarget): Promise<string> {
  const handle = await openDatabase(target, 2);
  try {
    const { user } = await findOrCreateUserByPhone(handle.db, GALLERY_LOGIN.phone);
    const [order] = await handle.db
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        userId: user.id,
        orderType: ORDER_TYPE.PHOTOGRAPHY,
        status: ORDER_STATUS.COMPLETED,
        eventDate: '2026-12-20',
        slot: '10-11',
        address: { name: 'Bench Customer', line1: 'House 1', pincode: '201309' },
        bill: {},
        total: 4500,
        advance: 1575,
        balance: 2925,
        cancellationPolicy: 'Bench',
        details: { editedPhotos: 20, packageSlug: 'birthday-bench', packageName: 'Birthday (bench)' },
      })
      .returning({ id: orders.id });
    return order!.id;
  } finally {
    await handle.close();
  }
}

/** Uploads `count` small distinct JPEGs to the order through the upload API, 50 a request. */
async function uploadPhotos(baseURL: string, orderId: string, count: number): Promise<void> {
  for (let from = 0; from < count; from += 50) {
    const form = new FormData();
    for (let i = from; i < Math.min(count, from + 50); i += 1) {
      const jpeg = await sharp({
        create: {
          width: 1200,
          height: 800,
          channels: 3,
          background: 'black',
          noise: { type: 'gaussian', mean: 120 + (i % 40), sigma: 30 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `IMG_${String(i + 1).padStart(4, '0')}.jpg`);
    }
    const answer = await fetch(`${baseURL}/api/photo/upload?orderId=${orderId}`, {
      method: 'POST',
      headers: { 'x-ops-api-key': E2E_OPS_API_KEY },
      body: form,
    });
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
  }
}

/** GETs gallery pages 1-10 (30 thumbnails each) in turn with `connections` clients, as the gallery's owner. */
function loadGalleryPages(baseURL: string, orderId: string, token: string, amount: number): Promise<LoadResult> {
  return runLoad({
    baseURL,
    method: 'GET',
    connections: GALLERY_BENCH_CLIENTS,
    amount,
    headers: { authorization: `Bearer ${token}` },
    path: (i) => `/api/photo/thumbnailsWithinProject?orderId=${orderId}&page=${(i % 10) + 1}&limit=30`,
  });
}

/** The page bench on one database: a production server (already built) with its own media folder. */
async function benchPagesOn(database: 'pglite' | 'postgres', adminUrl?: string): Promise<GalleryPageBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-bench-'));
  const pg = database === 'postgres' && adminUrl ? await createBenchDatabase(adminUrl) : undefined;
  try {
    const target: DbTarget = pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite', dataDir: path.join(dir, 'pglite') };
    const orderId = await createGalleryOrder(target);
    const server = await startProductionServer({
      build: false,
      extraEnv: {
        DATABASE_URL: pg?.url ?? '',
        PGLITE_DIR: path.join(dir, 'pglite'),
        MEDIA_DIR: path.join(dir, 'media'),
        MEDIA_URL_SECRET: randomBytes(32).toString('hex'),
        OTP_TEST_NUMBERS: `${GALLERY_LOGIN.phone}:${GALLERY_LOGIN.code}`,
      },
    });
    try {
      const token = await loginTokenAt(server.baseURL, GALLERY_LOGIN);
      if (!token) throw new Error('the bench customer could not log in');
      await uploadPhotos(server.baseURL, orderId, GALLERY_BENCH_PHOTOS);
      const sample = await fetch(`${server.baseURL}/api/photo/thumbnailsWithinProject?orderId=${orderId}&page=1&limit=30`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const pageBytes = (await sample.arrayBuffer()).byteLength;
      await loadGalleryPages(server.baseURL, orderId, token, 300); // warm-up
      const result = await loadGalleryPages(server.baseURL, orderId, token, GALLERY_BENCH_REQUESTS);
      return { database, photos: GALLERY_BENCH_PHOTOS, result, pageBytes };
    } finally {
      await server.stop();
    }
  } finally {
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The whole gallery case: thumbnail throughput, then page latency on PGlite and (with `adminUrl`, a
 * PostgreSQL server's URL) on PostgreSQL. Needs a `next build` of the site (the caller's).
 */
export async function benchGallery(adminUrl?: string): Promise<GalleryBenchReport> {
  const thumbnails = await benchThumbnails();
  const pages = [await benchPagesOn('pglite')];
  if (adminUrl) pages.push(await benchPagesOn('postgres', adminUrl));
  return { thumbnails, pages };
}
