import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { getJwtSecret } from '../config';
import { sessions, users, type User } from '../db/schema';
import type { Db } from '../db/types';
import { publishSessionSignal } from '../realtime/bus';

/** Sessions last 30 days (the login the spec describes keeps a customer signed in). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The one algorithm we sign and accept (pinned: a token claiming another is refused). */
export const SESSION_ALGORITHM = 'HS256';
const ISSUER = 'party-services';
const AUDIENCE = 'party-services:customer';
/** User and session ids are uuids (the `users` and `sessions` primary keys). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a valid session token says. */
export interface SessionClaims {
  /** The user's id (`sub`, a uuid). */
  userId: string;
  /** The session's id (`jti`, a uuid: the `sessions` row that can revoke it). */
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The imported signing key of the last secret seen (see sessionKey). */
let cachedKey: { secret: Buffer; key: KeyObject } | undefined;

/**
 * The HS256 key that signs and verifies session tokens, imported once per secret value: jose would import raw
 * bytes again on every check (each authenticated request). Keyed by the secret's bytes, so a changed
 * `JWT_SECRET` (tests reset the config) gets its own key; only the latest is kept.
 * @throws Error in production when `JWT_SECRET` is unset (getJwtSecret).
 */
export function sessionKey(): KeyObject {
  const secret = Buffer.from(getJwtSecret());
  if (!cachedKey || !cachedKey.secret.equals(secret)) cachedKey = { secret, key: createSecretKey(secret) };
  return cachedKey.key;
}

/**
 * Opens a session for a user: records it in `sessions` and signs its token, HS256,
 * `sub` = user id, `jti` = session id, 30-day expiry.
 * @param now seconds since the epoch (tests pass a fixed clock).
 * @returns the signed token.
 */
export async function signSession(db: Db, userId: string, now = nowSeconds()): Promise<string> {
  const sessionId = randomUUID();
  const expiresAt = now + SESSION_TTL_SECONDS;
  await db.insert(sessions).values({ id: sessionId, userId, createdAt: new Date(now * 1000), expiresAt: new Date(expiresAt * 1000) });
  return new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setJti(sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(sessionKey());
}

/**
 * Checks a token's signature and claims only (HS256 only, issuer, audience, expiry, `sub` and `jti`
 * being uuids); says nothing about revocation: use `authenticateSession` for a request.
 * @returns the claims, or null for a missing, expired, forged or malformed token.
 */
export async function verifySessionToken(token: string | undefined, now?: number): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, sessionKey(), {
      algorithms: [SESSION_ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now === undefined ? undefined : new Date(now * 1000),
    });
    const { sub, jti, exp } = payload;
    // A correctly signed token whose subject is not a user id is refused here, not by the database (a 500).
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof jti !== 'string' || !UUID.test(jti) || typeof exp !== 'number') {
      return null;
    }
    return { userId: sub, sessionId: jti, expiresAt: exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** A live session of a request: the token's claims and its user's row. */
export interface AuthenticatedSession extends SessionClaims {
  user: User;
}

/**
 * The claims and user of a token whose session is live: valid token, and its `sessions` row exists,
 * belongs to the token's user (who still exists), is not revoked and has not expired. One query.
 * @returns the session, or null (the caller answers 401).
 */
export async function authenticateSession(db: Db, token: string | undefined, now = nowSeconds()): Promise<AuthenticatedSession | null> {
  const claims = await verifySessionToken(token, now);
  if (!claims) return null;
  const [live] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now * 1000)),
      ),
    )
    .limit(1);
  return live ? { ...claims, user: live.user } : null;
}

/**
 * Revokes one session (logout): its token answers 401 from now on, and its open chat streams close on every
 * instance within seconds (a session signal on the realtime bus, sent when the revocation commits; each instance
 * also re-checks its streams' sessions at every heartbeat, server/chat/stream.ts).
 * @returns whether a live session was revoked.
 */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  return (await revokeLiveSessions(db, eq(sessions.id, sessionId), now)) > 0;
}

/**
 * Revokes every live session of a user ("log out of all devices", account deletion); their open chat streams
 * close on every instance within seconds, as for revokeSession.
 * @returns how many sessions were revoked.
 */
export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<number> {
  return revokeLiveSessions(db, eq(sessions.userId, userId), now);
}

/**
 * Revokes the live sessions matching `which` (all of one user) in one transaction and, when any was, publishes the
 * user's session signal with it. @returns how many were revoked.
 */
async function revokeLiveSessions(db: Db, which: SQL, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(which, isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    if (revoked[0]) await publishSessionSignal(tx, { t: 's', u: revoked[0].userId });
    return revoked.length;
  });
}

/** The bearer token of an `Authorization` header, if any. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
}
