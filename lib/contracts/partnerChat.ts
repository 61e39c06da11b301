/**
 * Chat in the partner app (issue 23 "Order room"): the order room of one of the signed-in provider's jobs (a paid
 * order with them assigned), its history and sending. Until the slot starts, phone numbers and e-mail addresses
 * in the messages are masked for the provider (and the customer); support sees the original. Every route is
 * `auth: 'partner'` (tests/unit/server/partners/partnerRoutes.test.ts); `{id}` is the job's (order's) id.
 */
import { z } from 'zod';
import { CHAT_TEXT_MAX } from '../chat/rules';
import { schemaChatMessage } from './chat';
import { defineRoute } from './http';
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
