import { routeOpsEnquiryUpdate } from '../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withStaff } from '../../../../server/auth/withStaff';
import { updateEnquiry } from '../../../../server/ops/enquiries';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * PATCH /api/ops/enquiries/{id} `{status?, responsibleId?}` (admins and operations): a new
 * status (new, contacted, quoted, won, lost) and/or the staff member responsible (null: nobody); 404 unknown
 * enquiry; audited as `lead.status_change` / `lead.assign`.
 */
export default apiRoute(
  withStaff(OPERATIONS_ROLES, routeOpsEnquiryUpdate, async ({ params: { id }, body }, _req, { db, actor }) => ({
    message: 'Enquiry updated',
    data: await updateEnquiry(db, actor, id, body),
  })),
);
