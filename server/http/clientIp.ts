import type { NextApiRequest } from 'next';
import { getConfig } from '../config';

/**
 * The client's IP address: the socket's, or the first `X-Forwarded-For` hop only when
 * `TRUST_PROXY=1` (behind our own proxy; otherwise the header is client-controlled and ignored).
 */
export function clientIp(req: Pick<NextApiRequest, 'headers' | 'socket'>): string {
  if (getConfig().TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  return (req.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/, '').slice(0, 64);
}
