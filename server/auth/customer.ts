/**
 * The customer's identity for sign-in: the user row a verified code signs in (created on first login), and the
 * optional sign-in of routes that anyone may call (public invite routes, gallery routes a guest with a share link
 * may also call). Routes that need a signed-in customer use `requireUser` (./requireUser.ts); the rest of the
 * account lives in the users domain (server/users).
 */
import { eq } from 'drizzle-orm';
import type { NextApiRequest } from 'next';
import { users, type User } from '../db/schema';
import type { Db } from '../db/types';
import { unauthorized } from '../http/errors';
import { authenticateSession, bearerToken } from './session';

/** The user with this 10-digit phone, or null. */
export async function findUserByPhone(db: Db, phone: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user ?? null;
}

/**
 * The user with this phone, created on first login. Safe under concurrent logins of the same
 * number: the unique phone index decides, and both callers get the one row.
 */
export async function findOrCreateUserByPhone(db: Db, phone: string): Promise<{ user: User; created: boolean }> {
  const [inserted] = await db.insert(users).values({ phone }).onConflictDoNothing({ target: users.phone }).returning();
  if (inserted) return { user: inserted, created: true };
  const existing = await findUserByPhone(db, phone);
  if (!existing) throw new Error(`user ${phone} vanished during login`);
  return { user: existing, created: false };
}

/**
 * The user id of a request's bearer token, if it has a valid one.
 * @param guestAllowed when true (a share token came with the request), an invalid or expired bearer token
 *   is ignored; otherwise it is a 401, so the browser's one 401 handler logs the stale session out.
 * @throws HttpError 401 for a bearer token that is not a live session, unless `guestAllowed`.
 */
export async function optionalUserId(db: Db, req: Pick<NextApiRequest, 'headers'>, guestAllowed: boolean): Promise<string | undefined> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return undefined;
  const session = await authenticateSession(db, token);
  if (!session && !guestAllowed) throw unauthorized();
  return session?.user.id;
}

/**
 * The user id of a request's bearer token, or null without one (a public route: anyone with the id may read the
 * invite).
 * @throws HttpError 401 for a bearer token that is not a live session (the browser logs the stale session out).
 */
export async function sessionUserId(db: Db, req: Pick<NextApiRequest, 'headers'>): Promise<string | null> {
  return (await optionalUserId(db, req, false)) ?? null;
}
