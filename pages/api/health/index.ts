import { routeHealth } from '../../../lib/contracts/system';
import { checkDatabase } from '../../../server/http/health';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/health: 200 with `data.db` ("pglite" | "postgres") after a real query; 503 with `Retry-After`
 * when the database is down, paused or slower than `DB_HEALTH_TIMEOUT_MS` (2 s).
 */
export default apiRoute(handle(routeHealth, async () => ({ message: 'OK', data: { db: await checkDatabase() } })));
