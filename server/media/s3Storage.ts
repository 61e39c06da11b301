/**
 * The S3-compatible media store: AWS S3, Cloudflare R2 or MinIO through `@aws-sdk/client-s3`,
 * private objects read through presigned GET URLs valid for at most 900 seconds.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ServerConfig } from '../config';
import { contentDisposition, signingWindow } from './signing';
import { MediaNotFoundError, type MediaStorage, type SignedUrl, type SignedUrlOptions } from './objects';

/** Presigns a command (the SDK's `getSignedUrl`; tests may pass their own). */
export type Presign = typeof getSignedUrl;

/**
 * The S3 client of the configuration: `MEDIA_S3_REGION` (`auto` for R2), `MEDIA_S3_ENDPOINT` for R2/MinIO,
 * path-style addressing when `MEDIA_S3_FORCE_PATH_STYLE=1` (MinIO), and the access key pair.
 * @throws Error when the region or keys are missing (the start-up check names them first).
 */
export function s3ClientFromConfig(config: ServerConfig): S3Client {
  const { MEDIA_S3_REGION: region, MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!region || !accessKeyId || !secretAccessKey)
    throw new Error('MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set');
  return new S3Client({
    region,
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE === '1',
    credentials: { accessKeyId, secretAccessKey },
    // R2 and MinIO do not all take the SDK's default CRC checksums: send and check them only where S3 requires them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // a stuck bucket must not hold an upload or a gallery page forever
    requestHandler: { requestTimeout: 30_000, connectionTimeout: 5_000 },
  });
}

/** Whether an SDK error says the object does not exist. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The store on `bucket` through `client`. Objects are written without an ACL (private, as the bucket is),
 * with their content type; reads outside the server go through `signedUrl` only.
 * @param presign the SDK's presigner (tests pass a spy).
 */
export function createS3Storage({
  client,
  bucket,
  presign = getSignedUrl,
}: {
  client: S3Client;
  bucket: string;
  presign?: Presign;
}): MediaStorage {
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = answer.Body;
        if (!(body instanceof Readable)) throw new Error('the S3 answer has no readable body');
        return { body, contentType: answer.ContentType ?? 'application/octet-stream', bytes: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) throw new MediaNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async signedUrl(key: string, { expiresInSeconds, downloadName, now = new Date() }: SignedUrlOptions): Promise<SignedUrl> {
      // signed on the reuse grid: the same photo keeps the same URL for a while, so the browser's cache serves it
      const { signedAt, expiresAt, seconds } = signingWindow(now, expiresInSeconds);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseCacheControl: `private, max-age=${seconds}`,
        ...(downloadName ? { ResponseContentDisposition: contentDisposition(downloadName) } : {}),
      });
      const url = await presign(client, command, { expiresIn: seconds, signingDate: new Date(signedAt * 1000) });
      return { url, expiresAt: new Date(expiresAt * 1000) };
    },
  };
}
