/**
 * Helpers of the console desk tests: staff of each role with a session cookie, and calling an API route
 * as Next would (a JSON body already read) on the test's database.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { STAFF_ROLES, type StaffRole } from '../../lib/contracts/ops';
import { createConsoleSession } from '../../server/auth/consoleSession';
import type { Staff } from '../../server/db/schema';
import type { Db, DbHandle } from '../../server/db/types';
import { createStaff, makeAdmin } from '../../server/ops/staff';
import { recordedResponse } from './apiResponse';

/** An API route handler. */
export type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Makes the app's `getDb()` answer `db` (the routes open the database themselves). */
export function pointAppAt(db: Db): void {
  globalForDb.__partyDb = Promise.resolve({ db, kind: 'pglite', close: async () => undefined });
}

/** Forgets the database `pointAppAt` set. */
export function forgetAppDb(): void {
  globalForDb.__partyDb = undefined;
}

/** One active staff member of each role (phones from `prefix`, 8 digits) and a session cookie for each. */
export async function staffOfEachRole(
  db: Db,
  prefix: string,
): Promise<{ members: Record<StaffRole, Staff>; cookies: Record<StaffRole, string> }> {
  const members = {} as Record<StaffRole, Staff>;
  members.admin = (await makeAdmin(db, { phone: `${prefix}01`, onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
  const actor = { kind: 'staff' as const, staffId: members.admin.id };
  members.operations = await createStaff(db, actor, { phone: `${prefix}02`, name: 'Olga Ops', role: 'operations' });
  members.support = await createStaff(db, actor, { phone: `${prefix}03`, name: 'Sunil Support', role: 'support' });
  members.finance = await createStaff(db, actor, { phone: `${prefix}04`, name: 'Farah Finance', role: 'finance' });
  const cookies = {} as Record<StaffRole, string>;
  for (const role of STAFF_ROLES) cookies[role] = `ops_session=${(await createConsoleSession(db, 'staff', members[role].id)).token}`;
  return { members, cookies };
}

/** Calls a route from our own origin with the cookie of a console session. */
export async function callRoute(
  route: Route,
  { method, cookie, query = {}, body }: { method: string; cookie: string; query?: Record<string, string>; body?: unknown },
) {
  const { out, res } = recordedResponse();
  const req = {
    method,
    url: '/api/test',
    headers: { host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', cookie },
    query,
    body: body ?? (method === 'GET' ? undefined : {}),
    socket: { remoteAddress: '198.51.100.20' },
  } as unknown as NextApiRequest;
  await route(req, res);
  return out as { status: number; body: { message: string; data?: unknown } };
}
