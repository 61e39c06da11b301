/**
 * A reminder 6 hours before each threshold of the cancellation meter ("Full refund until today
 * 18:00, then ₹600 back"), through the outbox, to customers who allowed booking messages; a durable job.
 *
 * One job per order and threshold (`notify.cancellation_reminder`, dedupe key `cancel-reminder:{order}:{threshold}`)
 * is queued when the order is booked (paid) and when a provider is assigned or declines (the thresholds move
 * with the status); it runs 6 hours before its threshold and reads the order again: a cancelled, started or
 * completed order, or a threshold the order no longer has (its status changed), sends nothing, and the order's
 * current threshold is queued instead. Once sent it queues the next threshold. What was sent is read back from
 * the outbox (order and threshold in its payload), so a threshold is reminded once, whatever re-queues it.
 */
import { addHours, addMilliseconds, max } from 'date-fns';
import { and, eq, ne, sql } from 'drizzle-orm';
import { meterUntilText, type CancellationMeter } from '../../lib/cancellationMeter';
import { istDate } from '../../lib/dates';
import { formatDateTime, formatRupees, formatTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import { outbox, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import type { OutboxStatus } from '../notify/outbox';
import { mayNotify } from '../notify/preferences';
import { greetingIn, notifyT, serviceName } from '../notify/texts';
import { sendPlaceholderWhatsApp } from '../notify/whatsapp';
import { userLanguage } from '../notify/recipientLanguage';
import { findOrderWithCustomer } from './repository';
import { orderCancellationMeter } from './views';

/** Hours before a threshold of the meter that its reminder goes out. */
export const CANCELLATION_REMINDER_HOURS = 6;
/** The WhatsApp template of the reminder: name, order number, service, "Full refund until today 18:00, then ₹600 back". */
export const CANCELLATION_REMINDER_TEMPLATE = 'cancellation_reminder';

/**
 * Queues the reminder of the order's next threshold as of `now` (in the caller's transaction when `db` is one),
 * due 6 hours before it (at once when that is past). Nothing when the order cannot be cancelled or its refund
 * never drops again; a second call for the same threshold while its job waits adds nothing.
 * @returns the threshold reminded (ISO), or null.
 */
export async function scheduleCancellationReminder(db: Db, order: Order, now: Date): Promise<string | null> {
  const meter = orderCancellationMeter(order, now);
  if (!meter?.nextChangeAt) return null;
  const thresholdAt = meter.nextChangeAt;
  await enqueueJob(db, {
    name: 'notify.cancellation_reminder',
    payload: { orderId: order.id, thresholdAt },
    runAt: max([now, addHours(new Date(thresholdAt), -CANCELLATION_REMINDER_HOURS)]),
    dedupeKey: `cancel-reminder:${order.id}:${thresholdAt}`,
  });
  return thresholdAt;
}

/** Whether the reminder of this order's threshold went out before (or was recorded; a failed send does not count). */
async function remindedBefore(db: Db, orderId: string, thresholdAt: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.template, CANCELLATION_REMINDER_TEMPLATE),
        ne(outbox.status, 'failed'),
        sql`${outbox.payload}->>'orderId' = ${orderId}`,
        sql`${outbox.payload}->>'thresholdAt' = ${thresholdAt}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The meter's next threshold in words, in a language: "Full refund until today 18:00, then ₹600 back" (English,
 * lib/cancellationMeter), "आज शाम 6 बजे तक पूरा रिफंड, उसके बाद ₹600 वापस" (Hindi); '' when it never drops.
 */
export function reminderText(meter: CancellationMeter, now: Date, locale: Locale): string {
  if (locale === 'en') return meterUntilText(meter, now) ?? '';
  if (meter.nextChangeAt === null || meter.nextRefund === null) return '';
  const t = notifyT(locale);
  const at = new Date(meter.nextChangeAt);
  const day = istDate(at);
  const when =
    day === istDate(now)
      ? t('reminder.today', { time: formatTime(at, locale) })
      : day === istDate(addHours(now, 24))
        ? t('reminder.tomorrow', { time: formatTime(at, locale) })
        : formatDateTime(at, locale);
  const what = meter.refundPercentNow === 100 ? t('reminder.fullRefund') : t('reminder.back', { amount: formatRupees(meter.refundNow) });
  const then = meter.nextRefund === 0 ? t('reminder.noRefund') : t('reminder.back', { amount: formatRupees(meter.nextRefund) });
  return t('reminder.until', { what, when, then });
}

/**
 * Sends the WhatsApp reminder of the meter's next threshold (the outbox records it) in the customer's language.
 * Ask `mayNotify` first.
 */
async function sendReminder(
  db: Db,
  row: { order: Order; phone: string; userId: string },
  meter: CancellationMeter,
  now: Date,
): Promise<OutboxStatus> {
  const { order } = row;
  const language = await userLanguage(db, row.userId);
  const placeholders = (locale: Locale) => [
    greetingIn(order, locale),
    order.orderNumber,
    serviceName(order.orderType, locale),
    reminderText(meter, now, locale),
  ];
  const text = meterUntilText(meter, now) ?? '';
  return sendPlaceholderWhatsApp(db, row.phone, {
    template: CANCELLATION_REMINDER_TEMPLATE,
    placeholders: placeholders(language),
    englishPlaceholders: placeholders('en'),
    language,
    outboxPayload: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      thresholdAt: meter.nextChangeAt,
      refundNow: meter.refundNow,
      nextRefund: meter.nextRefund,
      text,
    },
  });
}

/**
 * Sends a failed reminder again from the console (the Messages list's Retry), rebuilt from the order as it is now:
 * `skipped` when the order no longer has that threshold next (cancelled, status changed, or the threshold passed)
 * or the customer turned booking messages off.
 */
export async function resendCancellationReminder(db: Db, { orderId, thresholdAt }: { orderId: string; thresholdAt: string }, now: Date) {
  const row = await findOrderWithCustomer(db, orderId);
  const meter = row ? orderCancellationMeter(row.order, now) : null;
  if (!row || !meter || meter.nextChangeAt !== thresholdAt) return 'skipped';
  if (!(await mayNotify(db, row.userId, 'whatsapp', 'bookings'))) return 'skipped';
  return sendReminder(db, row, meter, now);
}

/** What became of one run of the reminder job (tests read it; the worker ignores it). */
export type ReminderOutcome = 'sent' | 'not_allowed' | 'already_sent' | 'not_applicable' | 'early';

/**
 * The job `notify.cancellation_reminder` at `now`: sends the WhatsApp reminder of `thresholdAt` when the order
 * still has that threshold next and it is at most 6 hours away, unless it went out before or the customer turned
 * booking messages off; then queues the order's following threshold.
 * @returns what it did, and when to run again for a job that came early.
 */
export async function remindCancellation(
  db: Db,
  { orderId, thresholdAt }: { orderId: string; thresholdAt: string },
  now: Date,
): Promise<{ outcome: ReminderOutcome; rescheduleAt?: Date }> {
  const row = await findOrderWithCustomer(db, orderId);
  if (!row) return { outcome: 'not_applicable' };
  const meter = orderCancellationMeter(row.order, now);
  if (!meter) return { outcome: 'not_applicable' };
  if (meter.nextChangeAt !== thresholdAt) {
    // the status changed since this job was queued: remind the threshold the order has now
    await scheduleCancellationReminder(db, row.order, now);
    return { outcome: 'not_applicable' };
  }
  const threshold = new Date(thresholdAt);
  const remindAt = addHours(threshold, -CANCELLATION_REMINDER_HOURS);
  if (now < remindAt) return { outcome: 'early', rescheduleAt: remindAt };

  let outcome: ReminderOutcome = 'already_sent';
  if (!(await remindedBefore(db, orderId, thresholdAt))) {
    outcome = 'not_allowed';
    if (await mayNotify(db, row.userId, 'whatsapp', 'bookings')) {
      await sendReminder(db, row, meter, now);
      outcome = 'sent';
    }
  }
  // the next threshold, as the order will stand just after this one
  await scheduleCancellationReminder(db, row.order, addMilliseconds(threshold, 1));
  return { outcome };
}
