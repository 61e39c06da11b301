/**
 * Cookie sessions of the operations console, designed to serve the partner app too (`kind`
 * `staff` | `partner`; only staff are built now).
 *
 * Why not the customers' JWT (server/auth/session.ts): customers keep a bearer token in localStorage as the
 * spec says; the console's session lives in an httpOnly cookie that scripts cannot read, and is an opaque
 * random token whose sha256 is a `console_sessions` row. The two never cross: customer routes read only the
 * `Authorization` header, console routes only the `ops_session` cookie, so a customer token never opens the
 * console and a staff cookie never acts as a customer.
 *
 * Every request looks the session up with its staff row (one query): a revoked or expired session, or a
 * disabled staff member, is signed out at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PrincipalKind } from '../../lib/contracts/ops';
import { consoleSessions, staff, type ConsoleSession, type Staff } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import type { Db } from '../db/types';
import { publishSessionSignal } from '../realtime/bus';

/** The chat principal kind of a console session's kind (a `partner` session is a provider's). */
const streamKindOf = (kind: string): 'staff' | 'provider' => (kind === 'partner' ? 'provider' : 'staff');

/** Console sessions last 12 hours from sign-in (not extended by use). */
export const CONSOLE_SESSION_TTL_SECONDS = 12 * 60 * 60;

/** The staff console's session cookie (the partner app will have its own name, `partner_session`). */
export const STAFF_SESSION_COOKIE = 'ops_session';

/** The stored form of a session token: its sha256 (hex), so a leaked table cannot open sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a principal: a random 256-bit token (base64url) and its row, expiring after 12 hours.
 * @returns the token (goes only into the cookie) and the row's id and expiry.
 */
export async function createConsoleSession(
  db: Db,
  kind: PrincipalKind,
  principalId: string,
  now = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = addSeconds(now, CONSOLE_SESSION_TTL_SECONDS);
  const [row] = await db
    .insert(consoleSessions)
    .values({ kind, principalId, tokenHash: hashSessionToken(token), createdAt: now, expiresAt })
    .returning({ id: consoleSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** A live staff session and its (active) staff member. */
export interface StaffSession {
  session: ConsoleSession;
  staff: Staff;
}

/** Tokens are 43 base64url characters; anything else is refused before the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The staff session of a token: its row exists, is a staff session, is not revoked or expired, and its staff
 * member exists and is active. One query.
 * @returns the session, or null (the caller answers 401).
 */
export async function authenticateStaffSession(db: Db, token: string | undefined, now = new Date()): Promise<StaffSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  // every console request runs it: a named prepared statement, planned once per connection
  const query = preparedStatement(db, 'staff_session_live', () =>
    db
      .select({ session: consoleSessions, staff })
      .from(consoleSessions)
      .innerJoin(staff, eq(staff.id, consoleSessions.principalId))
      .where(
        and(
          eq(consoleSessions.tokenHash, sql.placeholder('tokenHash')),
          eq(consoleSessions.kind, 'staff'),
          isNull(consoleSessions.revokedAt),
          gt(consoleSessions.expiresAt, sql.placeholder('now')),
          eq(staff.active, true),
        ),
      )
      .limit(1)
      .prepare('staff_session_live'),
  );
  const [live] = await query.execute({ tokenHash: hashSessionToken(token), now: now.toISOString() });
  return live ?? null;
}

/**
 * Revokes one session (sign out); its chat streams (/ops/chat, the partner app) close on every instance at once
 * (a session signal on the bus; otherwise at their next heartbeat). @returns whether a live session was revoked.
 */
export async function revokeConsoleSession(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(consoleSessions)
    .set({ revokedAt: now })
    .where(and(eq(consoleSessions.id, sessionId), isNull(consoleSessions.revokedAt)))
    .returning({ kind: consoleSessions.kind, principalId: consoleSessions.principalId });
  const [row] = revoked;
  if (row) await publishSessionSignal(db, { t: 's', u: row.principalId, k: streamKindOf(row.kind) });
  return revoked.length > 0;
}

/**
 * Revokes every live session of a principal (a disabled staff member or provider); their chat streams close as
 * with `revokeConsoleSession` (the signal leaves when `db`'s transaction commits). @returns how many.
 */
export async function revokePrincipalSessions(db: Db, kind: PrincipalKind, principalId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(consoleSessions)
    .set({ revokedAt: now })
    .where(and(eq(consoleSessions.kind, kind), eq(consoleSessions.principalId, principalId), isNull(consoleSessions.revokedAt)))
    .returning({ id: consoleSessions.id });
  if (revoked.length > 0) await publishSessionSignal(db, { t: 's', u: principalId, k: streamKindOf(kind) });
  return revoked.length;
}

/** One cookie's value from a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The `Set-Cookie` value of a console session: httpOnly (no script reads it), SameSite=Strict (never sent on
 * a request started by another site), Path=/ (the console pages and the API routes), Secure in production,
 * and Max-Age of the session's 12 hours. `token` undefined clears the cookie.
 */
export function sessionCookie(name: string, token: string | undefined, { secure = process.env.NODE_ENV === 'production' } = {}): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${token ? CONSOLE_SESSION_TTL_SECONDS : 0}`];
  if (secure) attributes.push('Secure');
  return [`${name}=${token ?? ''}`, ...attributes].join('; ');
}
