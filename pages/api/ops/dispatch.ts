import { routeOpsDispatch } from '../../../lib/contracts/opsDispatch';
import { apiRoute } from '../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../server/auth/withStaff';
import { dispatchBoard } from '../../../server/ops/dispatch';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/dispatch?date=&view=day|week&service= (every staff role): the dispatch calendar of an IST day or
 * week: providers with their jobs, and the paid orders of those days without a provider (server/ops/dispatch.ts).
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsDispatch, async ({ query }, _req, { db }) => ({
    message: 'Dispatch',
    data: await dispatchBoard(db, query),
  })),
);
