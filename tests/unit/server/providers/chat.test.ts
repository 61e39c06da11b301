/**
 * The order room in the partner app: a provider reads and writes the chat of their own paid
 * job; a phone number or an e-mail they type is masked for the customer (and for themselves) until the slot
 * starts, and support sees the original; another provider's job is a 404. PGlite and PostgreSQL.
 */
import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_PHONE } from '../../../../lib/chat/masking';
import { addIstDays, istDate } from '../../../../lib/dates';
import { listMessages } from '../../../../server/chat/messages';
import { orders, staff } from '../../../../server/db/schema';
import { orderStartsAt } from '../../../../lib/orders';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { inboxConversation } from '../../../../server/ops/supportInbox';
import { partnerChat, partnerChatSend } from '../../../../server/providers/chat';
import { assignProvider } from '../../../../server/providers/assignment';
import { makeOrder, makeAvailableProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

let seq = 0;
const clientId = () => `partner-chat-${Date.now()}-${++seq}`;

describeEachDatabase('partner chat', (getDb) => {
  it('lets the assigned provider chat in the order room; their phone number and e-mail are masked for the customer until the slot, support sees them', async () => {
    const db = getDb();
    const now = new Date();
    const provider = await makeAvailableProvider(db, { name: 'Ramesh Kumar' });
    const other = await makeAvailableProvider(db, { name: 'Vikram Singh' });
    const placed = await makeOrder(db, { eventDate: addIstDays(istDate(now), 5), customerPhone: `98111${String(Date.now()).slice(-5)}` });
    const { order } = await assignProvider(db, { orderId: placed.id, providerId: provider.id, actor: SYSTEM_ACTOR, now });
    const [agent] = await db
      .insert(staff)
      .values({ name: 'Sunita Rao', phone: `96${String(Date.now()).slice(-8)}`, role: 'support' })
      .returning();

    const empty = await partnerChat(db, provider.id, order.id, undefined, now);
    expect(empty).toMatchObject({ closed: false, masked: true, messages: [], hasMore: false });
    expect(empty.title).toContain(order.orderNumber);

    const text = 'Call me on 98765 43210 or ramesh@example.com';
    const id = clientId();
    const sent = await partnerChatSend(db, provider.id, order.id, { text, clientId: id }, now);
    expect(sent.created).toBe(true);
    expect(sent.message).toMatchObject({ mine: true, sender: { kind: 'provider', name: 'Ramesh' } });
    expect(sent.message.text).toBe(`Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`);
    // a retried send is the same message
    expect((await partnerChatSend(db, provider.id, order.id, { text, clientId: id }, now)).message.id).toBe(sent.message.id);

    const asCustomer = (await listMessages(db, { kind: 'user', id: order.userId }, empty.roomId, {}, now)).messages.at(-1)!;
    expect(asCustomer.text).toBe(`Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`);
    expect((await inboxConversation(db, agent!.id, empty.roomId, undefined, now)).messages.at(-1)!.text).toBe(text);
    expect((await partnerChat(db, provider.id, order.id, undefined, now)).messages.map((m) => m.text)).toEqual([
      `Call me on ${MASKED_PHONE} or ${MASKED_EMAIL}`,
    ]);
    // from the slot's start, everyone sees the original
    const started = addMinutes(orderStartsAt(order), 1);
    expect((await partnerChat(db, provider.id, order.id, undefined, started)).messages.at(-1)!.text).toBe(text);

    // another provider's job, an unknown job: 404; an unpaid job: no chat
    await expect(partnerChat(db, other.id, order.id, undefined, now)).rejects.toMatchObject({ status: 404 });
    await expect(partnerChatSend(db, other.id, order.id, { text: 'hi', clientId: clientId() }, now)).rejects.toMatchObject({ status: 404 });
    await db.update(orders).set({ amountPaid: 0 }).where(eq(orders.id, order.id));
    await expect(partnerChat(db, provider.id, order.id, undefined, now)).rejects.toMatchObject({ status: 404 });
  });
});
