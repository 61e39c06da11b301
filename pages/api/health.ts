import { routeHealth } from '../../lib/contracts/system';
import { checkDatabase } from '../../server/db/health';
import { apiRoute, handle } from '../../server/http/apiHandler';

/**
 * GET /api/health: 200 with `data.db` ("pglite" | "postgres") after a real query; 503 with `Retry-After`
 * when the database is down, paused or slower than `DB_HEALTH_TIMEOUT_MS` (2 s).
 */
export default apiRoute(handle(routeHealth, async () => ({ message: 'OK', data: { db: await checkDatabase() } })));
