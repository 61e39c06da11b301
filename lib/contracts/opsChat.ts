/**
 * The console's support inbox: the queue of support rooms with the waiting time and
 * the agent assigned, one conversation (support or order room, texts unmasked: support sees the original) with
 * the customer's orders and the first-response time, sending as support, and assignment. Every route is
 * `auth: 'staff'` for every role (tests/unit/server/ops/opsRoutes.test.ts). Times are ISO 8601.
 */
import { z } from 'zod';
import { CHAT_TEXT_MAX } from '../chat/rules';
import { schemaChatMessage } from './chat';
import { defineRoute, schemaNoData } from './http';
import { plainText } from './text';

/** Rooms the queue lists at most (waiting first, oldest wait first; then by last activity). */
export const SUPPORT_QUEUE_MAX = 100;

/** The customer of a conversation, as the console shows them (the phone's last 4 digits only). */
export const schemaInboxCustomer = z.object({
  _id: z.string(),
  name: z.string(),
  phoneLast4: z.string(),
});

/** One line of the queue. */
export const schemaInboxRoom = z.object({
  _id: z.string(),
  kind: z.enum(['support', 'order']),
  title: z.string(),
  customer: schemaInboxCustomer.nullable(),
  /** The newest message (≤ 80 characters, unmasked), null in an empty room. */
  lastMessage: z.object({ text: z.string(), at: z.string(), senderName: z.string() }).nullable(),
  /** The customer's oldest unanswered message; null when answered (or nothing asked). */
  waitingSince: z.string().nullable(),
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type InboxRoom = z.infer<typeof schemaInboxRoom>;

/** An agent rooms can be assigned to. */
export const schemaInboxAgent = z.object({ _id: z.string(), name: z.string(), role: z.string() });

export const schemaInboxQueue = z.object({
  rooms: z.array(schemaInboxRoom),
  /** Active staff, for the assignment menu. */
  agents: z.array(schemaInboxAgent),
  generatedAt: z.string(),
});
export type InboxQueue = z.infer<typeof schemaInboxQueue>;

/** One of the customer's orders beside the conversation. */
export const schemaInboxOrder = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  statusLabel: z.string(),
  eventDate: z.string(),
  total: z.number().int(),
});
export type InboxOrder = z.infer<typeof schemaInboxOrder>;

/** One conversation as support sees it. */
export const schemaInboxConversation = z.object({
  room: schemaInboxRoom.extend({ closed: z.boolean() }),
  /** Oldest first, 30 a page (`before` for older ones); texts as written (support sees contact details). */
  messages: z.array(schemaChatMessage),
  hasMore: z.boolean(),
  /** The customer's latest orders, newest first (at most 10). */
  orders: z.array(schemaInboxOrder),
  /** First-response time of each wait in this page's messages, seconds (null: still waiting), oldest first. */
  firstResponses: z.array(z.object({ askedAt: z.string(), seconds: z.number().int().nullable() })),
});
export type InboxConversation = z.infer<typeof schemaInboxConversation>;

/**
 * The Today page's first-response figures of support: waits opened by a customer's message within
 * 09:00-21:00 IST today; the median first-response time (seconds) and the share (0-1) answered within 15 minutes
 * (lib/chat/firstResponse.ts); `waitingNow` support rooms waiting for an answer now, whenever asked.
 */
export const schemaFirstResponseToday = z.object({
  counted: z.number().int().min(0),
  answered: z.number().int().min(0),
  medianSeconds: z.number().int().min(0).nullable(),
  withinTargetShare: z.number().min(0).max(1).nullable(),
  waitingNow: z.number().int().min(0),
});
export type FirstResponseToday = z.infer<typeof schemaFirstResponseToday>;

const schemaRoomParams = z.object({ id: z.uuid({ error: 'Unknown chat' }) });

export const schemaInboxConversationQuery = z.object({
  before: z.coerce.number({ error: 'Unknown message' }).int('Unknown message').positive('Unknown message').optional(),
});

export const schemaInboxSendBody = z.object({
  text: plainText({
    label: 'Message',
    max: CHAT_TEXT_MAX,
    multiline: true,
    maxMessage: `A message can be at most ${CHAT_TEXT_MAX} characters`,
  }),
  /** A client-made id (uuid) of this send: a repeat answers the first message with 200. */
  clientId: z.string().regex(/^[\w-]{8,64}$/, 'Give every message a client id (a uuid)'),
});

export const schemaInboxAssignBody = z.object({
  /** The agent to assign, or null to unassign. */
  staffId: z.uuid({ error: 'Unknown staff member' }).nullable(),
});

export const routeOpsChatQueue = defineRoute('opsChatQueue', {
  summary:
    'The support inbox: support rooms, customers waiting first (oldest wait first, since their oldest unanswered message), then by last activity; with the assigned agent and the active agents (every role).',
  auth: 'staff',
  response: schemaInboxQueue,
});

export const routeOpsChatRoom = defineRoute('opsChatRoom', {
  summary:
    'One support or order room for support: 30 messages before `before` (texts unmasked), the customer’s latest orders and the first-response time of each wait (every role). 404 for an unknown room or an event room.',
  auth: 'staff',
  errors: [404],
  params: schemaRoomParams,
  query: schemaInboxConversationQuery,
  response: schemaInboxConversation,
});

export const routeOpsChatSend = defineRoute('opsChatSend', {
  summary:
    'Sends a message as support into a support or order room (idempotent on the client id: 201, then 200 with the same message); audited with the message id, never its text. 404 unknown room, 409 "This chat is closed", 429 too fast.',
  auth: 'staff',
  okStatus: 201,
  alsoOk: [200],
  errors: [404, 409, 429],
  params: schemaRoomParams,
  body: schemaInboxSendBody,
  response: schemaChatMessage,
});

export const routeOpsChatAssign = defineRoute('opsChatAssign', {
  summary:
    'Assigns a support room to an active agent (or unassigns it with null); audited. 404 unknown room or agent, 409 not a support room.',
  auth: 'staff',
  errors: [404, 409],
  params: schemaRoomParams,
  body: schemaInboxAssignBody,
  response: schemaInboxRoom,
});

export const routeOpsChatStream = defineRoute('opsChatStream', {
  summary:
    'Server-Sent Events of the support inbox for the signed-in staff member (the `ops_session` cookie only: a customer’s token or ticket opens nothing): `message` events (id = message id, data = the message as support sees it, unmasked) of every support and order room, `deleted` and `read` events, a comment line every 20 seconds, `resync` after the server lost events. Ends with a last `closed` event (`{reason}`: `session_ended` when the session was revoked (sign-out, staff disabled) on any instance, `expired` after 30 minutes, `limit` on a sixth stream of the same staff member). No limit per client address (an office network): that limit holds customers’ streams only.',
  auth: 'staff',
  errors: [429],
  response: schemaNoData,
});
