import { routeOpsMessageRetry } from '../../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withStaff } from '../../../../../server/auth/withStaff';
import { retryMessage } from '../../../../../server/ops/outbox';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/messages/{id}/retry (admins and operations): queues a failed message to be
 * sent again through its sending path, once (202); 404 unknown; 409 not failed, retried already, or a kind the
 * console cannot rebuild; audited as `message.retry`.
 */
export default apiRoute(
  withStaff(OPERATIONS_ROLES, routeOpsMessageRetry, async ({ params: { id } }, _req, { db, actor, staff }) => ({
    message: 'The message will be sent again shortly',
    data: await retryMessage(db, { actor, role: staff.role }, id),
  })),
);
