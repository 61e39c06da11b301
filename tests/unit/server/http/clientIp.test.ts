import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../../../server/config';
import { clientIp } from '../../../../server/http/clientIp';

const request = (remoteAddress: string, forwarded?: string) =>
  ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress } }) as unknown as Parameters<typeof clientIp>[0];

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For by default (client-controlled)', () => {
    expect(clientIp(request('::ffff:203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
  });

  it('uses the first X-Forwarded-For hop only with TRUST_PROXY=1', () => {
    vi.stubEnv('TRUST_PROXY', '1');
    resetConfigForTests();
    expect(clientIp(request('10.0.0.1', '198.51.100.7, 10.0.0.1'))).toBe('198.51.100.7');
    expect(clientIp(request('10.0.0.1'))).toBe('10.0.0.1');
  });
});
