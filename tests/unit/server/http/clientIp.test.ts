import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, resetConfigForTests } from '../../../../server/config';
import { clientIp } from '../../../../server/http/clientIp';

const request = (remoteAddress: string, forwarded?: string) =>
  ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress } }) as unknown as Parameters<typeof clientIp>[0];

/** Sets TRUST_PROXY and reads the configuration afresh. */
function trust(value: string) {
  vi.stubEnv('TRUST_PROXY', value);
  resetConfigForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Fifty different addresses a client could write at the left of X-Forwarded-For. */
const SPOOFS = Array.from({ length: 50 }, (_, i) => `198.18.${Math.floor(i / 10)}.${i}`);

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For by default (client-controlled)', () => {
    expect(clientIp(request('::ffff:203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
    trust('0');
    expect(clientIp(request('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY=1 (one proxy) takes the address our proxy appended, the rightmost', () => {
    trust('1');
    expect(clientIp(request('10.0.0.1', '198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(request('10.0.0.1'))).toBe('10.0.0.1');
    // what the client wrote itself, left of what our proxy appended, never decides the address
    const seen = new Set(SPOOFS.map((spoof) => clientIp(request('10.0.0.1', `${spoof}, 198.51.100.7`))));
    expect([...seen]).toEqual(['198.51.100.7']);
  });

  it('with a hop count of 2 skips our two proxies, and no further', () => {
    trust('2');
    const seen = new Set(SPOOFS.map((spoof) => clientIp(request('10.0.0.2', `${spoof}, 198.51.100.8, 10.0.0.1`))));
    expect([...seen]).toEqual(['198.51.100.8']);
  });

  it('with a list of proxies (addresses, CIDR ranges, loopback) walks right to left past them only', () => {
    trust('loopback, 10.0.0.0/8, 172.16.5.4');
    expect(clientIp(request('127.0.0.1', '1.2.3.4, 198.51.100.9, 172.16.5.4, 10.1.2.3'))).toBe('198.51.100.9');
    // a socket peer that is not our proxy is the client, whatever it forwards
    expect(clientIp(request('203.0.113.20', '198.51.100.9'))).toBe('203.0.113.20');
    const seen = new Set(SPOOFS.map((spoof) => clientIp(request('127.0.0.1', `${spoof}, 198.51.100.10`))));
    expect([...seen]).toEqual(['198.51.100.10']);
  });

  it('refuses a TRUST_PROXY that is not a hop count or a list of addresses, naming it (and `true`, which trusts the client)', () => {
    for (const value of ['true', '10.0.0.0/99', 'proxy.internal', '1,,2']) {
      trust(value);
      expect(() => getConfig(), value).toThrow(/TRUST_PROXY/);
    }
  });
});
