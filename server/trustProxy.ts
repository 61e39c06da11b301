import proxyaddr from 'proxy-addr';

/** proxy-addr's trust test: is the address at `hop` (0 = the socket's peer) one of our proxies? */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The address names proxy-addr (and Express's `trust proxy`) accept besides addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The proxies whose `X-Forwarded-For` entries we believe, from `TRUST_PROXY`:
 * - unset, `0` or `false`: none. The client IP is the socket's peer and the header is ignored.
 * - a whole number n >= 1: the n nearest hops are our proxies (1: one load balancer in front of us).
 * - a comma list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`: the
 *   hops in those ranges are our proxies, as Express's `trust proxy` takes them.
 * The client is then the rightmost address that is not a trusted proxy: everything left of it was
 * written by the client itself. `true` (trust every hop, i.e. the leftmost address) is refused.
 * @throws Error naming the bad entry when the value is none of these.
 */
export function compileTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return () => false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (entry === '' || (!NAMED_RANGES.has(entry) && !/^[\d.:a-fA-F]+(\/\d+)?$/.test(entry))) {
      throw new Error(`"${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  // proxy-addr checks each address and range (and throws on a bad one)
  return proxyaddr.compile(entries);
}

/** Why `value` is not a valid `TRUST_PROXY`, or null when it is (for the config schema). */
export function trustProxyProblem(value: string): string | null {
  try {
    compileTrustProxy(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
