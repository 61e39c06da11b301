import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, resetConfigForTests } from '../../../../server/config';
import { checkStartup } from '../../../../server/app/startup';
import { createLocalStorage, decodeDownloadName, verifyLocalFileGrant, type LocalFileGrant } from '../../../../server/media/localStorage';
import { createS3Storage, s3ClientFromConfig } from '../../../../server/media/s3Storage';
import { contentDisposition, mediaUrlSecret, signingWindow } from '../../../../server/media/signing';
import { getMediaStorage, MediaNotFoundError, mediaStartupProblems, parsePhotoKey, photoKey } from '../../../../server/media/storage';

const dir = mkdtempSync(path.join(tmpdir(), 'media-test-'));
const SECRET = 'media-url-secret-for-the-tests-0123456789';
const NOW = new Date('2026-12-01T10:02:30Z');
const ORDER = randomUUID();
const PHOTO = randomUUID();

afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Stubs the environment (empty string = unset) and reads the config afresh. */
function withEnv(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  resetConfigForTests();
  return getConfig();
}

/** The grant and signature of a local signed URL. */
function grantOf(url: string): { grant: LocalFileGrant; signature: string } {
  const parsed = new URL(url, 'http://x');
  const [, , , , photoId, variant] = parsed.pathname.split('/');
  return {
    grant: {
      photoId: photoId!,
      variant: variant as LocalFileGrant['variant'],
      expires: Number(parsed.searchParams.get('expires')),
      download: parsed.searchParams.get('download') ?? undefined,
    },
    signature: parsed.searchParams.get('signature')!,
  };
}

describe('photo keys', () => {
  it('names the original and its renditions under the order and an unguessable photo id', () => {
    expect(photoKey(ORDER, PHOTO, 'original', 'png')).toBe(`orders/${ORDER}/${PHOTO}/original.png`);
    expect(photoKey(ORDER, PHOTO, 'thumb')).toBe(`orders/${ORDER}/${PHOTO}/thumb.webp`);
    expect(parsePhotoKey(photoKey(ORDER, PHOTO, 'web'))).toEqual({ orderId: ORDER, photoId: PHOTO, variant: 'web' });
    expect(parsePhotoKey(`orders/${ORDER}/../secret.jpg`)).toBeNull();
  });
});

describe('local disk storage', () => {
  const storage = createLocalStorage({ dir, secret: SECRET });

  it('stores, reads back and deletes an object; a missing key is MediaNotFoundError', async () => {
    const key = photoKey(ORDER, PHOTO, 'thumb');
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    const object = await storage.get(key);
    expect([object.contentType, object.bytes, await text(object.body)]).toEqual(['image/webp', 10, 'webp bytes']);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    await storage.delete(key); // deleting again is fine
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../outside.jpg', '/etc/passwd', 'orders/../../x.jpg', 'orders//x.jpg']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow('invalid media key');
    }
  });

  it('signs /api/photo/file/{photoId}/{variant}?expires&signature, valid 10-15 minutes, the same URL within a 5-minute window', async () => {
    const key = photoKey(ORDER, PHOTO, 'web');
    const signed = await storage.signedUrl(key, { expiresInSeconds: 900, now: NOW });
    expect(signed.url).toMatch(new RegExp(`^/api/photo/file/${PHOTO}/web\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const left = (signed.expiresAt.getTime() - NOW.getTime()) / 1000;
    expect(left).toBeGreaterThan(600);
    expect(left).toBeLessThanOrEqual(900);
    expect((await storage.signedUrl(key, { expiresInSeconds: 900, now: new Date(NOW.getTime() + 60_000) })).url).toBe(signed.url);
    expect((await storage.signedUrl(key, { expiresInSeconds: 3600, now: NOW })).expiresAt).toEqual(signed.expiresAt); // never beyond 15 minutes
    const { grant, signature } = grantOf(signed.url);
    expect(verifyLocalFileGrant(SECRET, grant, signature, NOW)).toBe(true);
  });

  it('refuses a tampered or expired URL, and one signed for longer than 15 minutes', async () => {
    const signed = await storage.signedUrl(photoKey(ORDER, PHOTO, 'thumb'), { expiresInSeconds: 900, now: NOW });
    const { grant, signature } = grantOf(signed.url);
    const refused = [
      [{ ...grant, photoId: randomUUID() }, signature],
      [{ ...grant, variant: 'original' }, signature],
      [{ ...grant, expires: grant.expires + 60 }, signature],
      [{ ...grant, download: Buffer.from('x.webp').toString('base64url') }, signature],
      [grant, signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))],
      [grant, signature.slice(0, 63)],
      [grant, 'not-hex'],
    ] as const;
    for (const [g, s] of refused) expect(verifyLocalFileGrant(SECRET, g as LocalFileGrant, s, NOW)).toBe(false);
    expect(verifyLocalFileGrant('another-secret-of-the-same-length-0123456', grant, signature, NOW)).toBe(false);
    expect(verifyLocalFileGrant(SECRET, grant, signature, new Date(grant.expires * 1000))).toBe(false); // expired
    // a URL we "signed" for an hour (not something we issue) is refused even with a valid signature
    const long = await storage.signedUrl(photoKey(ORDER, PHOTO, 'thumb'), {
      expiresInSeconds: 900,
      now: new Date(NOW.getTime() + 45 * 60_000),
    });
    const later = grantOf(long.url);
    expect(verifyLocalFileGrant(SECRET, later.grant, later.signature, NOW)).toBe(false);
  });

  it('carries a signed attachment name in any script', async () => {
    const signed = await storage.signedUrl(photoKey(ORDER, PHOTO, 'web'), {
      expiresInSeconds: 900,
      downloadName: 'शादी "1".webp',
      now: NOW,
    });
    const { grant, signature } = grantOf(signed.url);
    expect(decodeDownloadName(grant.download)).toBe('शादी "1".webp');
    expect(verifyLocalFileGrant(SECRET, grant, signature, NOW)).toBe(true);
    expect(contentDisposition('शादी "1".webp')).toBe(
      `attachment; filename="____ _1_.webp"; filename*=UTF-8''%E0%A4%B6%E0%A4%BE%E0%A4%A6%E0%A5%80%20%221%22.webp`,
    );
  });

  it('signs on a grid so a page reloaded within minutes gets the same URLs, never beyond 15 minutes', () => {
    expect(signingWindow(NOW, 900)).toEqual({
      signedAt: Date.parse('2026-12-01T10:00:00Z') / 1000,
      expiresAt: Date.parse('2026-12-01T10:15:00Z') / 1000,
      seconds: 900,
    });
    expect(signingWindow(NOW, 5000).seconds).toBe(900);
    expect(signingWindow(NOW, 30).expiresAt - NOW.getTime() / 1000).toBeGreaterThan(0);
  });
});

describe('S3-compatible storage (fake client)', () => {
  /** A real S3Client (for the presigner) whose `send` is a fake recording each command. */
  function fakeS3(answer: (command: unknown) => unknown = () => ({})) {
    const client = new S3Client({ region: 'ap-south-1', credentials: { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret-key' } });
    const sent: unknown[] = [];
    client.send = vi.fn(async (command: unknown) => {
      sent.push(command);
      return answer(command);
    }) as unknown as S3Client['send'];
    return { client, sent };
  }

  it('puts private objects with their type and length, reads and deletes them by bucket and key', async () => {
    const { client, sent } = fakeS3((command) =>
      command instanceof GetObjectCommand
        ? { Body: Readable.from([Buffer.from('bytes')]), ContentType: 'image/webp', ContentLength: 5 }
        : {},
    );
    const storage = createS3Storage({ client, bucket: 'party-photos' });
    const key = photoKey(ORDER, PHOTO, 'web');
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    const object = await storage.get(key);
    await storage.delete(key);
    expect(sent.map((c) => c?.constructor)).toEqual([PutObjectCommand, GetObjectCommand, DeleteObjectCommand]);
    const put = (sent[0] as PutObjectCommand).input;
    expect(put).toEqual({ Bucket: 'party-photos', Key: key, Body: Buffer.from('bytes'), ContentType: 'image/webp', ContentLength: 5 });
    expect(put).not.toHaveProperty('ACL'); // never public
    expect((sent[1] as GetObjectCommand).input).toEqual({ Bucket: 'party-photos', Key: key });
    expect((sent[2] as DeleteObjectCommand).input).toEqual({ Bucket: 'party-photos', Key: key });
    expect([object.contentType, object.bytes, await text(object.body)]).toEqual(['image/webp', 5, 'bytes']);
  });

  it('turns NoSuchKey into MediaNotFoundError', async () => {
    const { client } = fakeS3(() => {
      throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    });
    await expect(createS3Storage({ client, bucket: 'b' }).get('orders/x/y/web.webp')).rejects.toBeInstanceOf(MediaNotFoundError);
  });

  it('presigns a GET valid at most 900 seconds, on the reuse grid, with the attachment name and a private cache', async () => {
    const { client, sent } = fakeS3();
    const storage = createS3Storage({ client, bucket: 'party-photos' });
    const key = photoKey(ORDER, PHOTO, 'web');
    const signed = await storage.signedUrl(key, { expiresInSeconds: 3600, downloadName: 'IMG_0001.webp', now: NOW });
    const url = new URL(signed.url);
    expect(url.host).toBe('party-photos.s3.ap-south-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(900);
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261201T100000Z'); // signed at the grid, so the URL is reused
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIATESTKEY\/20261201\/ap-south-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="IMG_0001.webp"; filename*=UTF-8''IMG_0001.webp`,
    );
    expect(url.searchParams.get('response-cache-control')).toBe('private, max-age=900');
    expect(signed.expiresAt).toEqual(new Date('2026-12-01T10:15:00Z'));
    expect(
      (await storage.signedUrl(key, { expiresInSeconds: 900, downloadName: 'IMG_0001.webp', now: new Date(NOW.getTime() + 90_000) })).url,
    ).toBe(signed.url);
    expect(sent).toEqual([]); // presigning calls nothing
  });

  it('builds path-style URLs on a custom endpoint (MinIO, R2) from the configuration', async () => {
    const config = withEnv({
      MEDIA_S3_BUCKET: 'photos',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_ACCESS_KEY_ID: 'minio',
      MEDIA_S3_SECRET_ACCESS_KEY: 'minio-secret',
      MEDIA_S3_FORCE_PATH_STYLE: '1',
    });
    const storage = createS3Storage({ client: s3ClientFromConfig(config), bucket: 'photos' });
    const url = new URL((await storage.signedUrl(photoKey(ORDER, PHOTO, 'thumb'), { expiresInSeconds: 600, now: NOW })).url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://127.0.0.1:9000/photos/orders/${ORDER}/${PHOTO}/thumb.webp`);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(600);
    expect((await getMediaStorage()).kind).toBe('s3');
  });
});

describe('media configuration', () => {
  it('uses the local disk at MEDIA_DIR when no bucket is configured', async () => {
    withEnv({ MEDIA_DIR: dir, MEDIA_S3_BUCKET: '' });
    expect((await getMediaStorage()).kind).toBe('local');
  });

  it('stops the server for a partly configured bucket, naming each missing variable', () => {
    const config = withEnv({
      MEDIA_S3_BUCKET: 'photos',
      MEDIA_S3_REGION: '',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: '',
    });
    expect(mediaStartupProblems(config)).toEqual([
      'MEDIA_S3_* is only partly set: MEDIA_S3_REGION, MEDIA_S3_SECRET_ACCESS_KEY missing (set all of MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY, or none for the local disk)',
    ]);
    expect(checkStartup().problems).toEqual([expect.stringContaining('MEDIA_S3_REGION, MEDIA_S3_SECRET_ACCESS_KEY missing')]);
    expect(
      mediaStartupProblems(withEnv({ MEDIA_S3_BUCKET: '', MEDIA_S3_ACCESS_KEY_ID: '', MEDIA_S3_ENDPOINT: 'https://r2.example.com' })),
    ).toEqual([expect.stringContaining('MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY missing')]);
    expect(
      mediaStartupProblems(
        withEnv({
          MEDIA_S3_ENDPOINT: '',
          MEDIA_S3_BUCKET: 'p',
          MEDIA_S3_REGION: 'r',
          MEDIA_S3_ACCESS_KEY_ID: 'i',
          MEDIA_S3_SECRET_ACCESS_KEY: 's',
        }),
      ),
    ).toEqual([]);
  });

  it('signs with MEDIA_URL_SECRET; in production without it, with a key derived from JWT_SECRET, never the development one', () => {
    const development = mediaUrlSecret(withEnv({ NODE_ENV: 'development', MEDIA_URL_SECRET: '', JWT_SECRET: '' }));
    expect(mediaUrlSecret(withEnv({ NODE_ENV: 'production', MEDIA_URL_SECRET: SECRET }))).toBe(SECRET);
    const jwt = 'j'.repeat(40);
    const derived = mediaUrlSecret(withEnv({ NODE_ENV: 'production', MEDIA_URL_SECRET: '', JWT_SECRET: jwt }));
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect([derived === development, derived === jwt]).toEqual([false, false]);
    expect(() => mediaUrlSecret(withEnv({ NODE_ENV: 'production', MEDIA_URL_SECRET: '', JWT_SECRET: '' }))).toThrow(
      'MEDIA_URL_SECRET must be set in production',
    );
    expect(() => withEnv({ MEDIA_URL_SECRET: 'short' })).toThrow('MEDIA_URL_SECRET must be at least 32 characters');
  });
});
