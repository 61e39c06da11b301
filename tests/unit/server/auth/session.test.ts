import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { getJwtSecret } from '../../../../server/config';
import { bearerToken, SESSION_TTL_SECONDS, signSession, verifySession } from '../../../../server/auth/session';

const NOW = 1_795_000_000;

describe('session tokens (jose, HS256 pinned)', () => {
  it('round-trips the user id with a 30-day expiry', async () => {
    const token = await signSession('user-1', NOW);
    expect(await verifySession(token, NOW + 60)).toEqual({ userId: 'user-1', expiresAt: NOW + SESSION_TTL_SECONDS });
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 3600);
  });

  it('refuses an expired token', async () => {
    const token = await signSession('user-1', NOW);
    expect(await verifySession(token, NOW + SESSION_TTL_SECONDS + 1)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('party-services')
      .setAudience('party-services:customer')
      .setExpirationTime(NOW + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(await verifySession(forged, NOW)).toBeNull();
  });

  it('refuses another algorithm, even with the right key, and unsigned tokens', async () => {
    const hs512 = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer('party-services')
      .setAudience('party-services:customer')
      .setExpirationTime(NOW + 3600)
      .sign(getJwtSecret());
    expect(await verifySession(hs512, NOW)).toBeNull();
    const unsigned = new UnsecuredJWT({ sub: 'user-1' }).setIssuer('party-services').setAudience('party-services:customer').encode();
    expect(await verifySession(unsigned, NOW)).toBeNull();
  });

  it('refuses a tampered payload and garbage', async () => {
    const [header, , signature] = (await signSession('user-1', NOW)).split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'admin', exp: NOW + 3600, iss: 'party-services', aud: 'party-services:customer' }),
    ).toString('base64url');
    expect(await verifySession(`${header}.${payload}.${signature}`, NOW)).toBeNull();
    expect(await verifySession('not-a-token', NOW)).toBeNull();
    expect(await verifySession(undefined, NOW)).toBeNull();
  });

  it('reads bearer tokens from the Authorization header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
