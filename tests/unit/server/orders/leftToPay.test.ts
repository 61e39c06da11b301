/**
 * One "left to pay" for every screen, on PGlite and PostgreSQL. After a co-host pays a share, the bill,
 * the order page, My Orders' card, the partner app's job, the console and the host's split all show the same amount;
 * a cancelled order shows what is refunded (to the host, and to each co-host) and never a balance, the co-host's page
 * says so too; a completed order keeps its balance after a goodwill refund and takes it online.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schemaOrderDetails, schemaOrderSummary } from '../../../../lib/contracts/orders';
import { schemaSharePublic } from '../../../../lib/contracts/split';
import { ORDER_STATUS } from '../../../../lib/constants';
import { orders, type Order, type User } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { opsOrderView } from '../../../../server/ops/ordersView';
import { cancellationMessage, cancelOrder, coHostRefunds } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { listOrdersForUser } from '../../../../server/orders/repository';
import { orderDetails, toOrderSummary } from '../../../../server/orders/views';
import { refundByOps } from '../../../../server/payments/refunding';
import { sharePublicByToken } from '../../../../server/payments/sharePayments';
import { splitForHost } from '../../../../server/payments/splits';
import { toProviderJob } from '../../../../server/providers/jobsView';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, payShareInSandbox, shareTokenSentTo, splitInTwo, testPaymentDeps } from '../../../helpers/payments';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Two and a half days before the orders' start (23 Nov 2026 19:00 IST): a split is still allowed. */
const NOW = new Date('2026-11-21T05:00:00+05:30');
const CO_HOST_PHONE = '9876531001';

type Deps = ReturnType<typeof testPaymentDeps>;

/** A booked chef order with its advance paid by the host. */
async function bookedOrder(db: Db, phone: string) {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 6), 35), now: NOW });
  const deps = testPaymentDeps(db, NOW);
  await payInSandbox(db, deps, { user, orderId: order.id });
  return { user, orderId: order.id, deps };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The host splits the balance with Priya (`first` rupees) and Amit (the rest); Priya pays her share from her link. */
async function coHostPays(db: Db, deps: Deps, user: User, orderId: string, first: number) {
  const order = await orderRow(db, orderId);
  const balance = order.total - order.amountPaid;
  await splitInTwo(db, NOW, {
    userId: user.id,
    orderId,
    balance,
    first,
    cohosts: [
      { name: 'Priya Sharma', phone: CO_HOST_PHONE },
      { name: 'Amit Verma', phone: '9876531002' },
    ],
  });
  const token = await shareTokenSentTo(db, CO_HOST_PHONE);
  await payShareInSandbox(db, deps, token);
  return { balance, token };
}

/** Every "left to pay" a screen shows of the order, read as each route answers. */
async function everyFigure(db: Db, user: User, orderId: string) {
  const order = await orderRow(db, orderId);
  const page = schemaOrderDetails.parse(await orderDetails(db, order, NOW));
  const [listed] = (await listOrdersForUser(db, user.id)).filter((row) => row.id === orderId);
  const card = schemaOrderSummary.parse(toOrderSummary(listed!, NOW));
  const job = toProviderJob(order, NOW);
  const ops = await opsOrderView(db, orderId, 'admin', NOW);
  const split = await splitForHost(db, { orderId, userId: user.id, now: NOW });
  return {
    page: page.payment.leftToPay.amount,
    bill: page.bill.lines.find((line) => line.kind === 'balance')?.amount ?? null,
    card: card.payment.leftToPay.amount,
    job: job.billLines.find((line) => line.label.startsWith('Balance to pay'))?.amount ?? null,
    console: ops.unpaid,
    consoleBill: ops.order.bill.lines.find((line) => line.kind === 'balance')?.amount ?? null,
    split: split.balance,
    details: page,
  };
}

describeEachDatabase('one "left to pay" for every screen', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('shows the same amount everywhere once a co-host paid a share: the bill, order page, card, partner job, console and split', async () => {
    const db = getDb();
    const { user, orderId, deps } = await bookedOrder(db, '9833431001');
    const { balance } = await coHostPays(db, deps, user, orderId, 875);
    const left = balance - 875;
    const { details, ...figures } = await everyFigure(db, user, orderId);
    expect(figures).toEqual({ page: left, bill: left, card: left, job: left, console: left, consoleBill: left, split: left });
    expect(details.payment.leftToPay).toMatchObject({ paid: (await orderRow(db, orderId)).amountPaid, ended: false, pending: 0 });
    expect(details.payment.leftToPay.coHosts).toEqual([{ name: 'Priya', paid: 875, refunded: 0 }]);
    expect(details.bill.lines.find((line) => line.kind === 'paid')).toEqual({ kind: 'paid', label: 'Balance paid so far', amount: 875 });
  });

  it("tells the host what returns to them and to the co-host on cancellation; no screen shows a balance, the co-host's page shows the refund", async () => {
    const db = getDb();
    const { user, orderId, deps } = await bookedOrder(db, '9833431002');
    const { token } = await coHostPays(db, deps, user, orderId, 1027);
    const cancellation = await cancelOrder(db, deps, { orderId, cause: 'provider' });
    const order = cancellation.order;
    const host = cancellation.refundAmount - 1027;
    expect(host).toBeGreaterThan(0);
    const coHosts = await coHostRefunds(db, cancellation.refunds);
    expect(coHosts).toEqual([{ name: 'Priya', amount: 1027 }]);
    const message = cancellationMessage(cancellation, coHosts);
    expect(message).toBe(
      `Your order ${order.orderNumber} is cancelled. ₹${host.toLocaleString('en-IN')} has been refunded to your original payment method, and ₹1,027 to Priya for the share they paid; banks take up to 5-7 working days to show it.`,
    );
    expect(message).not.toContain(`₹${cancellation.refundAmount.toLocaleString('en-IN')}`);

    const { details, ...figures } = await everyFigure(db, user, orderId);
    expect(figures).toMatchObject({ page: 0, bill: null, card: 0, console: 0, consoleBill: null, split: 0 });
    expect(details.payment.leftToPay).toMatchObject({ amount: 0, ended: true, refunded: cancellation.refundAmount });
    expect(details.payment.leftToPay.coHosts).toEqual([{ name: 'Priya', paid: 1027, refunded: 1027 }]);
    expect(details.bill.lines.at(-1)).toEqual({ kind: 'refunded', label: 'Refunded', amount: cancellation.refundAmount });
    expect(JSON.stringify(details.bill.lines)).not.toMatch(/Balance to pay/);
    expect(details.payment.due).toBeNull();

    const share = schemaSharePublic.parse(await sharePublicByToken(db, token, NOW));
    expect(share).toMatchObject({ status: 'paid', orderEnded: true, refunded: 1027, refundState: 'processed', payable: false });
  });

  it('keeps the balance still owed on a completed order after a goodwill refund, and takes it online', async () => {
    const db = getDb();
    const { user, orderId, deps } = await bookedOrder(db, '9833431003');
    // the provider came and completed the job; the balance was not collected
    await db.update(orders).set({ status: ORDER_STATUS.COMPLETED }).where(eq(orders.id, orderId));
    await refundByOps(db, deps, { orderId, amount: 100, note: 'Late arrival', key: 'late-1' });
    const order = await orderRow(db, orderId);
    const owed = order.total - order.amountPaid;
    const after = testPaymentDeps(db, new Date('2026-11-24T10:00:00+05:30'));
    const page = schemaOrderDetails.parse(await orderDetails(db, order, after.now));
    expect(page.payment.status).toBe('partly_refunded');
    expect(page.payment.leftToPay).toMatchObject({ amount: owed, refunded: 100, ended: false });
    expect(page.payment.due).toEqual({ kind: 'balance', amount: owed });
    expect(schemaOrderSummary.parse(toOrderSummary(order, after.now)).payment.due).toEqual({ kind: 'balance', amount: owed });

    await payInSandbox(db, after, { user, orderId, kind: 'balance' });
    const paid = await orderRow(db, orderId);
    expect(paid.amountPaid).toBe(order.total);
    expect((await orderDetails(db, paid, after.now)).payment.leftToPay.amount).toBe(0);
  });
});

describe("the host's cancellation message with co-hosts", () => {
  const cancellation = (refundAmount: number) => ({
    order: { orderNumber: 'PS-ABC234' } as Order,
    refundAmount,
    refundStatus: 'pending' as const,
    refunds: [],
  });

  it('keeps the one-payer message when no co-host paid, and names every co-host with their own refund', () => {
    expect(cancellationMessage(cancellation(1409))).toBe(
      'Your order PS-ABC234 is cancelled. ₹1,409 will be refunded to your original payment method; banks take up to 5-7 working days to show it.',
    );
    expect(
      cancellationMessage(cancellation(2000), [
        { name: 'Priya', amount: 500 },
        { name: 'Amit', amount: 700 },
      ]),
    ).toBe(
      'Your order PS-ABC234 is cancelled. ₹800 will be refunded to your original payment method, and ₹500 to Priya and ₹700 to Amit for the shares they paid; banks take up to 5-7 working days to show it.',
    );
  });

  it("says nothing goes back to the host when the whole refund is the co-hosts'", () => {
    expect(cancellationMessage(cancellation(1027), [{ name: 'Priya', amount: 1027 }])).toBe(
      'Your order PS-ABC234 is cancelled. Nothing is refunded to you; ₹1,027 will be refunded to Priya for the share they paid; banks take up to 5-7 working days to show it.',
    );
  });
});
