/**
 * One notice to one person through every channel it may take: WhatsApp first, SMS when WhatsApp did not deliver
 * it (no key, a provider failure, or the customer turned WhatsApp off for the topic), and a push where the customer
 * has a push token and the push choice on. Each channel asks `mayNotify` (a `required` message passes the customer's
 * WhatsApp and SMS choices, never the push choice: a push adds to the message, it is never the only one).
 *
 * Idempotent per notice key and person: every outbox row carries `payload.noticeKey`, and a key already delivered
 * (`sent` or `recorded`) on WhatsApp or SMS, or already pushed, is not sent again, so a job that runs twice (a crash
 * after sending, a second instance, a re-queued event) never sends twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COUNTRY_CODE } from '../../lib/constants';
import type { Locale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import type { NotifyTopic } from '../../lib/contracts/privacy';
import { outbox, users } from '../db/schema';
import type { Db } from '../db/types';
import type { OutboxChannel, OutboxStatus } from './outbox';
import { mayNotify, type RequiredMessage } from './preferences';
import { configuredPushSender, sendPush, type PushMessage, type PushSender } from './push';
import { sendSmsNotice } from './sms';
import { sendPlaceholderWhatsApp } from './whatsapp';

/** Who a notice goes to: a customer (their choices are asked) or someone who is not one (a provider; always told). */
export interface NoticeRecipient {
  /** The customer's user id; null for a provider or a payer without an account. */
  userId: string | null;
  /** 10 digits; anything else (an erased account's stand-in) is never messaged. */
  phone: string;
}

/** What a notice says. */
export interface Notice {
  /** Unique per event and person kind, e.g. `order-cancelled:{orderId}`: what makes a retry send nothing twice. */
  key: string;
  /** WhatsApp template name, also the SMS notice kind and the push's outbox template. */
  template: string;
  /** The template's placeholders in order, the page's link last (SMS DLT keeps the last one whole). */
  placeholders: string[];
  /** What support may see in the outbox: ids and amounts, never a phone or a name. */
  payload: Record<string, unknown>;
  /** The push of the notice, when it has one. */
  push?: PushMessage;
  topic: NotifyTopic;
  /** Set only for messages the law or money requires (REQUIRED_MESSAGES): sent whatever the WhatsApp/SMS choice. */
  required?: RequiredMessage;
  /** The language of `placeholders` and `push` (the recipient's account's); English when absent. */
  language?: Locale;
  /** The placeholders in English, for a channel whose Hindi template is not configured (./templates.ts). */
  englishPlaceholders?: string[];
}

/** A notice's texts in one language: what a notice builder writes for each. */
export type NoticeTexts = Pick<Notice, 'placeholders' | 'push'>;

/**
 * A notice in the recipient's `language`: its texts built in that language, and in English as well for a Hindi
 * recipient (a channel without the Hindi template sends the English one with English texts). The push's page is
 * opened in the recipient's language (`/hi/...` for Hindi): the builder gives it as a plain site path.
 */
export function localizedNotice(
  language: Locale,
  texts: (locale: Locale) => NoticeTexts,
  rest: Omit<Notice, 'placeholders' | 'push' | 'language' | 'englishPlaceholders'>,
): Notice {
  const own = texts(language);
  return {
    ...rest,
    ...own,
    ...(own.push ? { push: { ...own.push, link: localizedPath(own.push.link, language) } } : {}),
    language,
    ...(language === 'en' ? {} : { englishPlaceholders: texts('en').placeholders }),
  };
}

/** What became of a notice on the text channels and on push. */
export interface NoticeOutcome {
  /** The last text channel's outbox status, or why nothing was sent. */
  text: OutboxStatus | 'already' | 'not_allowed' | 'no_phone';
  push: OutboxStatus | 'already' | 'not_allowed' | 'none';
}

const DELIVERED: OutboxStatus[] = ['sent', 'recorded'];

/** Outbox rows of a notice key for a recipient on some channels. */
async function rowsOf(db: Db, key: string, recipients: string[], channels: OutboxChannel[]) {
  return db
    .select({ channel: outbox.channel, status: outbox.status })
    .from(outbox)
    .where(and(inArray(outbox.recipient, recipients), inArray(outbox.channel, channels), sql`${outbox.payload}->>'noticeKey' = ${key}`));
}

/**
 * Sends `notice` to `to` (see the module's comment for the channels, choices and idempotency). Provider failures
 * are recorded in the outbox by the adapters and never thrown.
 * @throws only for a database failure (the job that called it is retried; what was delivered is not sent again).
 */
export async function deliverNotice(
  db: Db,
  to: NoticeRecipient,
  notice: Notice,
  pushSender: PushSender = configuredPushSender(),
): Promise<NoticeOutcome> {
  const payload = { ...notice.payload, noticeKey: notice.key };
  const allowed = (channel: 'whatsapp' | 'sms' | 'push', required?: RequiredMessage) =>
    to.userId ? mayNotify(db, to.userId, channel, notice.topic, required) : Promise.resolve(channel !== 'push');

  let text: NoticeOutcome['text'] = 'no_phone';
  if (/^\d{10}$/.test(to.phone)) {
    const earlier = await rowsOf(db, notice.key, [`${COUNTRY_CODE}${to.phone}`, to.phone], ['whatsapp', 'sms']);
    if (earlier.some((row) => DELIVERED.includes(row.status))) {
      text = 'already';
    } else {
      text = 'not_allowed';
      if (await allowed('whatsapp', notice.required)) {
        text = await sendPlaceholderWhatsApp(db, to.phone, {
          template: notice.template,
          placeholders: notice.placeholders,
          outboxPayload: payload,
          language: notice.language,
          englishPlaceholders: notice.englishPlaceholders,
        });
      }
      // SMS when WhatsApp did not deliver it (not configured, failed, or the customer chose no WhatsApp)
      if (text !== 'sent' && (await allowed('sms', notice.required))) {
        // the outbox keeps the payload only: the texts hold names, phones and bank references
        text = await sendSmsNotice(db, to.phone, {
          template: notice.template,
          placeholders: notice.placeholders,
          payload,
          language: notice.language,
          englishPlaceholders: notice.englishPlaceholders,
        });
      }
    }
  }

  let push: NoticeOutcome['push'] = 'none';
  if (notice.push && to.userId) {
    const [user] = await db.select({ pushToken: users.pushToken }).from(users).where(eq(users.id, to.userId)).limit(1);
    if (user?.pushToken) {
      if ((await rowsOf(db, notice.key, [to.userId], ['push'])).some((row) => row.status !== 'failed')) push = 'already';
      else if (!(await allowed('push'))) push = 'not_allowed';
      else {
        push = await sendPush(db, pushSender, {
          userId: to.userId,
          token: user.pushToken,
          template: notice.template,
          message: notice.push,
          // a push is free text: always in the recipient's language
          outboxPayload: { ...payload, language: notice.language ?? 'en' },
        });
      }
    }
  }
  return { text, push };
}
