import { expect, it } from 'vitest';
import { withAvailableProviders } from '../../../helpers/providers';
import { schemaOrderDetails, schemaOrderSummary } from '../../../../lib/contracts/orders';
import { resyncBill } from '../../../../lib/headcountSync';
import { syncHeadcount } from '../../../../server/orders/headcountSync';
import { checkPayment } from '../../../../server/payments/attempts';
import { attachToEvent, inviteEvent, inviteSays } from '../../../helpers/inviteEvents';
import type { Db } from '../../../../server/db/types';
import { createChefOrder } from '../../../../server/orders/chef';
import { listOrdersForUser } from '../../../../server/orders/repository';
import { confirmingPayments, orderDetails, toOrderSummary } from '../../../../server/orders/views';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Two days before the orders' start (23 Nov 2026 19:00 IST). */
const NOW = new Date('2026-11-21T10:00:00+05:30');

async function placed(db: Db, phone: string) {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
  return { user, order };
}

describeEachDatabase('a payment the bank is still confirming', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('shows on its order in My Orders and on the order page, and not on an order without one', async () => {
    const db = getDb();
    const pending = await placed(db, '9833320001');
    const unpaid = await placed(db, '9833320001');
    await payInSandbox(db, testPaymentDeps(db, NOW), { user: pending.user, orderId: pending.order.id, action: 'pending' });

    const confirming = await confirmingPayments(db, [pending.order.id, unpaid.order.id]);
    expect(confirming.get(pending.order.id)).toEqual({ kind: 'advance', amount: pending.order.advance });
    expect(confirming.has(unpaid.order.id)).toBe(false);

    const list = await listOrdersForUser(db, pending.user.id);
    const summaries = list.map((order) => toOrderSummary(order, NOW, confirming.get(order.id) ?? null));
    expect(summaries.find((o) => o._id === pending.order.id)?.payment.confirming).toEqual({
      kind: 'advance',
      amount: pending.order.advance,
    });
    expect(summaries.find((o) => o._id === unpaid.order.id)?.payment.confirming).toBeNull();

    const details = await orderDetails(
      db,
      list.find((o) => o.id === pending.order.id)!,
      NOW,
    );
    expect(details.payment.confirming).toEqual({ kind: 'advance', amount: pending.order.advance });
  });

  // A guest sync's top-up with the bank showed on neither screen (its kind broke the answer's contract)
  it("shows a guest sync's top-up being confirmed on My Orders' card and the order page, through the routes' contracts", async () => {
    const db = getDb();
    const early = new Date('2026-11-21T05:00:00+05:30');
    const { user } = await findOrCreateUserByPhone(db, '9833320002');
    const dishes = await someDishes(db, 4);
    const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(dishes, 20), now: early });
    const deps = testPaymentDeps(db, early);
    await payInSandbox(db, deps, { user, orderId: order.id });
    const event = await inviteEvent(db, user.id);
    await attachToEvent(db, order.id, event.id);
    await inviteSays(db, event.id, 24, early);
    const total = resyncBill({ orderType: 2, dishRates: dishes.map((d) => d.dishRate) }, 24).total;
    const sync = await syncHeadcount(db, deps, { orderId: order.id, userId: user.id, guests: 24, expectedTotal: total });
    await deps.sandbox.act(sync.payment!.providerOrderId!, 'pending');
    await checkPayment(db, deps, { userId: user.id, orderId: order.id, proof: {} });

    const confirming = await confirmingPayments(db, [order.id]);
    const expected = { kind: 'topup', amount: sync.difference };
    const [listed] = await listOrdersForUser(db, user.id);
    const card = schemaOrderSummary.parse(toOrderSummary(listed!, early, confirming.get(order.id) ?? null));
    expect(card.payment.confirming).toEqual(expected);
    expect(card.payment.leftToPay.pending).toBe(sync.difference);
    const page = schemaOrderDetails.parse(await orderDetails(db, listed!, early));
    expect(page.payment.confirming).toEqual(expected);
  });
});
