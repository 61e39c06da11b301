import type { OrderDetails, OrderSummary } from '../../lib/contracts/orders';
import { CHEF_SLOTS, DECORATION_SLOTS, findSlot, slotStart, type Slot } from '../../lib/booking';
import { ORDER_TYPE, ORDER_TYPE_LABEL, type OrderStatus, type OrderType } from '../../lib/constants';
import { cancellationRefund, canCustomerCancel, effectiveStatus, statusLabel } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findOrderForUser, listStatusHistory, type StatusChange } from './repository';

/** Slots of an order type. */
function slotsFor(orderType: OrderType): readonly Slot[] {
  return orderType === ORDER_TYPE.DECORATION ? DECORATION_SLOTS : CHEF_SLOTS;
}

/** When an order's service starts (its slot start in IST). */
function orderStartsAt(order: Pick<Order, 'eventDate' | 'slot' | 'orderType'>): Date {
  const slot = findSlot(slotsFor(order.orderType as OrderType), order.slot) ?? CHEF_SLOTS[0]!;
  return slotStart(order.eventDate, slot);
}

/** The status a customer sees now (a long-past booked order reads as expired). */
export function currentStatus(order: Order, now: Date): OrderStatus {
  return effectiveStatus(order.status as OrderStatus, orderStartsAt(order), now);
}

/** An order as the customer's list shows it (the route's contract keeps only the public fields). */
export function toOrderSummary(order: Order, now: Date): OrderSummary {
  const status = currentStatus(order, now);
  const slot = findSlot(slotsFor(order.orderType as OrderType), order.slot);
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    service: ORDER_TYPE_LABEL[order.orderType as OrderType] ?? 'Party service',
    status,
    statusLabel: statusLabel(status),
    eventDate: order.eventDate,
    slot: { id: order.slot, label: slot?.label ?? order.slot },
    people: order.peopleCount,
    total: order.total,
    advance: order.advance,
    balance: order.balance,
    canCancel: canCustomerCancel(status),
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Everything about one order for its owner, from the order and its status history (oldest first) as
 * already read: items, address, bill, requirements, policy and history. No I/O, so a booking can answer
 * from what its transaction returned. The jsonb columns are passed as stored; the route's contract
 * (schemaOrderDetails) checks and trims them.
 */
export function toOrderDetails(order: Order, history: readonly StatusChange[], now: Date): OrderDetails {
  const summary = toOrderSummary(order, now);
  return {
    ...summary,
    address: order.address as OrderDetails['address'],
    items: order.items as OrderDetails['items'],
    bill: {
      lines: (order.bill as { lines?: OrderDetails['bill']['lines'] }).lines ?? [],
      total: order.total,
      advance: order.advance,
      balance: order.balance,
    },
    requirements: order.requirements as OrderDetails['requirements'],
    note: order.note,
    cancellationPolicy: order.cancellationPolicy,
    refundIfCancelledNow: summary.canCancel ? cancellationRefund(summary.status as OrderStatus, order.advance) : 0,
    refundAmount: order.refundAmount,
    executor: order.executor,
    source: order.source,
    history: history.map((h) => ({
      status: h.status,
      statusLabel: statusLabel(h.status as OrderStatus),
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
  };
}

/** Everything about one order for its owner (toOrderDetails), its history read from `db`. */
export async function orderDetails(db: Db, order: Order, now: Date): Promise<OrderDetails> {
  return toOrderDetails(order, await listStatusHistory(db, order.id), now);
}

/**
 * One of the customer's orders with its details.
 * @throws HttpError 404 for an unknown order or another customer's (never telling which).
 */
export async function orderDetailsForUser(db: Db, { orderId, userId, now }: { orderId: string; userId: string; now: Date }) {
  const order = await findOrderForUser(db, orderId, userId);
  if (!order) throw notFound('Order not found');
  return orderDetails(db, order, now);
}
