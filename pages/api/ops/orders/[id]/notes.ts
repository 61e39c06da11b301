import { routeOpsOrderNoteCreate } from '../../../../../lib/contracts/opsOrders';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../../server/auth/withStaff';
import { addOrderNote } from '../../../../../server/ops/ordersView';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/orders/{id}/notes `{text}` (every staff role): adds a staff note, audited as
 * `order.note_add`; 201 with the order's notes, 404 unknown order.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsOrderNoteCreate, async ({ params: { id }, body }, _req, { db, staff }) => ({
    message: 'Note added',
    data: await addOrderNote(db, { orderId: id, staffId: staff.id, text: body.text }),
  })),
);
