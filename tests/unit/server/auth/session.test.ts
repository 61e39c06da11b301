import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJwtSecret } from '../../../../server/config';
import {
  authenticateSession,
  bearerToken,
  revokeAllSessions,
  revokeSession,
  SESSION_TTL_SECONDS,
  signSession,
  verifySessionToken,
} from '../../../../server/auth/session';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const NOW = Math.floor(Date.now() / 1000);

/** A token signed with our key and claims, whatever `sub`/`jti` say (a forger who has the key, or a bug). */
function signedWith(claims: { sub?: string; jti?: string }, alg = 'HS256'): Promise<string> {
  const jwt = new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg })
    .setIssuer('party-services')
    .setAudience('party-services:customer')
    .setExpirationTime(NOW + 3600);
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.jti) jwt.setJti(claims.jti);
  return jwt.sign(getJwtSecret());
}

describeEachDatabase(
  'session tokens (jose, HS256 pinned) and revocable sessions',
  (getDb) => {
    let userId = '';
    let otherUserId = '';
    beforeAll(async () => {
      userId = (await findOrCreateUserByPhone(getDb(), '9811100001')).user.id;
      otherUserId = (await findOrCreateUserByPhone(getDb(), '9811100002')).user.id;
    });

    it('round-trips the user id and a session id (jti) with a 30-day expiry', async () => {
      const token = await signSession(getDb(), userId, NOW);
      const claims = await verifySessionToken(token, NOW + 60);
      expect(claims).toEqual({ userId, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresAt: NOW + SESSION_TTL_SECONDS });
      expect(await authenticateSession(getDb(), token, NOW + 60)).toEqual({
        ...claims,
        user: expect.objectContaining({ id: claims!.userId }),
      });
      expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 3600);
    });

    it('gives every login its own session', async () => {
      const [a, b] = await Promise.all([signSession(getDb(), userId, NOW), signSession(getDb(), userId, NOW)]);
      expect((await verifySessionToken(a, NOW))?.sessionId).not.toBe((await verifySessionToken(b, NOW))?.sessionId);
    });

    it('refuses an expired token', async () => {
      const token = await signSession(getDb(), userId, NOW);
      expect(await verifySessionToken(token, NOW + SESSION_TTL_SECONDS + 1)).toBeNull();
      expect(await authenticateSession(getDb(), token, NOW + SESSION_TTL_SECONDS + 1)).toBeNull();
    });

    it('refuses a revoked session, and leaves the other sessions alive', async () => {
      const token = await signSession(getDb(), userId, NOW);
      const other = await signSession(getDb(), userId, NOW);
      const { sessionId } = (await verifySessionToken(token, NOW))!;
      expect(await revokeSession(getDb(), sessionId)).toBe(true);
      expect(await authenticateSession(getDb(), token, NOW + 1)).toBeNull();
      expect(await authenticateSession(getDb(), other, NOW + 1)).not.toBeNull();
      // revoking twice changes nothing
      expect(await revokeSession(getDb(), sessionId)).toBe(false);
    });

    it('log out of all devices: revokes every session of the customer and no one else', async () => {
      const mine = await Promise.all([signSession(getDb(), userId, NOW), signSession(getDb(), userId, NOW)]);
      const theirs = await signSession(getDb(), otherUserId, NOW);
      expect(await revokeAllSessions(getDb(), userId)).toBeGreaterThanOrEqual(2);
      for (const token of mine) expect(await authenticateSession(getDb(), token, NOW + 1)).toBeNull();
      expect(await authenticateSession(getDb(), theirs, NOW + 1)).not.toBeNull();
      expect(await revokeAllSessions(getDb(), userId)).toBe(0);
    });

    it('refuses a correctly signed token whose session is unknown or belongs to another user', async () => {
      expect(await authenticateSession(getDb(), await signedWith({ sub: userId, jti: randomUUID() }), NOW)).toBeNull();
      const theirs = (await verifySessionToken(await signSession(getDb(), otherUserId, NOW), NOW))!;
      expect(await authenticateSession(getDb(), await signedWith({ sub: userId, jti: theirs.sessionId }), NOW)).toBeNull();
    });

    it('refuses a correctly signed token whose subject or id is not a uuid, without asking the database', async () => {
      for (const claims of [{ sub: 'admin', jti: randomUUID() }, { sub: userId, jti: 'x' }, { sub: userId }, { jti: randomUUID() }]) {
        const token = await signedWith(claims);
        expect(await verifySessionToken(token, NOW)).toBeNull();
        expect(await authenticateSession(getDb(), token, NOW)).toBeNull();
      }
    });

    it('refuses a token signed with another key', async () => {
      const forged = await new SignJWT({ role: 'customer' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer('party-services')
        .setAudience('party-services:customer')
        .setExpirationTime(NOW + 3600)
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      expect(await verifySessionToken(forged, NOW)).toBeNull();
    });

    it('refuses another algorithm, even with the right key, and unsigned tokens', async () => {
      expect(await verifySessionToken(await signedWith({ sub: userId, jti: randomUUID() }, 'HS512'), NOW)).toBeNull();
      const unsigned = new UnsecuredJWT({ sub: userId }).setIssuer('party-services').setAudience('party-services:customer').encode();
      expect(await verifySessionToken(unsigned, NOW)).toBeNull();
    });

    it('refuses a tampered payload and garbage', async () => {
      const [header, , signature] = (await signSession(getDb(), userId, NOW)).split('.');
      const payload = Buffer.from(
        JSON.stringify({ sub: otherUserId, jti: randomUUID(), exp: NOW + 3600, iss: 'party-services', aud: 'party-services:customer' }),
      ).toString('base64url');
      expect(await verifySessionToken(`${header}.${payload}.${signature}`, NOW)).toBeNull();
      expect(await authenticateSession(getDb(), 'not-a-token', NOW)).toBeNull();
      expect(await authenticateSession(getDb(), undefined, NOW)).toBeNull();
    });
  },
  { seed: false },
);

describe('bearer tokens', () => {
  it('reads bearer tokens from the Authorization header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
