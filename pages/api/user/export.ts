import { Readable } from 'node:stream';
import { routeAccountExport } from '../../../lib/contracts/privacy';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { streamRoute } from '../../../server/http/streamRoute';
import { unauthorized } from '../../../server/http/errors';
import { exportUserData } from '../../../server/users/export';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/user/export (bearer token): everything stored about the logged-in customer as one JSON file
 * download. Never cached: it is personal data. 401 without a live session.
 */
export default streamRoute(routeAccountExport, async (_input, req) => {
  const user = await requireUser(req);
  const { db } = await getDb();
  const document = await exportUserData(db, user.id);
  if (!document) throw unauthorized();
  return {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-data.json"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: Readable.from([JSON.stringify(document, null, 2)]),
  };
});
