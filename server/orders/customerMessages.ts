/**
 * Staff messaging the customer about an order (the console's order page). The text is kept in `customer_messages`
 * and the send is audited (`order.customer_message`: the message's id and length, not its text) and queued (job
 * `notify.customer_message`) in one transaction, so a message is either recorded, audited and sent, or none of it.
 * The job sends it through server/notify/notice.ts: WhatsApp first, SMS when WhatsApp does not deliver it, push
 * where the customer has it on, as their booking-message choices allow (a staff message is not one the law
 * requires). Its outbox rows hold the message's id, never its text (the rule of server/notify/sms.ts: the outbox
 * keeps ids, the texts stay with their owner), and the job records what became of it on the message row.
 */
import { and, count, desc, eq, gt, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { CustomerMessageDelivery, CustomerMessageView } from '../../lib/contracts/opsOrders';
import {
  CUSTOMER_MESSAGES_CUSTOMER_LIMITED,
  CUSTOMER_MESSAGES_ORDER_LIMITED,
  CUSTOMER_MESSAGES_PER_CUSTOMER_DAY,
  CUSTOMER_MESSAGES_PER_ORDER_HOUR,
} from '../../lib/opsOrders';
import { orderPagePath } from '../../lib/routes';
import { advisoryXactLock } from '../db/locks';
import { customerMessages, orders, outbox, staff, users } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { deliverNotice, localizedNotice, type NoticeOutcome } from '../notify/notice';
import { greetingIn, notifyT } from '../notify/texts';
import { localeOr } from '../../lib/i18n/locales';
import type { PushSender } from '../notify/push';
import { recordAudit, type AuditActor } from '../audit/audit';
import { findOrderById } from './repository';

/** The WhatsApp template (and SMS notice kind) of a staff message: the customer's name, the order number, the text (last: SMS keeps it whole). */
export const CUSTOMER_MESSAGE_TEMPLATE = 'customer_message';
/** The audit action of a staff message to a customer. */
export const CUSTOMER_MESSAGE_ACTION = 'order.customer_message';

/** The notice key of a message: what makes a retried job send nothing twice. */
const noticeKeyOf = (messageId: string) => `customer-message:${messageId}`;

/**
 * Messages an order page or a customer's record lists at most: the newest ones (each send answers the list, so an
 * order's list never grows without bound).
 */
export const CUSTOMER_MESSAGES_LISTED = 100;

/**
 * The newest CUSTOMER_MESSAGES_LISTED messages with the writer's name and the order number, oldest first, for one
 * order or one customer.
 */
async function listMessages(db: Db, where: SQL): Promise<CustomerMessageView[]> {
  const newest = await db
    .select({ message: customerMessages, staffName: staff.name, orderNumber: orders.orderNumber })
    .from(customerMessages)
    .innerJoin(staff, eq(staff.id, customerMessages.staffId))
    .innerJoin(orders, eq(orders.id, customerMessages.orderId))
    .where(where)
    .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
    .limit(CUSTOMER_MESSAGES_LISTED);
  return newest.reverse().map(({ message, staffName, orderNumber }) => ({
    _id: message.id,
    orderId: message.orderId,
    orderNumber,
    text: message.text,
    staffName,
    at: message.createdAt.toISOString(),
    delivery: message.delivery as CustomerMessageDelivery,
    deliveredBy: message.deliveredBy,
  }));
}

/** The messages staff sent about an order (the newest CUSTOMER_MESSAGES_LISTED), oldest first. */
export function listOrderMessages(db: Db, orderId: string): Promise<CustomerMessageView[]> {
  return listMessages(db, eq(customerMessages.orderId, orderId));
}

/** The messages staff sent a customer about any of their orders (the newest CUSTOMER_MESSAGES_LISTED), oldest first (the customer's record). */
export function listCustomerMessages(db: Db, userId: string): Promise<CustomerMessageView[]> {
  return listMessages(db, eq(customerMessages.userId, userId));
}

const HOUR_MS = 3600_000;

/**
 * Refuses one more message when `where` already counts `limit` messages newer than `windowMs` before `now`
 * (the database counts: the limit holds across instances).
 * @throws HttpError 429 `message`, Retry-After: seconds until the oldest counted message leaves the window.
 */
async function refuseBeyond(db: Db, where: SQL, now: Date, windowMs: number, limit: number, message: string): Promise<void> {
  const [row] = await db
    .select({ n: count(), oldest: min(customerMessages.createdAt) })
    .from(customerMessages)
    .where(and(where, gt(customerMessages.createdAt, new Date(now.getTime() - windowMs))));
  if ((row?.n ?? 0) < limit) return;
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  throw new HttpError(429, message, { headers: { 'Retry-After': String(retryAfter) } });
}

/**
 * Records a staff message to the order's customer, its audit line and its send job, in one transaction.
 * Each costs a WhatsApp or SMS send, so an order takes at most CUSTOMER_MESSAGES_PER_ORDER_HOUR in any hour and a
 * customer CUSTOMER_MESSAGES_PER_CUSTOMER_DAY in any 24 hours (lib/opsOrders.ts), counted in the database under
 * the customer's lock.
 * @param text one line of plain text, 1-500 characters (lib/contracts/opsOrders schemaCustomerMessageCreate).
 * @returns the order's messages, the new one last (`pending` until the job ran).
 * @throws HttpError 404 unknown order; 429 CUSTOMER_MESSAGES_ORDER_LIMITED or CUSTOMER_MESSAGES_CUSTOMER_LIMITED
 *   (Retry-After in seconds), nothing recorded.
 */
export async function sendCustomerMessage(
  db: Db,
  { orderId, staffId, text, now = new Date() }: { orderId: string; staffId: string; text: string; now?: Date },
): Promise<CustomerMessageView[]> {
  await db.transaction(async (tx) => {
    const order = await findOrderById(tx, orderId);
    if (!order) throw notFound('Order not found');
    await advisoryXactLock(tx, `customer-messages:user:${order.userId}`);
    await refuseBeyond(
      tx,
      eq(customerMessages.orderId, orderId),
      now,
      HOUR_MS,
      CUSTOMER_MESSAGES_PER_ORDER_HOUR,
      CUSTOMER_MESSAGES_ORDER_LIMITED,
    );
    await refuseBeyond(
      tx,
      eq(customerMessages.userId, order.userId),
      now,
      24 * HOUR_MS,
      CUSTOMER_MESSAGES_PER_CUSTOMER_DAY,
      CUSTOMER_MESSAGES_CUSTOMER_LIMITED,
    );
    const [message] = await tx
      .insert(customerMessages)
      .values({ orderId, userId: order.userId, staffId, text, createdAt: now })
      .returning({ id: customerMessages.id });
    const actor: AuditActor = { kind: 'staff', staffId };
    await recordAudit(
      tx,
      actor,
      {
        action: CUSTOMER_MESSAGE_ACTION,
        entityType: 'order',
        entityId: orderId,
        before: null,
        // the text stays in customer_messages (it may hold the customer's name or address)
        after: { orderNumber: order.orderNumber, messageId: message!.id, length: text.length },
      },
      now,
    );
    await enqueueJob(tx, {
      name: 'notify.customer_message',
      payload: { messageId: message!.id },
      runAt: now,
      dedupeKey: noticeKeyOf(message!.id),
    });
  });
  return listOrderMessages(db, orderId);
}

/**
 * The job `notify.customer_message`: sends a staff message to the order's customer (see the module comment) and
 * records its delivery on the message row. Idempotent (a retry sends nothing already delivered).
 * @returns the notice's outcome, or null for a message that no longer exists (its order was deleted).
 * @throws only for a database failure (the job is retried).
 */
export async function deliverCustomerMessage(db: Db, messageId: string, pushSender?: PushSender): Promise<NoticeOutcome | null> {
  const [row] = await db
    .select({ message: customerMessages, order: orders, phone: users.phone, language: users.language })
    .from(customerMessages)
    .innerJoin(orders, eq(orders.id, customerMessages.orderId))
    .innerJoin(users, eq(users.id, customerMessages.userId))
    .where(eq(customerMessages.id, messageId))
    .limit(1);
  if (!row) return null;
  const { message, order } = row;
  const key = noticeKeyOf(message.id);
  const outcome = await deliverNotice(
    db,
    { userId: message.userId, phone: row.phone },
    // the staff member's text goes as written; the greeting and the push's title are in the customer's language
    localizedNotice(
      localeOr(row.language),
      (locale) => ({
        placeholders: [greetingIn(order, locale), order.orderNumber, message.text],
        push: {
          title: notifyT(locale)('push.customerMessage.title', { orderNumber: order.orderNumber }),
          body: message.text,
          link: orderPagePath(order.id),
        },
      }),
      {
        key,
        template: CUSTOMER_MESSAGE_TEMPLATE,
        // ids only: the text stays in customer_messages
        payload: { orderId: order.id, orderNumber: order.orderNumber, messageId: message.id },
        topic: 'bookings',
      },
    ),
    pushSender,
  );
  // the text channel that delivered it (WhatsApp, or the SMS fallback), this run or an earlier one
  const [delivered] = await db
    .select({ channel: outbox.channel, status: outbox.status })
    .from(outbox)
    .where(
      and(
        sql`${outbox.payload}->>'noticeKey' = ${key}`,
        inArray(outbox.channel, ['whatsapp', 'sms']),
        inArray(outbox.status, ['sent', 'recorded']),
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const delivery: CustomerMessageDelivery =
    outcome.text === 'already' ? ((delivered?.status as CustomerMessageDelivery) ?? 'sent') : outcome.text;
  await db
    .update(customerMessages)
    .set({ delivery, deliveredBy: delivered?.channel ?? null })
    .where(eq(customerMessages.id, message.id));
  return outcome;
}
