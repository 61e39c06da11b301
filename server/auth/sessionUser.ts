/**
 * HTTP helpers of the invites routes (issue 21): the optional login of the public invite routes, and JSON or CSV
 * answers of the guest list.
 */
import type { NextApiRequest } from 'next';
import type { Db } from '../db/types';
import { optionalUserId } from './http';

/**
 * The user id of a request's bearer token, or null without one (a public route: anyone with the id may read the
 * invite).
 * @throws HttpError 401 for a bearer token that is not a live session (the browser logs the stale session out).
 */
export async function sessionUserId(db: Db, req: Pick<NextApiRequest, 'headers'>): Promise<string | null> {
  return (await optionalUserId(db, req, false)) ?? null;
}
