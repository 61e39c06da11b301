import { routeOpsEnquiryNote } from '../../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withStaff } from '../../../../../server/auth/withStaff';
import { addEnquiryNote } from '../../../../../server/ops/enquiries';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/enquiries/{id}/notes `{text}` (admins and operations): adds a note (201 with
 * the enquiry); 404 unknown enquiry; audited as `lead.note`.
 */
export default apiRoute(
  withStaff(OPERATIONS_ROLES, routeOpsEnquiryNote, async ({ params: { id }, body }, _req, { db, actor }) => ({
    message: 'Note added',
    data: await addEnquiryNote(db, actor, id, body.text),
  })),
);
