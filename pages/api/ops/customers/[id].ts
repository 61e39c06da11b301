import { routeOpsCustomerOne } from '../../../../lib/contracts/opsCustomers';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { customerRecord } from '../../../../server/ops/customerRecord';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/customers/{id} (every staff role): the customer's record (orders, payments, refunds, messages) as
 * the role may see it (support: the phone masked); 404 unknown customer.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsCustomerOne, async ({ params: { id } }, _req, { db, staff }) => ({
    message: 'Customer',
    data: await customerRecord(db, id, staff.role),
  })),
);
