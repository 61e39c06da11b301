/**
 * The away notice of a room (queued by ./offline.ts): for each customer in the room who has
 * not muted it and has messages by others after their last read,
 * - a push notification (channel push, topic chat: on unless they turned it off, and only with a saved push token,
 *   i.e. they allowed notifications in the browser), at most one per room until they read it again;
 * - the WhatsApp digest (channel whatsapp, topic chat: off unless they opted in), at most once an hour per room.
 * Neither carries a message's text: the room's title, how many are unread and the newest sender's first name
 * (nothing else of another person). Staff and providers have their own screens and are not notified here.
 * Both are in the customer's language (their account's; messages/<locale>/notify.json), the link opening the chat
 * page in it; the digest falls back to the English template with English texts while the Hindi one is not set.
 * Idempotent: what was sent is read back from the outbox (ids in its payload), so a retried job sends nothing twice.
 */
import { subHours } from 'date-fns';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { COUNTRY_CODE } from '../../lib/constants';
import { firstName } from '../../lib/providers';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import { chatMessages, outbox, users } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { mayNotify } from '../notify/preferences';
import { sendPush, type PushSender } from '../notify/push';
import { notifyT } from '../notify/texts';
import { sendPlaceholderWhatsApp } from '../notify/whatsapp';
import { unreadCounts } from './messageRepository';
import { senderNames } from './views';
import { principalKey, senderOf } from './principals';
import { loadRoom, roomRecipients } from './rooms';
import { findMember } from './roomRepository';

/** The WhatsApp template of the digest: placeholders room title, unread count, newest sender's first name, link. */
export const CHAT_DIGEST_TEMPLATE = 'chat_digest';
/** The outbox template name of a chat push. */
export const CHAT_PUSH_TEMPLATE = 'chat_message';
/** At most one digest per room and member in this many hours. */
export const CHAT_DIGEST_EVERY_HOURS = 1;

/** What one away notice did. */
export interface AwayOutcome {
  /** The newest message of the room when it ran (0: none); newer ones need another run. */
  newestMessageId: number;
  pushes: number;
  digests: number;
}

/** "3 new messages" / "1 new message" ("3 नए मैसेज" in Hindi). */
const newMessages = (count: number, locale: Locale) => notifyT(locale)('chat.newMessages', { count });

/**
 * Notifies the away customers of `roomId` at `now` (see the module comment).
 * @returns the newest message id seen and how many pushes and digests went out.
 */
export async function notifyAwayMembers(db: Db, roomId: string, now: Date, push: PushSender): Promise<AwayOutcome> {
  const outcome: AwayOutcome = { newestMessageId: 0, pushes: 0, digests: 0 };
  const context = await loadRoom(db, roomId);
  if (!context) return outcome;
  const [newest] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  if (!newest) return outcome;
  outcome.newestMessageId = newest.id;
  const title = context.event?.title ?? context.room.title;
  const link = `/chat?room=${roomId}`;

  for (const { principal } of await roomRecipients(db, context)) {
    if (principal.kind !== 'user') continue;
    const member = await findMember(db, roomId, principal);
    if (member?.muted) continue;
    const lastRead = member?.lastReadMessageId ?? 0;
    const unread = (await unreadCounts(db, principal, [roomId])).get(roomId) ?? 0;
    if (unread === 0) continue;
    const [latest] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          gt(chatMessages.id, lastRead),
          isNull(chatMessages.deletedAt),
          sql`${chatMessages.senderUserId} is distinct from ${principal.id}`,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(1);
    if (!latest) continue;
    const sender = senderOf(latest);
    const storedName = sender ? (await senderNames(db, context, [latest])).get(principalKey(sender)) : undefined;
    // a sender without a name is "someone", the team's own message "Party Services", in the reader's words
    const senderIn = (locale: Locale) =>
      sender ? (storedName === undefined ? notifyT(locale)('chat.someone') : firstName(storedName)) : notifyT(locale)('chat.team');
    const [user] = await db
      .select({ phone: users.phone, pushToken: users.pushToken, language: users.language })
      .from(users)
      .where(eq(users.id, principal.id));
    if (!user) continue;
    const language = localeOr(user.language);
    const senderName = senderIn(language);

    if (user.pushToken && (await mayNotify(db, principal.id, 'push', 'chat'))) {
      // one push per room until they read it: none sent yet for a message after their last read
      const [pushed] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, 'push'),
            eq(outbox.recipient, principal.id),
            eq(outbox.template, CHAT_PUSH_TEMPLATE),
            ne(outbox.status, 'failed'),
            sql`${outbox.payload}->>'roomId' = ${roomId}`,
            sql`(${outbox.payload}->>'messageId')::bigint > ${lastRead}`,
          ),
        )
        .limit(1);
      if (!pushed) {
        const status = await sendPush(db, push, {
          userId: principal.id,
          token: user.pushToken,
          template: CHAT_PUSH_TEMPLATE,
          message: {
            title,
            body:
              unread === 1
                ? notifyT(language)('chat.push.one', { sender: senderName })
                : notifyT(language)('chat.push.many', { messages: newMessages(unread, language), sender: senderName }),
            link: localizedPath(link, language),
          },
          outboxPayload: { roomId, messageId: latest.id, language },
        });
        if (status !== 'failed') outcome.pushes += 1;
      }
    }

    // an erased account's phone is a stand-in that is not 10 digits: never a recipient
    if (/^\d{10}$/.test(user.phone) && (await mayNotify(db, principal.id, 'whatsapp', 'chat'))) {
      const [digested] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, 'whatsapp'),
            eq(outbox.recipient, `${COUNTRY_CODE}${user.phone}`),
            eq(outbox.template, CHAT_DIGEST_TEMPLATE),
            ne(outbox.status, 'failed'),
            sql`${outbox.payload}->>'roomId' = ${roomId}`,
            sql`(${outbox.payload}->>'sentAt')::timestamptz > ${subHours(now, CHAT_DIGEST_EVERY_HOURS).toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      if (!digested) {
        // the chat page in the customer's language, whichever template goes out
        const digest = (locale: Locale) => [title, newMessages(unread, locale), senderIn(locale), siteUrlIn(link, language)];
        const placeholders = digest(language);
        const status = await sendPlaceholderWhatsApp(db, user.phone, {
          template: CHAT_DIGEST_TEMPLATE,
          placeholders,
          language,
          englishPlaceholders: digest('en'),
          outboxPayload: { roomId, messageId: latest.id, unread, placeholders, sentAt: now.toISOString() },
        });
        if (status !== 'failed') outcome.digests += 1;
      }
    }
  }
  return outcome;
}
