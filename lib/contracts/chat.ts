/**
 * In-app chat: the room list with unread counts, history, idempotent sends, read marks, mute,
 * leave, report, delete, the support room, and the Server-Sent Events stream with its ticket. The session user
 * comes from the bearer token; ids in queries are only checked against it. Text is plain text both ways (the UI
 * shows HTML literally).
 */
import { z } from 'zod';
import { CHAT_MAX_IMAGES, CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX, CHAT_ROOM_KINDS, CHAT_TEXT_MAX } from '../chat/rules';
import { defineRoute, schemaNoData } from './http';
import { plainText } from './text';
import { schemaUserId } from './users';

const schemaRoomId = z.uuid({ error: 'Unknown chat' });
const schemaMessageId = z.coerce.number({ error: 'Unknown message' }).int('Unknown message').positive('Unknown message');

/** One room in the list (`GET /api/chat/groups`). */
export const schemaChatRoomSummary = z.object({
  _id: z.string(),
  kind: z.enum(CHAT_ROOM_KINDS),
  title: z.string(),
  avatarUrl: z.string().nullable(),
  eventId: z.string().optional(),
  orderId: z.string().optional(),
  /** The newest message, plain text of at most 80 characters ("You" as the sender name for one's own); null in an empty room. */
  lastMessage: z.object({ text: z.string(), at: z.string(), senderName: z.string() }).nullable(),
  /** Messages by others after my last read. */
  unread: z.number().int().min(0),
  muted: z.boolean(),
  /** Read-only: sending answers 409 "This chat is closed". */
  closed: z.boolean(),
});
export type ChatRoomSummary = z.infer<typeof schemaChatRoomSummary>;

export const schemaChatGroups = z.object({
  rooms: z.array(schemaChatRoomSummary),
  /** Sum of `unread` over rooms not muted (the bottom nav shows "99+" above 99). */
  totalUnread: z.number().int().min(0),
});

/** One message as its reader sees it. */
export const schemaChatMessage = z.object({
  /** Grows with every message; the SSE event id. */
  id: z.number().int().positive(),
  roomId: z.string(),
  /** `system`: context and automatic replies, shown centred. */
  kind: z.enum(['text', 'system']),
  /** Plain text ("This message was deleted" once deleted; contact details masked in an order room before the slot). */
  text: z.string(),
  /** Photos: the key (as sent) and a signed URL of the 1600 px WebP, valid 15 minutes (refetch the page for new ones). */
  images: z.array(z.object({ key: z.string(), url: z.string() })),
  sender: z.object({ kind: z.enum(['user', 'staff', 'provider', 'system']), name: z.string() }),
  mine: z.boolean(),
  /** The sender's client id, on one's own messages only (to replace the optimistic bubble). */
  clientId: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  /** On one's own messages: how many other members have read it (the read tick); 0 otherwise. */
  readBy: z.number().int().min(0),
});
export type ChatMessageView = z.infer<typeof schemaChatMessage>;

export const schemaChatGroupsQuery = z.object({ userId: schemaUserId });

export const schemaChatRoomParams = z.object({ roomId: schemaRoomId });

export const schemaChatHistoryQuery = z.object({
  before: schemaMessageId.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'At least 1 message')
    .max(CHAT_PAGE_MAX, `At most ${CHAT_PAGE_MAX} messages a page`)
    .default(CHAT_PAGE_DEFAULT),
});

export const schemaChatHistory = z.object({
  messages: z.array(schemaChatMessage),
  /** Older messages exist (ask again with `before` = the first message's id). */
  hasMore: z.boolean(),
  closed: z.boolean(),
});

export const schemaChatSendBody = z.object({
  roomId: schemaRoomId,
  text: plainText({
    label: 'Message',
    max: CHAT_TEXT_MAX,
    multiline: true,
    maxMessage: `A message can be at most ${CHAT_TEXT_MAX} characters`,
  }).default(''),
  imageKeys: z
    .array(z.string().regex(/^[\w./-]{1,200}$/, 'Attach only photos you uploaded.'))
    .max(CHAT_MAX_IMAGES, `A message can have at most ${CHAT_MAX_IMAGES} photos`)
    .default([]),
  /** A client-made id (uuid) of this send: a repeat answers the first message with 200. */
  clientId: z.string().regex(/^[\w-]{8,64}$/, 'Give every message a client id (a uuid)'),
});

export const schemaChatDeleteQuery = z.object({ messageId: schemaMessageId });

export const schemaChatMarkReadBody = z.object({ roomId: schemaRoomId, upToMessageId: z.number().int().min(0) });
export const schemaChatMarkRead = z.object({ unread: z.number().int().min(0), totalUnread: z.number().int().min(0) });

export const schemaChatMuteBody = z.object({ muted: z.boolean().default(true) }).default({ muted: true });
export const schemaChatMute = z.object({ muted: z.boolean() });
export const schemaChatLeave = z.object({ left: z.literal(true) });
export const schemaChatReportBody = z.object({
  messageId: z.number().int().positive(),
  reason: plainText({ label: 'Reason', max: 500, multiline: true }).optional(),
});
export const schemaChatReport = z.object({ reported: z.literal(true) });

export const schemaChatSupportBody = z
  .object({
    orderId: z.uuid({ error: 'Unknown order' }).optional(),
    /** The site-relative page the customer asked from ("/orders/..."). */
    page: plainText({ label: 'Page', max: 200 }).regex(/^\//, 'Page must be a path of this site').optional(),
  })
  .default({});

export const schemaChatPhotoUploaded = z.object({ key: z.string() });

export const schemaChatPhotoParams = z.object({
  messageId: schemaMessageId,
  index: z.coerce.number({ error: 'Unknown photo' }).int('Unknown photo').min(0, 'Unknown photo').max(4, 'Unknown photo'),
});
export const schemaChatPhotoQuery = z.object({
  expires: z.coerce.number({ error: 'This photo link has expired.' }).int('This photo link has expired.'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'This photo link has expired.'),
});

export const schemaChatStreamTicket = z.object({ ticket: z.string(), expiresAt: z.string() });

export const schemaChatStreamQuery = z.object({
  ticket: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'This stream ticket is not valid.')
    .optional(),
  /** For an EventSource opened again with a new ticket (it cannot send Last-Event-ID itself then). */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

export const routeChatGroups = defineRoute('chatGroups', {
  summary:
    'The logged-in customer’s chat rooms (event, support, order) by last activity, each with its last message (≤ 80 characters, masked as the customer sees it), unread (messages by others after the last read) and muted; `totalUnread` sums unread over rooms not muted. `userId` must be the session user (403 otherwise).',
  auth: 'customer',
  errors: [403],
  query: schemaChatGroupsQuery,
  response: schemaChatGroups,
});

export const routeChatSupport = defineRoute('chatSupport', {
  summary:
    'Opens the customer’s support room (created at the first call, the same room afterwards) and attaches the page and order as context (a system message). Outside 09:00-21:00 IST a customer’s message there gets an automatic reply with the next opening time and the WhatsApp link.',
  auth: 'customer',
  body: schemaChatSupportBody,
  response: schemaChatRoomSummary,
});

export const routeChatHistory = defineRoute('chatHistory', {
  summary:
    'A page of a room’s history, oldest first: `limit` (default 30, at most 50) messages before message `before` (the newest when absent). Members only (403).',
  auth: 'customer',
  errors: [403],
  params: schemaChatRoomParams,
  query: schemaChatHistoryQuery,
  response: schemaChatHistory,
});

export const routeChatMessageDelete = defineRoute('chatMessageDelete', {
  summary:
    'Deletes one of the customer’s own messages within 5 minutes of sending (then it reads "This message was deleted" for everyone). 403 not a member or not the sender, 404 unknown message, 409 after 5 minutes.',
  auth: 'customer',
  errors: [403, 404, 409],
  params: schemaChatRoomParams,
  query: schemaChatDeleteQuery,
  response: schemaChatMessage,
});

export const routeChatSend = defineRoute('chatSend', {
  summary:
    'Sends a message: text 1-1,000 characters of plain text and/or up to 5 photos (keys of the customer’s own uploads), with a client id: 201 with the message; the same client id again answers 200 with the same message. 403 not a member, 409 "This chat is closed", 429 with Retry-After from the 21st message in a minute or the 501st in a day.',
  auth: 'customer',
  okStatus: 201,
  alsoOk: [200],
  errors: [403, 409, 429],
  body: schemaChatSendBody,
  response: schemaChatMessage,
});

export const routeChatMarkRead = defineRoute('chatMarkRead', {
  summary: 'Marks a room read up to a message (never backwards): answers the room’s unread left and the new total.',
  auth: 'customer',
  errors: [403],
  body: schemaChatMarkReadBody,
  response: schemaChatMarkRead,
});

export const routeChatMute = defineRoute('chatMute', {
  summary: 'Mutes (or with `{muted: false}` unmutes) a room: its unread stays out of `totalUnread`.',
  auth: 'customer',
  errors: [403],
  params: schemaChatRoomParams,
  body: schemaChatMuteBody,
  response: schemaChatMute,
});

export const routeChatLeave = defineRoute('chatLeave', {
  summary: 'Leaves an event room (guests and co-hosts; 409 for the host, a support or an order room). Afterwards the room answers 403.',
  auth: 'customer',
  errors: [403, 409],
  params: schemaChatRoomParams,
  response: schemaChatLeave,
});

export const routeChatReport = defineRoute('chatReport', {
  summary: 'Reports a message of the room to support, with an optional reason (one report per message and customer).',
  auth: 'customer',
  errors: [403, 404],
  params: schemaChatRoomParams,
  body: schemaChatReportBody,
  response: schemaChatReport,
});

export const routeChatPhotoUpload = defineRoute('chatPhotoUpload', {
  summary:
    'Uploads one photo for a message (`multipart/form-data`, field `image`: jpg/png/webp/heic up to 10 MB; kept as a 1600 px WebP without metadata): answers its `key` for `imageKeys` of `POST /api/chat/messages`. 413 above 10 MB, 415 another type, 400 damaged, 429 from the 11th in a minute.',
  auth: 'customer',
  okStatus: 201,
  errors: [413, 415, 429],
  response: schemaChatPhotoUploaded,
});

export const routeChatPhoto = defineRoute('chatPhoto', {
  summary:
    'A photo of a chat message (`image/webp`), by the signed URL the message carries (valid 15 minutes); 403 for an expired or wrong signature, 404 once deleted.',
  errors: [403, 404],
  params: schemaChatPhotoParams,
  query: schemaChatPhotoQuery,
  response: schemaNoData,
});

export const routeChatStreamTicket = defineRoute('chatStreamTicket', {
  summary:
    'A single-use ticket, valid 60 seconds, for `GET /api/chat/stream?ticket=` from a browser EventSource (which cannot send the bearer token).',
  auth: 'customer',
  okStatus: 201,
  response: schemaChatStreamTicket,
});

export const routeChatStream = defineRoute('chatStream', {
  summary:
    'Server-Sent Events (`text/event-stream`) of the customer’s rooms: `message` events (id = message id, data = the message as in the history) and `deleted` events (`{roomId, id}`), a comment line every 20 seconds. Authenticated by the bearer token or `?ticket=` of a live session; resumes after `Last-Event-ID` (or `?lastEventId=`) with the messages missed. The server ends a stream with a last `closed` event (`{reason}`: `session_ended` when its session was revoked on any instance, `expired` after 30 minutes (open a new one), `limit` when the customer opened a sixth stream and this was the oldest). 429 when the client address already holds 20 customers’ streams (staff and providers’ streams do not count).',
  auth: 'customer',
  query: schemaChatStreamQuery,
  response: schemaNoData,
});
