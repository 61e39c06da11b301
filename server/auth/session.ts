import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { getJwtSecret } from '../config';

/** Spec/issue 4: sessions last 30 days. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The one algorithm we sign and accept (pinned: a token claiming another is refused). */
export const SESSION_ALGORITHM = 'HS256';
const ISSUER = 'party-services';
const AUDIENCE = 'party-services:customer';

/** What a valid session token says. */
export interface SessionClaims {
  /** The user's id (`sub`). */
  userId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/**
 * Signs a session token for a user: HS256, `sub` = user id, 30-day expiry.
 * @param now seconds since the epoch (tests pass a fixed clock).
 */
export async function signSession(userId: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ role: 'customer' })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_TTL_SECONDS)
    .sign(getJwtSecret());
}

/**
 * Verifies a session token (signature, HS256 only, issuer, audience, expiry).
 * @returns the claims, or null for a missing, expired, forged or malformed token.
 */
export async function verifySession(token: string | undefined, now?: number): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, getJwtSecret(), {
      algorithms: [SESSION_ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now === undefined ? undefined : new Date(now * 1000),
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** The bearer token of an `Authorization` header, if any. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
}
