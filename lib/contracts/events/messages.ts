/** A host's messages and reminders to guests (spec: Wonderland, "Host" 6), and a visitor's WhatsApp opt-in. */
import { z } from 'zod';
import { INVITE_MESSAGE_MAX } from '../../events/limits';
import { defineRoute, schemaNoData } from '../http';
import { plainText } from '../text';
import { eventErrors, schemaEventIdParams, schemaInviteIdParams, schemaRowId } from './shared';

/** Who a message goes to. */
export const MESSAGE_SEGMENTS = ['all', 'going', 'maybe', 'no-reply'] as const;
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export const schemaMessageBody = z.object({
  segment: z.enum(MESSAGE_SEGMENTS, { error: 'segment must be all, going, maybe or no-reply' }),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'channel must be whatsapp or sms' }).default('whatsapp'),
  text: plainText({ label: 'Message', min: 1, max: INVITE_MESSAGE_MAX, multiline: true, requiredMessage: 'Please write a message' }),
});
export const schemaMessageQueued = z.object({ messageId: z.string(), recipients: z.number().int() });

export const schemaReminder = z.object({
  _id: z.string(),
  sendAt: z.string(),
  segment: z.string(),
  channel: z.string(),
  text: z.string().nullable(),
  isDefault: z.boolean(),
  status: z.string(),
  recipients: z.number().int().nullable(),
});
export type Reminder = z.infer<typeof schemaReminder>;
export const schemaReminderBody = z.object({
  sendAt: z.iso.datetime({ offset: true, error: 'sendAt must be an ISO 8601 date and time' }),
  segment: z.enum(MESSAGE_SEGMENTS, { error: 'segment must be all, going, maybe or no-reply' }).default('no-reply'),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'channel must be whatsapp or sms' }).default('whatsapp'),
  text: plainText({ label: 'Reminder', max: INVITE_MESSAGE_MAX, multiline: true }).nullable().optional(),
});
export const schemaReminderCancelBody = z.object({ reminderId: schemaRowId('reminder') });

export const schemaOptInBody = z.object({ whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false' }) });

export const routeInviteOptIn = defineRoute('inviteOptIn', {
  summary: 'Records whether a customer who opened the invite (and has not answered yet) wants reminders on WhatsApp (unticked by default).',
  auth: 'customer',
  errors: [404],
  params: schemaInviteIdParams,
  body: schemaOptInBody,
  response: schemaNoData,
});
export const routeInviteMessageSend = defineRoute('inviteMessageSend', {
  summary:
    'Messages guests of a segment (all, going, maybe, no-reply) by WhatsApp or SMS, only those who opted in (owner or co-host). Sent by a queued job; answers how many it goes to. 409 when nobody in the segment asked for messages (nothing is sent).',
  auth: 'customer',
  okStatus: 202,
  errors: [...eventErrors],
  params: schemaEventIdParams,
  body: schemaMessageBody,
  response: schemaMessageQueued,
});

export const routeInviteReminderList = defineRoute('inviteReminderList', {
  summary: "An event's reminders (hosts), by send time.",
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  response: z.array(schemaReminder),
});

export const routeInviteReminderCreate = defineRoute('inviteReminderCreate', {
  summary:
    'Schedules a reminder (hosts): at most 5 scheduled, each at least an hour from the others, in the future and before the start (409 otherwise). Sent once by the job queue, to opted-in guests of the segment.',
  auth: 'customer',
  okStatus: 201,
  errors: [...eventErrors],
  params: schemaEventIdParams,
  body: schemaReminderBody,
  response: schemaReminder,
});

export const routeInviteReminderCancel = defineRoute('inviteReminderCancel', {
  summary: 'Cancels a scheduled reminder (hosts).',
  auth: 'customer',
  errors: [403, 404, 409],
  params: schemaEventIdParams,
  body: schemaReminderCancelBody,
  response: schemaNoData,
});
