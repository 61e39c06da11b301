import { routeOpsEnquiryList } from '../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withStaff } from '../../../../server/http/withStaff';
import { listEnquiries } from '../../../../server/ops/enquiries';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/enquiries?status=&page= (issue 22 "Enquiries", admins and operations): enquiries newest first, 20 a
 * page, with their status, notes and the staff member responsible.
 */
export default apiRoute(
  withStaff(OPERATIONS_ROLES, routeOpsEnquiryList, async ({ query }, _req, { db }) => ({
    message: 'Enquiries',
    data: await listEnquiries(db, query),
  })),
);
