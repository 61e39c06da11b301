import { MIN_BOOKING_LEAD_HOURS, ORDER_STATUS, ORDER_TYPE, ORDER_TYPE_LABEL, type OrderStatus, type OrderType } from '../../lib/constants';
import { CHEF_SLOTS, DECORATION_SLOTS, findSlot, isChefSlotBookable, slotStart, type Slot } from '../../lib/booking';
import { formatRupees } from '../../lib/format';
import { cancellationRefund, canCustomerCancel, canTransition, CANCELLATION_POLICY, effectiveStatus, statusLabel } from '../../lib/orders';
import {
  chefBill,
  CHEF_SERVICE_HOURS,
  formatQuantity,
  gasBurnersNeeded,
  MIN_ORDER_TOTAL,
  scaleIngredients,
  type BillLine,
} from '../../lib/pricing';
import { cityForPincode } from '../../data/cities';
import { findDishesForOrder } from '../catalog/repository';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { changeOrderStatus, findOrderById, findOrderForUser, insertOrderOnce, listStatusHistory } from './repository';
import type { AddressInput, ChefOrderAdd, OrderStatusUpdate } from './schemas';

/** What the customer keeps ready for a chef (issue 5). */
export interface ChefRequirements {
  appliances: string[];
  gasBurners: number;
  ingredients: { name: string; unit: 'gram' | 'ml' | 'piece'; quantity: number; display: string }[];
  chefHours: number;
}

/** A resolved, served address: the customer's lines plus city and locality from our city data. */
export type ServedAddress = AddressInput & ServedArea;

/** What a customer reads for a pincode we do not serve. */
export const unservedPincodeMessage = (pincode: string) =>
  `Sorry, we do not serve pincode ${pincode} yet. Please check the pincode or message us on WhatsApp.`;

/** Where we serve a pincode: city and locality from our city data. */
export interface ServedArea {
  city: string;
  citySlug: string;
  locality: string;
}

/**
 * Checks that we serve a pincode (issue 5: an unserved pincode gets a clear message before payment).
 * @throws HttpError 400 naming the pincode.
 */
export function servedAreaFor(pincode: string): ServedArea {
  const served = cityForPincode(pincode);
  if (!served) {
    throw new HttpError(400, unservedPincodeMessage(pincode), {
      errors: [{ path: 'address.pincode', message: `We do not serve pincode ${pincode} yet` }],
    });
  }
  return { city: served.city.name, citySlug: served.city.slug, locality: served.locality.name };
}

/** The customer's address lines plus the served city and locality of its pincode. @throws as servedAreaFor */
export function resolveAddress(address: AddressInput): ServedAddress {
  return { ...address, ...servedAreaFor(address.pincode) };
}

/** Slots of an order type. */
export function slotsFor(orderType: OrderType): readonly Slot[] {
  return orderType === ORDER_TYPE.DECORATION ? DECORATION_SLOTS : CHEF_SLOTS;
}

/** Requirements of a set of dishes for a number of people (appliances, gas burners, scaled ingredients). */
export function chefRequirements(dishes: Awaited<ReturnType<typeof findDishesForOrder>>, people: number): ChefRequirements {
  const appliances = [...new Set(dishes.flatMap((d) => d.appliances.map((a) => a.name)))].sort((a, b) => a.localeCompare(b, 'en'));
  const totals = scaleIngredients(
    dishes.map((d) => d.ingredients),
    people,
  );
  return {
    appliances,
    gasBurners: gasBurnersNeeded(dishes.filter((d) => d.needsGasBurner).length),
    ingredients: totals.map((t) => ({ ...t, display: formatQuantity(t.quantity, t.unit) })),
    chefHours: CHEF_SERVICE_HOURS,
  };
}

/**
 * Creates a chef order (issue 5): the server recomputes the bill from the dish ids and people, refuses a
 * total that differs from the one the page showed (409), dates inside 24 hours (400), unserved pincodes
 * (400) and totals under ₹700 (400). Idempotent per user and `Idempotency-Key`.
 * @returns the order and whether this call created it.
 */
export async function createChefOrder(
  db: Db,
  { userId, input, idempotencyKey, now = new Date() }: { userId: string; input: ChefOrderAdd; idempotencyKey?: string; now?: Date },
): Promise<{ order: Order; created: boolean }> {
  const slot = findSlot(CHEF_SLOTS, input.slotId);
  if (!slot) throw new HttpError(400, 'Please choose an arrival time', { errors: [{ path: 'slotId', message: 'Unknown arrival slot' }] });
  let bookable: boolean;
  try {
    bookable = isChefSlotBookable(input.eventDate, slot, now);
  } catch {
    throw new HttpError(400, 'Please choose a valid date', { errors: [{ path: 'eventDate', message: 'Invalid date' }] });
  }
  if (!bookable) {
    throw new HttpError(
      400,
      `Orders can be booked at least ${MIN_BOOKING_LEAD_HOURS} hours in advance. Please choose a later date or time.`,
      {
        errors: [{ path: 'eventDate', message: `At least ${MIN_BOOKING_LEAD_HOURS} hours from now` }],
      },
    );
  }
  const address = resolveAddress(input.address);
  const dishes = await findDishesForOrder(db, input.dishIds);
  if (dishes.length !== new Set(input.dishIds).size) {
    throw new HttpError(400, 'Some dishes are no longer available. Please review your selection.', {
      errors: [{ path: 'dishIds', message: 'Unknown or unavailable dish' }],
    });
  }
  const bill = chefBill({ dishRates: dishes.map((d) => d.dishRate), people: input.people });
  if (!bill.meetsMinimum) {
    throw new HttpError(400, `Total Order amount can not be less than ${formatRupees(MIN_ORDER_TOTAL)}`);
  }
  if (bill.total !== input.expectedTotal) {
    throw new HttpError(409, `The price has changed: your total is now ${formatRupees(bill.total)}. Please review and confirm again.`);
  }
  return insertOrderOnce(db, {
    userId,
    orderType: ORDER_TYPE.CHEF,
    status: ORDER_STATUS.BOOKED,
    eventDate: input.eventDate,
    slot: slot.id,
    peopleCount: input.people,
    address: { ...address },
    items: dishes.map((d) => ({ _id: d.id, name: d.name, dish_rate: d.dishRate, is_dish: d.isDish, needsGasBurner: d.needsGasBurner })),
    bill: { lines: bill.lines },
    total: bill.total,
    advance: bill.advance,
    balance: bill.balance,
    note: input.note,
    requirements: { ...chefRequirements(dishes, input.people) },
    cancellationPolicy: CANCELLATION_POLICY,
    source: input.attribution.source,
    attribution: input.attribution.utm,
    idempotencyKey,
    createdAt: now,
    updatedAt: now,
  });
}

/** When an order's service starts (its slot start in IST). */
export function orderStartsAt(order: Pick<Order, 'eventDate' | 'slot' | 'orderType'>): Date {
  const slot = findSlot(slotsFor(order.orderType as OrderType), order.slot) ?? CHEF_SLOTS[0]!;
  return slotStart(order.eventDate, slot);
}

/** An order as the customer's API shows it (summary fields; `details` adds the rest). */
export function toOrderSummary(order: Order, now: Date) {
  const status = effectiveStatus(order.status as OrderStatus, orderStartsAt(order), now);
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
export type OrderSummary = ReturnType<typeof toOrderSummary>;

/** Everything about one order for its owner: items, address, bill, requirements, policy and history. */
export async function orderDetails(db: Db, order: Order, now: Date) {
  const history = await listStatusHistory(db, order.id);
  const summary = toOrderSummary(order, now);
  return {
    ...summary,
    address: order.address,
    items: order.items,
    bill: { lines: (order.bill as { lines?: BillLine[] }).lines ?? [], total: order.total, advance: order.advance, balance: order.balance },
    requirements: order.requirements,
    note: order.note,
    cancellationPolicy: order.cancellationPolicy,
    refundIfCancelledNow: summary.canCancel ? cancellationRefund(summary.status, order.advance) : 0,
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
export type OrderDetails = Awaited<ReturnType<typeof orderDetails>>;

/**
 * The customer cancels their order (issue 5 policy: full refund of the advance while booked, half once
 * a provider is assigned).
 * @throws HttpError 404 for an unknown or another customer's order; 409 when it can no longer be cancelled.
 */
export async function cancelOrderForUser(
  db: Db,
  { orderId, userId, now = new Date() }: { orderId: string; userId: string; now?: Date },
): Promise<Order> {
  const order = await findOrderForUser(db, orderId, userId);
  if (!order) throw notFound('Order not found');
  const status = effectiveStatus(order.status as OrderStatus, orderStartsAt(order), now);
  if (!canCustomerCancel(status))
    throw new HttpError(409, `This order is ${statusLabel(status).toLowerCase()} and can no longer be cancelled.`);
  const refund = cancellationRefund(status, order.advance);
  const updated = await changeOrderStatus(db, {
    orderId,
    expectedStatus: order.status,
    status: ORDER_STATUS.CANCELLED,
    note: `Cancelled by the customer; ${formatRupees(refund)} of the ${formatRupees(order.advance)} advance to be refunded`,
    now,
    changes: { cancelledAt: now, refundAmount: refund },
  });
  if (!updated) throw new HttpError(409, 'This order changed just now. Please refresh and try again.');
  return updated;
}

/**
 * Operations move an order along the allowed transitions (accepting assigns the provider).
 * @throws HttpError 404 unknown order; 409 impossible transition; 400 accepting without a provider.
 */
export async function updateOrderStatusByOps(
  db: Db,
  { input, now = new Date() }: { input: OrderStatusUpdate; now?: Date },
): Promise<Order> {
  const order = await findOrderById(db, input._id);
  if (!order) throw notFound('Order not found');
  const from = order.status as OrderStatus;
  const to = input.status as OrderStatus;
  if (!canTransition(from, to)) throw new HttpError(409, `An order cannot go from ${statusLabel(from)} to ${statusLabel(to)}.`);
  if (to === ORDER_STATUS.ACCEPTED && !input.executor) {
    throw new HttpError(400, 'Accepting an order needs the assigned provider', {
      errors: [{ path: 'executor', message: 'Required when accepting' }],
    });
  }
  const changes: Partial<Order> = {};
  if (input.executor) changes.executor = input.executor;
  if (to === ORDER_STATUS.CANCELLED) Object.assign(changes, { cancelledAt: now, refundAmount: order.advance });
  const updated = await changeOrderStatus(db, {
    orderId: order.id,
    expectedStatus: from,
    status: to,
    note: input.note ?? statusLabel(to),
    now,
    changes,
  });
  if (!updated) throw new HttpError(409, 'This order changed just now. Please refresh and try again.');
  return updated;
}
