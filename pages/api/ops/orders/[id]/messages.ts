import { routeOpsOrderMessageCreate } from '../../../../../lib/contracts/opsOrders';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../../server/auth/withStaff';
import { sendCustomerMessage } from '../../../../../server/orders/customerMessages';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/orders/{id}/messages `{text}` (every staff role): messages the order's customer (WhatsApp, SMS
 * when WhatsApp does not deliver it), recorded and audited as `order.customer_message` with the send queued in one
 * transaction (server/orders/customerMessages.ts); 201 with the order's messages, 404 unknown order.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsOrderMessageCreate, async ({ params: { id }, body }, _req, { db, staff }) => ({
    message: 'Message queued for sending',
    data: await sendCustomerMessage(db, { orderId: id, staffId: staff.id, text: body.text }),
  })),
);
