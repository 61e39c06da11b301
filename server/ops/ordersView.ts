/**
 * The console's order page: one order with everything operations need, and its staff
 * notes (table `order_notes`, audited as `order.note_add`). The actions stay on their routes (the status steps,
 * assignment, refund, cash balance, photo upload); this view tells the page which the status machine allows now,
 * with each step's money consequence (server/ops/orderSteps), so the page offers only those (the routes refuse
 * the rest anyway).
 */
import { ORDER_TYPE } from '../../lib/constants';
import type { StaffRole } from '../../lib/contracts/ops';
import type { OpsOrderView, OrderNoteView } from '../../lib/contracts/opsOrders';
import { assignmentStatus } from '../../lib/orders';
import { PAISE_PER_RUPEE } from '../../lib/payments';
import { servesArea } from '../../lib/providers';
import { serviceOfOrderType } from '../../lib/services';
import type { Order, Refund } from '../db/schema';
import type { Db } from '../db/types';
import { providerFit, unfitLabel } from '../capacity';
import { ensureOrderRoom, orderHasRoom } from '../chat';
import { notFound } from '../http/errors';
import { listOrderMessages, findOrderById, orderDetails } from '../orders';
import { opsOrderSteps } from './orderSteps';
import { startCodeLockState, DECLINE_AUDIT_ACTION, OFFER_LAPSED_AUDIT_ACTION, activeProvidersOffering, findProvider } from '../providers';
import { recordAudit, type AuditActor } from '../audit/audit';
import { ORDERS_EXPORT_ROLES } from './ordersBoard';
import { maskRecipient } from './outbox';
import { findUserById } from '../users';
import { insertOrderNote, providerAuditLinesOf, refundsOfOrder, staffNotesOf, systemLinesAboutProviders } from './repository/ordersView';

/** The audit action of a staff note. */
export const NOTE_ADD_ACTION = 'order.note_add';

/**
 * The notes of an order, oldest first: the staff's notes with their writer's current name, and each provider's
 * decline with its reason (read from the decline's audit line; the customer's history says only that another
 * professional is being assigned) and each offer that lapsed unanswered, written "<provider name> (provider)".
 */
export async function listOrderNotes(db: Db, orderId: string): Promise<OrderNoteView[]> {
  const [staffNotes, declines, lapses] = await Promise.all([
    staffNotesOf(db, orderId),
    providerAuditLinesOf(db, orderId, DECLINE_AUDIT_ACTION),
    systemLinesAboutProviders(db, orderId, OFFER_LAPSED_AUDIT_ACTION),
  ]);
  const notes = [
    ...staffNotes.map((row) => ({ _id: row.id, text: row.text, staffName: row.staffName, at: row.at })),
    ...declines.map((row) => ({
      _id: row.id,
      text: `Declined the job: ${String(row.after?.reason ?? '')}`,
      staffName: `${row.providerName} (provider)`,
      at: row.at,
    })),
    ...lapses.map((row) => ({
      _id: row.id,
      text: `${String(row.after?.reason ?? 'Did not answer')}: offered to the next free provider`,
      staffName: `${row.providerName} (provider)`,
      at: row.at,
    })),
  ];
  notes.sort((a, b) => a.at.getTime() - b.at.getTime() || a._id.localeCompare(b._id));
  return notes.map((note) => ({ ...note, at: note.at.toISOString() }));
}

/**
 * Adds a staff note to an order and its audit line (`order.note_add`, the note's length only: the text stays
 * in `order_notes`) in one transaction.
 * @throws HttpError 404 unknown order.
 */
export async function addOrderNote(
  db: Db,
  { orderId, staffId, text, now = new Date() }: { orderId: string; staffId: string; text: string; now?: Date },
): Promise<OrderNoteView[]> {
  await db.transaction(async (tx) => {
    const order = await findOrderById(tx, orderId);
    if (!order) throw notFound('Order not found');
    const noteId = await insertOrderNote(tx, { orderId, staffId, text, createdAt: now });
    const actor: AuditActor = { kind: 'staff', staffId };
    await recordAudit(
      tx,
      actor,
      { action: NOTE_ADD_ACTION, entityType: 'order', entityId: orderId, before: null, after: { noteId, length: text.length } },
      now,
    );
  });
  return listOrderNotes(db, orderId);
}

/** A refund with its gateway references for the console. */
function toOpsRefund(refund: Refund): OpsOrderView['refunds'][number] {
  return {
    _id: refund.id,
    amount: refund.amountPaise / PAISE_PER_RUPEE,
    reason: refund.reason,
    note: refund.note,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    bankReference: refund.bankReference,
    flagged: refund.flaggedAt !== null,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
  };
}

/**
 * Active providers who offer the order's service and work in its area (the picker's choices): those free for its
 * job first, then those who cannot take it with the reason (server/capacity providerFit, the rules an assignment
 * checks), each by name.
 */
async function providerChoices(db: Db, order: Order, now: Date) {
  const service = serviceOfOrderType(order.orderType);
  if (!service) return [];
  const area = order.address as { citySlug?: string; pincode?: string };
  const candidates = (await activeProvidersOffering(db, service.key)).filter((p) => servesArea(p, area));
  const fits = await providerFit(db, { orderId: order.id, providerIds: candidates.map((p) => p.id), now });
  return candidates
    .map((p, index) => {
      const reason = fits[index]?.reason ?? null;
      return { _id: p.id, name: p.name, phone: p.phone, unavailable: reason ? unfitLabel(reason) : null };
    })
    .sort((a, b) => Number(a.unavailable !== null) - Number(b.unavailable !== null));
}

/**
 * Everything the console's order page shows of one order (lib/contracts/opsOrders schemaOpsOrderView), as `role`
 * may see it: support sees the customer's phone masked to its last 4 digits, as on the board (ORDERS_EXPORT_ROLES
 * see it whole). `role` is required so that no caller shows whole phones by forgetting it.
 * @throws HttpError 404 unknown order.
 */
export async function opsOrderView(db: Db, orderId: string, role: StaffRole, now = new Date()): Promise<OpsOrderView> {
  const order = await findOrderById(db, orderId);
  if (!order) throw notFound('Order not found');
  const [details, customer, refunds, notes, choices, assigned, chatRoom, lock, messages] = await Promise.all([
    orderDetails(db, order, now),
    findUserById(db, order.userId),
    refundsOfOrder(db, order.id),
    listOrderNotes(db, order.id),
    providerChoices(db, order, now),
    order.providerId ? findProvider(db, order.providerId) : Promise.resolve(null),
    // The order room exists from assignment of a paid order (made here when nobody opened it yet)
    orderHasRoom(order) ? ensureOrderRoom(db, order) : Promise.resolve(null),
    startCodeLockState(db, order.id, now),
    listOrderMessages(db, order.id),
  ]);
  const status = order.status;
  const address = order.address as { name?: string };
  const phone = customer?.phone ?? '';
  const provider = assigned ? { _id: assigned.id, name: assigned.name, phone: assigned.phone } : null;
  return {
    order: details,
    service: serviceOfOrderType(order.orderType)?.key ?? String(order.orderType),
    customer: { name: customer?.name || address.name || '', phone: ORDERS_EXPORT_ROLES.includes(role) ? phone : maskRecipient(phone) },
    refunds: refunds.map(toOpsRefund),
    notes,
    provider,
    providerChoices: choices,
    steps: opsOrderSteps(order, now),
    canAssign: assignmentStatus(status) !== null,
    refundable: order.amountPaid - order.amountRefunded,
    // The order's one "left to pay" (0 once it ended), as the customer's screens show it
    unpaid: details.payment.leftToPay.amount,
    photography: order.orderType === ORDER_TYPE.PHOTOGRAPHY,
    chatRoomId: chatRoom?.id ?? null,
    startCodeLock: { wrongTries: lock.wrongTries, lockedUntil: lock.lockedUntil?.toISOString() ?? null },
    customerId: order.userId,
    messages,
  };
}
