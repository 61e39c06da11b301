import { routeOpsAuditList } from '../../../lib/contracts/ops';
import { apiRoute } from '../../../server/http/apiHandler';
import { AUDIT_ROLES, withStaff } from '../../../server/auth/withStaff';
import { listAudit } from '../../../server/audit/audit';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/audit?actor=&entityType=&entityId=&from=&to=&page= (admins, operations and finance): the audit log,
 * newest first, 50 a page.
 */
export default apiRoute(
  withStaff(AUDIT_ROLES, routeOpsAuditList, async ({ query }, _req, { db }) => ({
    message: 'Audit log',
    data: await listAudit(db, query),
  })),
);
