import { routeOpsEnquiryList } from '../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { listEnquiries } from '../../../../server/ops/enquiries';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/enquiries?status=&page= (every role): enquiries newest first, 20 a page, with
 * their status, notes and the staff member responsible; support reads them with phones masked to their last 4 digits
 * (changes stay with admins and operations).
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsEnquiryList, async ({ query }, _req, { db, staff }) => ({
    message: 'Enquiries',
    data: await listEnquiries(db, query, staff.role),
  })),
);
