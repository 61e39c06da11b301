import { schemaOrderItem, type OrderDetails, type OrderSummary } from '../../lib/contracts/orders';
import type { OrderPayment } from '../../lib/contracts/payments';
import {
  amountDue,
  leftToPay,
  ORDER_PAYMENT_STATUS_LABEL,
  PAISE_PER_RUPEE,
  REFUND_STATUS_LABEL,
  type CoHostMoney,
  type PaymentKind,
  type RefundReason,
} from '../../lib/payments';
import { cancellationMeter, type CancellationMeter } from '../../lib/cancellationMeter';
import { findSlot, slotsForOrderType } from '../../lib/booking';
import { ORDER_TYPE, ORDER_TYPE_LABEL, type OrderStatus } from '../../lib/constants';
import { billAsPaid } from '../../lib/pricing';
import { cancellationRefund, canCustomerCancel, effectiveStatus, heldAmount, orderStartsAt, statusLabel } from '../../lib/orders';
import { firstName } from '../../lib/split';
import type { Order, Payment, Refund } from '../db/schema';
import type { Db } from '../db/types';
import { favouriteLimitOf } from '../../lib/gallery';
import { foodOrderFacts } from './food';
import { headcountSyncOffer } from './headcountSync';
import { inviteHeadcountOf } from './inviteHeadcount';
import { orderTipView } from './tipView';
import {
  listOrderPayments,
  listOrderRefunds,
  listPendingHostAttempts,
  listStatusHistory,
  orderForUser,
  type StatusChange,
} from './repository';
import { customerProviderFields } from './providerView';

/** The photography facts of an order page, its edited photos counting the extra ones bought. */
function photographyFacts(order: Order): OrderDetails['photography'] {
  const facts = order.orderType === ORDER_TYPE.PHOTOGRAPHY ? (order.details as OrderDetails['photography']) : null;
  return facts ? { ...facts, editedPhotos: favouriteLimitOf(order) } : null;
}

/** Slots of an order type (lib/booking, shared with the providers' job windows). */
const slotsFor = slotsForOrderType;

/** The status a customer sees now (a long-past booked order reads as expired). */
export function currentStatus(order: Order, now: Date): OrderStatus {
  return effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
}

/** A payment started at the gateway whose outcome the bank has not confirmed (whole rupees). */
export type ConfirmingPayment = NonNullable<OrderPayment['confirming']>;

/**
 * The payments of `orderIds` that the customer made and the bank has not confirmed yet (their attempt is
 * `pending`; at most one open attempt an order), by order id. One query for a whole list.
 */
export async function confirmingPayments(db: Db, orderIds: readonly string[]): Promise<Map<string, ConfirmingPayment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await listPendingHostAttempts(db, orderIds);
  return new Map(rows.map((row) => [row.orderId, { kind: row.kind, amount: Math.round(row.amountPaise / PAISE_PER_RUPEE) }]));
}

/**
 * What co-hosts paid of an order and what went back to them (lib/payments CoHostMoney, first names only),
 * from its payments (each with the name of the co-host whose share it paid, or null for the host's) and refunds.
 */
export function coHostMoneyOf(
  received: readonly { payment: Pick<Payment, 'id' | 'amountPaise' | 'status'>; shareName: string | null }[],
  refunds: readonly Pick<Refund, 'paymentId' | 'amountPaise'>[],
): CoHostMoney[] {
  const byName = new Map<string, CoHostMoney>();
  for (const { payment, shareName } of received) {
    if (shareName === null || payment.status !== 'captured') continue;
    const name = firstName(shareName) || 'Co-host';
    const entry = byName.get(name) ?? { name, paid: 0, refunded: 0 };
    entry.paid += Math.round(payment.amountPaise / PAISE_PER_RUPEE);
    entry.refunded += Math.round(
      refunds.filter((refund) => refund.paymentId === payment.id).reduce((sum, refund) => sum + refund.amountPaise, 0) / PAISE_PER_RUPEE,
    );
    byName.set(name, entry);
  }
  return [...byName.values()];
}

/**
 * The payment side of an order beside its status, with the payment being confirmed, if any, and
 * its one "left to pay" (lib/payments leftToPay) with the co-hosts' part when known (`coHosts`).
 */
export function toOrderPayment(
  order: Order,
  now: Date,
  confirming: ConfirmingPayment | null = null,
  coHosts: readonly CoHostMoney[] = [],
): OrderPayment {
  const status = order.paymentStatus;
  return {
    status,
    label: ORDER_PAYMENT_STATUS_LABEL[status] ?? status,
    paidAmount: order.amountPaid,
    refundedAmount: order.amountRefunded,
    due: amountDue(
      {
        status: order.status,
        total: order.total,
        advance: order.advance,
        amountPaid: order.amountPaid,
        amountRefunded: order.amountRefunded,
      },
      orderStartsAt(order),
      now,
    ),
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    confirming,
    leftToPay: leftToPay(
      { status: order.status, total: order.total, amountPaid: order.amountPaid, amountRefunded: order.amountRefunded },
      { coHosts, pending: confirming?.amount ?? 0 },
    ),
  };
}

/** A payment received as the order page and receipts show it (whole rupees). */
export function toPaymentView(payment: Payment) {
  return {
    _id: payment.id,
    receiptNumber: payment.receiptNumber,
    kind: payment.kind as PaymentKind,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    // rupees; a refunded capture of an odd amount keeps its paise
    amount: payment.amountPaise / PAISE_PER_RUPEE,
    method: payment.method,
    status: payment.status as 'captured' | 'duplicate',
    paidAt: payment.capturedAt.toISOString(),
  };
}

/** A refund as the order page shows it (whole rupees). */
export function toRefundView(refund: Refund) {
  return {
    _id: refund.id,
    amount: refund.amountPaise / PAISE_PER_RUPEE,
    reason: refund.reason as RefundReason,
    status: refund.status,
    statusLabel: REFUND_STATUS_LABEL[refund.status],
    bankReference: refund.bankReference,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
  };
}

/** An order as the customer's list shows it (the route's contract keeps only the public fields). */
export function toOrderSummary(
  order: Order,
  now: Date,
  confirming: ConfirmingPayment | null = null,
  coHosts: readonly CoHostMoney[] = [],
): OrderSummary & { status: OrderStatus } {
  const status = currentStatus(order, now);
  const slot = findSlot(slotsFor(order.orderType), order.slot);
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    service: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    status,
    statusLabel: statusLabel(status),
    eventDate: order.eventDate,
    slot: { id: order.slot, label: slot?.label ?? order.slot },
    people: order.peopleCount,
    total: order.total,
    advance: order.advance,
    balance: order.balance,
    canCancel: canCustomerCancel(status),
    payment: toOrderPayment(order, now, confirming, coHosts),
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * The stored items of an order (jsonb, written by the booking functions) in the shape of the order contract
 * (schemaOrderItem), so that an item stored without an id or with an ill-typed field still shows instead of
 * failing the whole answer: an item without `_id` gets `<order id>:<index>`, one without a name "Item <n>",
 * and an optional field of the wrong type is left out. Every booking stores `_id` and `name`; older or
 * hand-made rows (ops fixes, imports) may not, and the owner must still see their order.
 */
export function orderItemsForView(order: Pick<Order, 'id' | 'items'>): OrderDetails['items'] {
  const stored: unknown[] = Array.isArray(order.items) ? order.items : [];
  return stored.map((raw, index) => {
    const item = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const id = typeof item._id === 'string' && item._id !== '' ? item._id : `${order.id}:${index}`;
    const name = typeof item.name === 'string' && item.name.trim() !== '' ? item.name : `Item ${index + 1}`;
    const parsed = schemaOrderItem.safeParse({ ...item, _id: id, name });
    if (parsed.success) return parsed.data;
    // keep the fields that are right and drop the ones that are not
    const kept = Object.fromEntries(
      Object.entries(schemaOrderItem.shape).flatMap(([key, field]) =>
        key in item && field.safeParse(item[key]).success ? [[key, item[key]]] : [],
      ),
    );
    return schemaOrderItem.parse({ ...kept, _id: id, name });
  });
}

/**
 * Everything about one order for its owner, from the order and its status history (oldest first) as
 * already read: items, address, bill, requirements, policy and history. No I/O, so a booking can answer
 * from what its transaction returned. The jsonb columns are passed as stored; the route's contract
 * (schemaOrderDetails) checks and trims them.
 */
export function toOrderDetails(
  order: Order,
  history: readonly StatusChange[],
  now: Date,
  money: {
    payments: readonly Payment[];
    refunds: readonly Refund[];
    confirming?: ConfirmingPayment | null;
    /** Payment id -> the name of the co-host whose share that payment paid. */
    shareNames?: ReadonlyMap<string, string>;
  } = {
    payments: [],
    refunds: [],
  },
): OrderDetails {
  const coHosts = coHostMoneyOf(
    money.payments.map((payment) => ({ payment, shareName: money.shareNames?.get(payment.id) ?? null })),
    money.refunds,
  );
  const summary = toOrderSummary(order, now, money.confirming ?? null, coHosts);
  const refundNow = summary.canCancel
    ? cancellationRefund({
        status: summary.status,
        startsAt: orderStartsAt(order),
        now,
        advance: order.advance,
        paid: order.amountPaid,
      })
    : { advancePercent: 0, amount: 0 };
  return {
    ...summary,
    address: order.address as OrderDetails['address'],
    items: orderItemsForView(order),
    bill: {
      // the bill reads the one "left to pay" (what co-hosts paid, a refund instead of a balance once ended)
      lines: billAsPaid((order.bill as { lines?: OrderDetails['bill']['lines'] }).lines ?? [], order, summary.payment.leftToPay),
      total: order.total,
      advance: order.advance,
      balance: order.balance,
    },
    requirements: order.requirements as OrderDetails['requirements'],
    food: foodOrderFacts(order),
    photography: photographyFacts(order),
    note: order.note,
    business: order.businessGstin ? { name: order.businessName ?? '', gstin: order.businessGstin } : null,
    cancellationPolicy: order.cancellationPolicy,
    refundIfCancelledNow: Math.min(refundNow.amount, order.amountPaid - order.amountRefunded),
    refundPercentIfCancelledNow: refundNow.advancePercent,
    refundAmount: order.cancellationRefund,
    payments: money.payments.map((payment) => ({
      ...toPaymentView(payment),
      // whose share a co-host's payment was (their first name only, never their phone)
      shareOf: firstName(money.shareNames?.get(payment.id)) || null,
    })),
    refunds: money.refunds.map(toRefundView),
    executor: order.executor,
    source: order.source,
    history: history.map((h) => ({
      status: h.status,
      statusLabel: statusLabel(h.status),
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    cancellation: orderCancellationMeter(order, now),
  };
}

/**
 * The live cancellation meter of an order at `now` (lib/cancellationMeter, the refund table of the
 * cancel route), or null once the customer can no longer cancel it.
 */
export function orderCancellationMeter(order: Order, now: Date): CancellationMeter | null {
  return cancellationMeter(
    {
      status: order.status,
      startsAt: orderStartsAt(order),
      advance: order.advance,
      paid: order.amountPaid,
      refunded: order.amountRefunded,
    },
    now,
  );
}

/** Everything about one order for its owner (toOrderDetails), its history, payments and refunds read from `db`. */
export async function orderDetails(db: Db, order: Order, now: Date): Promise<OrderDetails> {
  const [history, received, refunds, confirming] = await Promise.all([
    listStatusHistory(db, order.id),
    listOrderPayments(db, order.id),
    listOrderRefunds(db, order.id),
    confirmingPayments(db, [order.id]),
  ]);
  const payments = received.map((row) => row.payment);
  const shareNames = new Map(received.flatMap((row) => (row.shareName === null ? [] : [[row.payment.id, row.shareName] as const])));
  const details = toOrderDetails(order, history, now, { payments, refunds, confirming: confirming.get(order.id) ?? null, shareNames });
  // the provider's first name and photo, and the start code when it is time
  const [providerFields, inviteGuests] = await Promise.all([customerProviderFields(db, order, now), inviteHeadcountOf(db, order)]);
  // what the invite says beside the booked count, and the sync to it when allowed
  const inviteSync = await headcountSyncOffer(db, order, inviteGuests, now);
  // the tip box after the job (server/payments/tips.ts)
  const tip = orderTipView(order, providerFields.provider?.firstName ?? null, payments);
  return { ...details, ...providerFields, inviteGuests, inviteSync, tip };
}

/**
 * One of the customer's orders with its details.
 * @throws HttpError 404 for an unknown order or another customer's (never telling which).
 */
export async function orderDetailsForUser(db: Db, { orderId, userId, now }: { orderId: string; userId: string; now: Date }) {
  return orderDetails(db, await orderForUser(db, orderId, userId), now);
}
