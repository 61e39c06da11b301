/**
 * Notification choices and privacy: the shapes of
 * `GET|PUT /api/user/notification-settings`, `GET /api/user/export`, `POST /api/user/delete-account` and
 * `POST /api/user/restore-account`, and the channels, topics and defaults both sides read.
 */
import { z } from 'zod';
import { defineRoute, schemaNoData } from './http';

/** Where a message can go out. */
export const NOTIFY_CHANNELS = ['whatsapp', 'sms', 'push'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** What a message is about. */
export const NOTIFY_TOPICS = ['bookings', 'invites', 'chat', 'offers'] as const;
export type NotifyTopic = (typeof NOTIFY_TOPICS)[number];

/**
 * Offers are off until the customer turns them on; every other topic is on by default, except the chat
 * digest on WhatsApp (opt-in).
 */
export function defaultChoice(topic: NotifyTopic, channel?: NotifyChannel): boolean {
  if (topic === 'chat' && channel === 'whatsapp') return false;
  return topic !== 'offers';
}

/** Customer-facing names of the channels and topics (the settings screen's labels). */
export const NOTIFY_CHANNEL_LABEL: Record<NotifyChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', push: 'Push notifications' };
export const NOTIFY_TOPIC_LABEL: Record<NotifyTopic, string> = {
  bookings: 'Bookings',
  invites: 'Invites',
  chat: 'Chat',
  offers: 'Offers',
};

const schemaTopicChoices = z.object({ bookings: z.boolean(), invites: z.boolean(), chat: z.boolean(), offers: z.boolean() }).strict();
/** Every choice of a customer: channel -> topic -> on/off. */
export const schemaNotificationSettings = z.object({ whatsapp: schemaTopicChoices, sms: schemaTopicChoices, push: schemaTopicChoices });
export type NotificationSettings = z.infer<typeof schemaNotificationSettings>;

/** PUT body: any of the choices (at least one); the others stay as they are. */
export const schemaNotificationSettingsUpdate = z
  .object({
    whatsapp: schemaTopicChoices.partial().optional(),
    sms: schemaTopicChoices.partial().optional(),
    push: schemaTopicChoices.partial().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((topics) => topics && Object.keys(topics).length > 0), {
    message: 'Please choose at least one setting',
  });
export type NotificationSettingsUpdate = z.infer<typeof schemaNotificationSettingsUpdate>;

/** Days a deletion request can be undone by logging in again. */
export const DELETION_UNDO_DAYS = 7;
/** 409 while a paid booking is still to come (the customer cancels it first). */
export const DELETE_REFUSED_PAID_ORDER =
  'You have a paid booking coming up. Please cancel it from My Orders first, then delete your account.';

/** A pending deletion: when it was asked for and when the personal data will be erased. */
export const schemaAccountDeletion = z.object({ requestedAt: z.iso.datetime(), eraseAfter: z.iso.datetime() });

export const routeNotificationSettings = defineRoute('notificationSettings', {
  summary:
    "The logged-in customer's notification choices: WhatsApp, SMS and push, each for bookings, invites, chat and offers (offers off by default). Payment receipts and booking cancellations are sent whatever the choice.",
  auth: 'customer',
  response: schemaNotificationSettings,
});

export const routeNotificationSettingsUpdate = defineRoute('notificationSettingsUpdate', {
  summary: 'Changes some of the notification choices (the others are kept) and answers all of them.',
  auth: 'customer',
  body: schemaNotificationSettingsUpdate,
  response: schemaNotificationSettings,
});

export const routeAccountExport = defineRoute('accountExport', {
  summary:
    'Everything stored about the logged-in customer as one JSON file download (`application/json`, attachment): profile, orders, payments, refunds, invites hosted, answers, wall posts, opt-ins, notification choices, sessions (no token material) and every other row holding their id.',
  auth: 'customer',
  response: schemaNoData,
});

export const routeAccountDelete = defineRoute('accountDelete', {
  summary:
    'Asks for the account to be deleted: every session ends now, logging in again within 7 days undoes it, after that the personal data is erased (payment amounts, references and dates are kept as the law requires, without name, phone or address). 409 while a paid booking is still to come.',
  auth: 'customer',
  errors: [409],
  response: schemaAccountDeletion,
});

export const routeAccountRestore = defineRoute('accountRestore', {
  summary: 'Undoes a pending deletion request of the logged-in customer (logging in again does the same).',
  auth: 'customer',
  response: z.object({ restored: z.boolean() }),
});
