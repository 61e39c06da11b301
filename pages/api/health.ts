import { sql } from 'drizzle-orm';
import { routeHealth } from '../../lib/contracts/system';
import { getDb } from '../../server/db/client';
import { apiRoute, handle } from '../../server/http/apiHandler';
import { HttpError } from '../../server/http/errors';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/health: 200 with `data.db` ("pglite" | "postgres") after a real query; 503 when the database is down. */
export default apiRoute(
  handle(routeHealth, async () => {
    try {
      const { db, kind } = await getDb();
      await db.execute(sql`select 1`);
      return { message: 'OK', data: { db: kind } };
    } catch (error) {
      throw new HttpError(503, 'Database unavailable', { cause: error });
    }
  }),
);
