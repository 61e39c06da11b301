/**
 * Partner app sessions: the console's session table (`console_sessions`, kind
 * `partner`) and token scheme (server/auth/consoleSession.ts), in the partner app's own `partner_session`
 * cookie. A staff cookie never opens a partner route nor the reverse: each side reads only its own cookie and
 * only rows of its own kind. Every request looks the session up with its provider (one query), so a revoked or
 * expired session, or a deactivated provider, is signed out at once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSessionToken } from './consoleSession';
import { consoleSessions, providers, type ConsoleSession, type Provider } from '../db/schema';
import type { Db } from '../db/types';

/** The partner app's session cookie (httpOnly, SameSite=Strict, 12 hours; server/auth/consoleSession sessionCookie). */
export const PARTNER_SESSION_COOKIE = 'partner_session';

/** A live partner session and its (active) provider. */
export interface PartnerSession {
  session: ConsoleSession;
  provider: Provider;
}

/** Tokens are 43 base64url characters; anything else is refused before the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The partner session of a token: its row exists, is a partner session, is neither revoked nor expired, and its
 * provider exists and is active.
 * @returns the session, or null (the caller answers 401).
 */
export async function authenticatePartnerSession(db: Db, token: string | undefined, now = new Date()): Promise<PartnerSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [live] = await db
    .select({ session: consoleSessions, provider: providers })
    .from(consoleSessions)
    .innerJoin(providers, eq(providers.id, consoleSessions.principalId))
    .where(
      and(
        eq(consoleSessions.tokenHash, hashSessionToken(token)),
        eq(consoleSessions.kind, 'partner'),
        isNull(consoleSessions.revokedAt),
        gt(consoleSessions.expiresAt, now),
        eq(providers.active, true),
      ),
    )
    .limit(1);
  return live ?? null;
}

/** The active provider with this phone, or null: only they receive a partner sign-in code. */
export async function findActiveProviderByPhone(db: Db, phone: string): Promise<Provider | null> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.phone, phone), eq(providers.active, true)))
    .limit(1);
  return row ?? null;
}
