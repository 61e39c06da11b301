/**
 * The customer's notification choices and the one gate every sender asks before
 * sending: `mayNotify`. Rows of `notification_settings` hold only the choices a customer has made; a missing
 * row is the default (lib/contracts/privacy `defaultChoice`: offers and the WhatsApp chat digest off, the rest on).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  defaultChoice,
  NOTIFY_CHANNELS,
  NOTIFY_TOPICS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotifyChannel,
  type NotifyTopic,
} from '../../lib/contracts/privacy';
import { accountDeletions, notificationSettings, users } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Messages that go out whatever the customer chose, because the law or the booking itself requires them
 * (the settings screen marks them as such). Only these may pass `required` to `mayNotify`:
 * - `payment_receipt`: the confirmation of a paid booking carries the amount paid, the order number and the
 *   service: it is the customer's receipt of the payment (Consumer Protection (E-Commerce) Rules 2020 ask for
 *   the payment and the booking to be confirmed), and without it a customer cannot tell the booking exists.
 * - `booking_cancellation`: a booking we or the provider cancel changes what the customer paid for; they must
 *   hear of it even with booking messages off.
 * - `refund`: the amount, status and bank reference of money sent back (RBI's turnaround rules make the
 *   customer's proof of a refund part of the payment).
 * Everything else (login greeting, photos ready, invite reminders, host messages, waitlist places, event
 * notices, chat, offers) follows the customer's choice.
 */
export const REQUIRED_MESSAGES = ['payment_receipt', 'booking_cancellation', 'refund'] as const;
export type RequiredMessage = (typeof REQUIRED_MESSAGES)[number];

/**
 * The gate every sender in the code asks before sending a message (the OTP
 * SMS is exempt: it is the login itself). A `required` message (see REQUIRED_MESSAGES) is always allowed
 * for an existing customer. Any other message is allowed when the customer's choice for `channel` and
 * `topic` is on (default: on, except offers) and they have not asked for their account to be deleted.
 * @returns whether the message may go out; false for an unknown user.
 */
export async function mayNotify(
  db: Db,
  userId: string,
  channel: NotifyChannel,
  topic: NotifyTopic,
  required?: RequiredMessage,
): Promise<boolean> {
  const [row] = await db
    .select({
      enabled: notificationSettings.enabled,
      deletionPending: sql<boolean>`exists (select 1 from ${accountDeletions} d where d.user_id = ${users.id} and d.restored_at is null and d.erased_at is null)`,
    })
    .from(users)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, users.id), eq(notificationSettings.channel, channel), eq(notificationSettings.topic, topic)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  if (required) return true;
  if (row.deletionPending) return false;
  return row.enabled ?? defaultChoice(topic, channel);
}

/** Every choice of a customer, defaults filled in. */
export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const settings = Object.fromEntries(
    NOTIFY_CHANNELS.map((channel) => [channel, Object.fromEntries(NOTIFY_TOPICS.map((topic) => [topic, defaultChoice(topic, channel)]))]),
  ) as NotificationSettings;
  for (const row of rows) {
    if ((NOTIFY_CHANNELS as readonly string[]).includes(row.channel) && (NOTIFY_TOPICS as readonly string[]).includes(row.topic)) {
      settings[row.channel as NotifyChannel][row.topic as NotifyTopic] = row.enabled;
    }
  }
  return settings;
}

/**
 * Records some choices of a customer (each with the time it was given: the consent record) and answers all.
 * A choice equal to the stored one keeps its time.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: string,
  changes: NotificationSettingsUpdate,
  now = new Date(),
): Promise<NotificationSettings> {
  const values = NOTIFY_CHANNELS.flatMap((channel) =>
    NOTIFY_TOPICS.flatMap((topic) => {
      const enabled = changes[channel]?.[topic];
      return enabled === undefined ? [] : [{ userId, channel, topic, enabled, updatedAt: now }];
    }),
  );
  if (values.length > 0) {
    await db
      .insert(notificationSettings)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.channel, notificationSettings.topic],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`${notificationSettings.enabled} is distinct from excluded.enabled`,
      });
  }
  return getNotificationSettings(db, userId);
}

/** Removes a customer's choices (the erasure of a deleted account). */
export async function deleteNotificationSettings(db: Db, userId: string): Promise<void> {
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
