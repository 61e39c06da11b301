import type { NextApiRequest } from 'next';
import proxyaddr from 'proxy-addr';
import { getConfig } from '../config';
import { compileTrustProxy, type TrustProxy } from '../trustProxy';

let compiled: { setting: string; trust: TrustProxy } | undefined;

/** The trust test of the current `TRUST_PROXY`, compiled once per value. */
function trustedProxies(): TrustProxy {
  const setting = getConfig().TRUST_PROXY;
  if (compiled?.setting !== setting) compiled = { setting, trust: compileTrustProxy(setting) };
  return compiled.trust;
}

/**
 * The client's IP address (at most 64 characters, IPv4-mapped IPv6 written as IPv4), as proxy-addr
 * finds it: from the socket's peer, walk `X-Forwarded-For` right to left while the hop is one of our
 * proxies (`TRUST_PROXY`, see server/trustProxy.ts), and take the first address that is not.
 * By default no proxy is trusted and the header is ignored. The leftmost entry is written
 * by the client, so it never decides the address (it used to, and rotating it beat every per-IP limit).
 */
export function clientIp(req: Pick<NextApiRequest, 'headers' | 'socket'>): string {
  if (!req.socket?.remoteAddress) return 'unknown';
  // proxy-addr reads only req.socket.remoteAddress and the x-forwarded-for header
  const address = proxyaddr(req as Parameters<typeof proxyaddr>[0], trustedProxies());
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64);
}
