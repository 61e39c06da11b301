import { addHours, addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../lib/constants';
import {
  PAISE_PER_RUPEE,
  PAYMENT_CURRENCY,
  RECONCILE_FIRST_CHECK_SECONDS,
  RECONCILE_MAX_INTERVAL_SECONDS,
  amountDue,
  leftToPay,
  ORDER_PAYMENT_STATUS_LABEL,
  orderPaymentStatus,
  reconcileDelaySeconds,
  toPaise,
  toRupees,
  type OrderMoney,
} from '../../../lib/payments';

// a ₹1,263 chef booking with its 20% advance of ₹253.
const total = 1263;
const advance = 253;
const money = (status: OrderMoney['status'], amountPaid: number, amountRefunded = 0): OrderMoney => ({
  status,
  total,
  advance,
  amountPaid,
  amountRefunded,
});

describe('payment constants', () => {
  it('charges INR, 100 paise a rupee, first reconcile check after 120 s and at most every 1,800 s', () => {
    expect(PAYMENT_CURRENCY).toBe('INR');
    expect(PAISE_PER_RUPEE).toBe(100);
    expect(RECONCILE_FIRST_CHECK_SECONDS).toBe(120);
    expect(RECONCILE_MAX_INTERVAL_SECONDS).toBe(1800);
  });
});

// prices are whole rupees, the gateways take integer paise.
describe('toPaise', () => {
  it('converts ₹253 to 25,300 paise and ₹0 to 0', () => {
    expect(toPaise(253)).toBe(25_300);
    expect(toPaise(0)).toBe(0);
  });

  it.each([1.5, -1, Number.NaN])('throws RangeError for %d rupees', (rupees) => {
    expect(() => toPaise(rupees)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it('converts 25,300 paise to ₹253 and 0 to 0', () => {
    expect(toRupees(25_300)).toBe(253);
    expect(toRupees(0)).toBe(0);
  });

  it.each([150, -100, 1.5, Number.NaN])('throws RangeError for %d paise (not a non-negative whole number of rupees)', (paise) => {
    expect(() => toRupees(paise)).toThrow(RangeError);
  });

  it('round-trips toRupees(toPaise(x)) === x for whole rupees', () => {
    for (const rupees of [0, 1, 253, 1263, 10_000_000]) expect(toRupees(toPaise(rupees))).toBe(rupees);
  });
});

// the payment state shown beside the order status.
describe('orderPaymentStatus', () => {
  it("returns 'awaiting_payment' for an order awaiting payment (5) with nothing paid", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.AWAITING_PAYMENT, 0))).toBe('awaiting_payment');
  });

  it("returns 'balance_due' for a booked or accepted order with only the advance paid", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.BOOKED, advance))).toBe('balance_due');
    expect(orderPaymentStatus(money(ORDER_STATUS.ACCEPTED, advance))).toBe('balance_due');
  });

  it("never says 'balance_due' for an order that ended: a cancelled or expired order that kept its advance is 'advance_kept'", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, advance))).toBe('advance_kept');
    expect(orderPaymentStatus(money(ORDER_STATUS.EXPIRED, advance))).toBe('advance_kept');
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, advance + 100))).toBe('advance_kept');
    expect(ORDER_PAYMENT_STATUS_LABEL.advance_kept).toBe('Advance kept');
  });

  it("returns 'paid' when the amount paid covers the total", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.BOOKED, total))).toBe('paid');
    expect(orderPaymentStatus(money(ORDER_STATUS.COMPLETED, total))).toBe('paid');
    expect(orderPaymentStatus(money(ORDER_STATUS.BOOKED, total + 1))).toBe('paid');
  });

  it("returns 'refunded' when refunded >= paid > 0, whatever the status", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, advance, advance))).toBe('refunded');
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, total, total))).toBe('refunded');
    expect(orderPaymentStatus(money(ORDER_STATUS.EXPIRED, advance, advance))).toBe('refunded');
    expect(orderPaymentStatus(money(ORDER_STATUS.BOOKED, advance, advance))).toBe('refunded');
  });

  it("returns 'partly_refunded' when 0 < refunded < paid", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, advance, 127))).toBe('partly_refunded');
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, total, 127 + 1010))).toBe('partly_refunded');
    expect(orderPaymentStatus(money(ORDER_STATUS.BOOKED, total, 1))).toBe('partly_refunded');
  });

  it("returns 'unpaid' for a cancelled or expired order with nothing paid", () => {
    expect(orderPaymentStatus(money(ORDER_STATUS.CANCELLED, 0))).toBe('unpaid');
    expect(orderPaymentStatus(money(ORDER_STATUS.EXPIRED, 0))).toBe('unpaid');
  });
});

// what the customer can pay online now.
describe('amountDue', () => {
  const startsAt = new Date('2026-11-23T19:00:00+05:30');
  const now = addHours(startsAt, -30);

  it('returns the advance minus what was paid for an order awaiting payment (5)', () => {
    expect(amountDue(money(ORDER_STATUS.AWAITING_PAYMENT, 0), startsAt, now)).toEqual({ kind: 'advance', amount: advance });
    expect(amountDue(money(ORDER_STATUS.AWAITING_PAYMENT, 100), startsAt, now)).toEqual({ kind: 'advance', amount: advance - 100 });
  });

  it('returns the balance (total - paid) for a booked order with the advance paid and the start ahead', () => {
    expect(amountDue(money(ORDER_STATUS.BOOKED, advance), startsAt, now)).toEqual({ kind: 'balance', amount: total - advance });
    expect(amountDue(money(ORDER_STATUS.BOOKED, advance), startsAt, addMinutes(startsAt, -1))).toEqual({
      kind: 'balance',
      amount: total - advance,
    });
  });

  it('returns null for a booked order fully paid', () => {
    expect(amountDue(money(ORDER_STATUS.BOOKED, total), startsAt, now)).toBeNull();
  });

  it('returns null for a booked order at the start and after it', () => {
    expect(amountDue(money(ORDER_STATUS.BOOKED, advance), startsAt, startsAt)).toBeNull();
    expect(amountDue(money(ORDER_STATUS.BOOKED, advance), startsAt, addMinutes(startsAt, 1))).toBeNull();
  });

  it.each([ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED, ORDER_STATUS.IN_PROGRESS])(
    'returns null for status %i, with the advance paid or nothing paid',
    (status) => {
      expect(amountDue(money(status, advance), startsAt, now)).toBeNull();
      expect(amountDue(money(status, 0), startsAt, now)).toBeNull();
    },
  );

  // the provider of a completed order has left: its balance is paid online, whenever
  it('returns the balance still owed on a completed order, after its start too, and null once it is paid', () => {
    const after = addHours(startsAt, 30);
    expect(amountDue(money(ORDER_STATUS.COMPLETED, advance), startsAt, after)).toEqual({ kind: 'balance', amount: total - advance });
    // a goodwill refund does not pay the balance
    expect(amountDue(money(ORDER_STATUS.COMPLETED, advance, 15), startsAt, after)).toEqual({ kind: 'balance', amount: total - advance });
    expect(amountDue(money(ORDER_STATUS.COMPLETED, total), startsAt, after)).toBeNull();
  });
});

// the one "left to pay" every screen reads.
describe('leftToPay', () => {
  it('is the total less what was paid, with what it is made of; a goodwill refund does not pay it', () => {
    const coHosts = [{ name: 'Priya', paid: 500, refunded: 0 }];
    expect(leftToPay(money(ORDER_STATUS.BOOKED, advance + 500), { coHosts, pending: 200 })).toEqual({
      amount: total - advance - 500,
      total,
      paid: advance + 500,
      refunded: 0,
      coHosts,
      pending: 200,
      ended: false,
    });
    expect(leftToPay(money(ORDER_STATUS.COMPLETED, advance, 15)).amount).toBe(total - advance);
    expect(leftToPay(money(ORDER_STATUS.COMPLETED, total)).amount).toBe(0);
    expect(leftToPay(money(ORDER_STATUS.AWAITING_PAYMENT, 0)).amount).toBe(total);
  });

  it.each([ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED])('is 0 for an order that ended (status %i), with what was refunded', (status) => {
    expect(leftToPay(money(status, advance, advance))).toMatchObject({ amount: 0, ended: true, paid: advance, refunded: advance });
    expect(leftToPay(money(status, 0)).amount).toBe(0);
  });
});

// the reconciler asks again after 2 minutes, doubling up to every 30 minutes.
describe('reconcileDelaySeconds', () => {
  it.each([
    [0, 120],
    [1, 240],
    [2, 480],
    [3, 960],
    [4, 1800],
    [5, 1800],
    [10, 1800],
    [1000, 1800],
  ])('after %i checks waits %i seconds (capped at 30 minutes)', (checks, seconds) => {
    expect(reconcileDelaySeconds(checks)).toBe(seconds);
  });

  it('doubles a custom first delay of 2 s: 2, 4, 8', () => {
    expect([0, 1, 2].map((checks) => reconcileDelaySeconds(checks, 2))).toEqual([2, 4, 8]);
  });
});
