import { routeLiveness } from '../../../lib/contracts/system';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/health/live: 200 `{uptimeSeconds}` while the process answers, without touching the database (readiness,
 * with a real query, is GET /api/health). Also the bench's floor: what the server answers a second for a route with
 * nothing to do (bench/mealDish.ts `benchApiFloor`).
 */
export default apiRoute(handle(routeLiveness, async () => ({ message: 'OK', data: { uptimeSeconds: Math.floor(process.uptime()) } })));
