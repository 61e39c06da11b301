/**
 * Short-lived signed URLs of the gallery: HMAC-SHA256 with the server's media secret, compared in
 * constant time, never valid for more than 15 minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig, type ServerConfig } from '../config';

/** Development-only signing key; production uses `MEDIA_URL_SECRET` (or one derived from `JWT_SECRET`). */
const DEV_MEDIA_URL_SECRET = 'dev-only-media-url-secret-change-me-0123456789';

/** Longest validity of anything signed here, in seconds (15 minutes). */
export const MAX_SIGNATURE_SECONDS = 15 * 60;

/**
 * Signed URLs of a page are made on a grid of this many seconds (at most a third of their validity), so
 * the same photo gets the same URL for a while and the browser's cache serves it again.
 */
export const URL_REUSE_SECONDS = 5 * 60;

/**
 * The key that signs media URLs and zip links: `MEDIA_URL_SECRET`; in production without it, a key derived
 * from `JWT_SECRET` (HMAC, so neither reveals the other) rather than the development default; elsewhere the
 * development default.
 * @throws Error in production when neither `MEDIA_URL_SECRET` nor `JWT_SECRET` is set.
 */
export function mediaUrlSecret(config: ServerConfig = getConfig()): string {
  if (config.MEDIA_URL_SECRET) return config.MEDIA_URL_SECRET;
  if (config.NODE_ENV === 'production') {
    if (!config.JWT_SECRET) throw new Error('MEDIA_URL_SECRET must be set in production (at least 32 characters)');
    return createHmac('sha256', config.JWT_SECRET).update('party-services:media-url-secret').digest('hex');
  }
  return DEV_MEDIA_URL_SECRET;
}

/** HMAC-SHA256 (hex) of the lines of `parts`, under `purpose` so a signature of one kind never passes for another. */
export function signParts(secret: string, purpose: string, parts: readonly (string | number)[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts].join('\n'))
    .digest('hex');
}

/** Whether `given` is the hex signature `expected`, compared in constant time (false for any other shape). */
export function sameSignature(given: string, expected: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/**
 * When a URL signed now for `expiresInSeconds` (cut to 1..900) is signed and expires, both in whole seconds
 * since the epoch: the signing instant is `now` rounded down to the reuse grid (`URL_REUSE_SECONDS`, at most a
 * third of the validity), so the URL stays the same for a while and is still valid for at least two thirds
 * of the validity asked for; it never outlives `now` + 900 s.
 */
export function signingWindow(now: Date, expiresInSeconds: number): { signedAt: number; expiresAt: number; seconds: number } {
  const seconds = Math.min(Math.max(1, Math.floor(expiresInSeconds)), MAX_SIGNATURE_SECONDS);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const step = Math.min(URL_REUSE_SECONDS, Math.floor(seconds / 3));
  const signedAt = step > 0 ? nowSeconds - (nowSeconds % step) : nowSeconds;
  return { signedAt, expiresAt: signedAt + seconds, seconds };
}

/**
 * Whether a signed expiry (seconds since the epoch) is still good at `now`: in the future, and no further
 * than 15 minutes ahead (a longer one was never issued by us).
 */
export function expiryIsLive(expiresAt: number, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return Number.isInteger(expiresAt) && expiresAt > nowSeconds && expiresAt <= nowSeconds + MAX_SIGNATURE_SECONDS;
}

/**
 * A `Content-Disposition` header value: `attachment` (or `inline`) with an ASCII `filename` fallback and the
 * exact UTF-8 name in `filename*` (RFC 6266), so names in any script survive and no quote or control
 * character can break the header.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const clean = fileName.replace(/[\u0000-\u001F\u007F-\u009F/\\]/g, '_').trim() || 'photo';
  const ascii = clean.replace(/[^\x20-\x7E]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
