/**
 * Chat in the partner app: the order room of one of the signed-in provider's jobs (a paid
 * order with them assigned), its history and sending. Until the slot starts, phone numbers and e-mail addresses
 * in the messages are masked for the provider (and the customer); support sees the original. Every route is
 * `auth: 'partner'` (tests/unit/server/providers/partnerRoutes.test.ts); `{id}` is the job's (order's) id.
 */
import { z } from 'zod';
import { CHAT_TEXT_MAX } from '../chat/rules';
import { schemaChatMessage } from './chat';
import { defineRoute, schemaNoData } from './http';
import { plainText } from './text';

const schemaJobParams = z.object({ id: z.uuid({ error: 'Unknown job' }) });

export const schemaPartnerChatQuery = z.object({
  before: z.coerce.number({ error: 'Unknown message' }).int('Unknown message').positive('Unknown message').optional(),
});

/** A job's chat as its provider sees it. */
export const schemaPartnerChat = z.object({
  roomId: z.string(),
  title: z.string(),
  /** Read-only (24 hours after the job, or cancelled): sending answers 409 "This chat is closed". */
  closed: z.boolean(),
  /** Contact details are hidden until the slot starts. */
  masked: z.boolean(),
  /** Oldest first, 30 a page (`before` for older ones). */
  messages: z.array(schemaChatMessage),
  hasMore: z.boolean(),
});
export type PartnerChat = z.infer<typeof schemaPartnerChat>;

export const schemaPartnerChatSendBody = z.object({
  text: plainText({
    label: 'Message',
    max: CHAT_TEXT_MAX,
    multiline: true,
    maxMessage: `A message can be at most ${CHAT_TEXT_MAX} characters`,
  }),
  /** A client-made id (uuid) of this send: a repeat answers the first message with 200. */
  clientId: z.string().regex(/^[\w-]{8,64}$/, 'Give every message a client id (a uuid)'),
});

export const routePartnerChat = defineRoute('partnerChat', {
  summary:
    'The chat of one of the provider’s jobs (customer, provider, support): 30 messages before `before`, contact details masked until the slot starts. 404 for another provider’s job, an unknown one, or a job without a chat (not paid).',
  auth: 'partner',
  errors: [404],
  params: schemaJobParams,
  query: schemaPartnerChatQuery,
  response: schemaPartnerChat,
});

export const routePartnerChatSend = defineRoute('partnerChatSend', {
  summary:
    'Sends a message into a job’s chat (201; 200 with the same message for a repeated client id). 404 as above, 409 "This chat is closed", 429 too fast.',
  auth: 'partner',
  okStatus: 201,
  alsoOk: [200],
  errors: [404, 409, 429],
  params: schemaJobParams,
  body: schemaPartnerChatSendBody,
  response: schemaChatMessage,
});

export const schemaPartnerChatReadBody = z.object({
  /** The newest message the provider has seen on screen (an id past the newest counts as the newest). */
  upToMessageId: z.number({ error: 'Unknown message' }).int('Unknown message').positive('Unknown message'),
});

export const schemaPartnerChatRead = z.object({ unread: z.number().int().nonnegative() });

export const routePartnerChatRead = defineRoute('partnerChatRead', {
  summary:
    'Marks a job’s chat read up to a message, while the provider’s chat is open and visible (never backwards): the customer’s ticks turn to read on every instance. 404 as above.',
  auth: 'partner',
  errors: [404],
  params: schemaJobParams,
  body: schemaPartnerChatReadBody,
  response: schemaPartnerChatRead,
});

export const routePartnerChatStream = defineRoute('partnerChatStream', {
  summary:
    'Server-Sent Events of the provider’s job chats (the `partner_session` cookie only: a customer’s token or a staff cookie opens nothing): `message` events as the provider sees them (masked until the slot starts), `deleted` and `read` events (`{roomId, after, upTo}`: another member read the provider’s messages), a comment every 20 seconds, `resync` after the server lost events, and a last `closed` event (`session_ended`, `expired`, `limit`) as the customer’s stream. At most 5 streams per provider (a sixth closes the oldest); no limit per client address (providers behind a carrier’s shared address), which holds customers’ streams only.',
  auth: 'partner',
  errors: [429],
  response: schemaNoData,
});
