/**
 * Per-customer choices (WhatsApp, SMS, push x bookings, invites, chat, offers; offers
 * off by default), the one gate every sender asks (`mayNotify`), a sender refused when the choice is off, a required
 * message (the payment receipt) sent anyway, and the invite messages stopped by the account-level choice whatever
 * the guest's opt-in on the invite. PGlite and PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import messageRoute from '../../../../pages/api/customer/event/event-messages/[eventId]';
import settingsRoute from '../../../../pages/api/user/notification-settings';
import { addIstDays, istDate } from '../../../../lib/dates';
import type { NotificationSettings } from '../../../../lib/contracts/privacy';
import { outbox } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { notifyPhotosReady } from '../../../../server/gallery/notify';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import { mayNotify, updateNotificationSettings } from '../../../../server/notify/preferences';
import { ORDER_CONFIRMATION_TEMPLATE, PHOTOS_READY_TEMPLATE } from '../../../../server/notify/whatsapp';
import { orderJobHandlers } from '../../../../server/orders/jobs';
import { requestUserDeletion } from '../../../../server/users/deletion';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { answerInvite, call, createInvite, customer, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';
import { insertOrder } from './fixtures';

setUpInvitesSuite();

const sentTo = (db: Db, phone: string, template: string) =>
  db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.recipient, [phone, `+91${phone}`]), eq(outbox.template, template)));

describeEachDatabase(
  'notification choices and the sender gate',
  (getDb) => {
    beforeEach(() => useDbForRoutes(getDb()));

    it('answers the defaults (offers and the WhatsApp chat digest off, the rest on), saves a change and keeps the others', async () => {
      const who = await customer(getDb(), '9855500001');
      const get = await call(settingsRoute, { url: '/api/user/notification-settings', headers: who.headers });
      expect(get.status).toBe(200);
      const defaults = get.json<NotificationSettings>().data;
      expect(defaults.whatsapp).toEqual({ bookings: true, invites: true, chat: false, offers: false });
      expect(defaults.push).toEqual({ bookings: true, invites: true, chat: true, offers: false });
      const put = await call(settingsRoute, {
        method: 'PUT',
        url: '/api/user/notification-settings',
        headers: who.headers,
        body: { whatsapp: { offers: true }, sms: { invites: false } },
      });
      expect(put.status).toBe(200);
      const saved = put.json<NotificationSettings>().data;
      expect(saved.whatsapp).toEqual({ bookings: true, invites: true, chat: false, offers: true });
      expect(saved.sms).toEqual({ bookings: true, invites: false, chat: true, offers: false });
      const again = await call(settingsRoute, { url: '/api/user/notification-settings', headers: who.headers });
      expect(again.json<NotificationSettings>().data).toEqual(saved);
    });

    it('refuses an unknown channel or topic, an empty change and a call without a login', async () => {
      const who = await customer(getDb(), '9855500002');
      const put = (body: unknown, headers = who.headers) =>
        call(settingsRoute, { method: 'PUT', url: '/api/user/notification-settings', headers, body });
      expect((await put({ email: { offers: true } })).status).toBe(400);
      expect((await put({ whatsapp: { spam: true } })).status).toBe(400);
      expect((await put({ whatsapp: { offers: 'yes' } })).status).toBe(400);
      expect((await put({})).status).toBe(400);
      expect((await put({ whatsapp: { offers: true } }, {})).status).toBe(401);
    });

    it('mayNotify: the choice decides, a required message always goes, a pending deletion stops the rest', async () => {
      const db = getDb();
      const who = await customer(db, '9855500003');
      expect(await mayNotify(db, who.id, 'whatsapp', 'bookings')).toBe(true);
      expect(await mayNotify(db, who.id, 'whatsapp', 'offers')).toBe(false);
      await updateNotificationSettings(db, who.id, { whatsapp: { bookings: false, offers: true } });
      expect(await mayNotify(db, who.id, 'whatsapp', 'bookings')).toBe(false);
      expect(await mayNotify(db, who.id, 'sms', 'bookings')).toBe(true);
      expect(await mayNotify(db, who.id, 'whatsapp', 'offers')).toBe(true);
      expect(await mayNotify(db, who.id, 'whatsapp', 'bookings', 'payment_receipt')).toBe(true);
      await requestUserDeletion(db, who.id);
      expect(await mayNotify(db, who.id, 'whatsapp', 'offers')).toBe(false);
      expect(await mayNotify(db, who.id, 'whatsapp', 'bookings', 'payment_receipt')).toBe(true);
      expect(await mayNotify(db, '00000000-0000-4000-8000-000000000000', 'sms', 'bookings')).toBe(false);
    });

    it('a sender is refused when the choice is off (photos ready), a required message goes anyway (payment receipt)', async () => {
      const db = getDb();
      const who = await customer(db, '9855500004');
      const order = await insertOrder(db, who.id, { eventDate: addIstDays(istDate(new Date()), 5) });
      await updateNotificationSettings(db, who.id, { whatsapp: { bookings: false } });
      expect(await notifyPhotosReady(db, { orderId: order.id })).toBe('opted-out');
      expect(await sentTo(db, who.phone, PHOTOS_READY_TEMPLATE)).toHaveLength(0);
      await orderJobHandlers()['notify.order_confirmation']!(db, { orderId: order.id }, new Date());
      expect(await sentTo(db, who.phone, ORDER_CONFIRMATION_TEMPLATE)).toHaveLength(1);
      // turned on again, the photos-ready message goes out
      await updateNotificationSettings(db, who.id, { whatsapp: { bookings: true } });
      expect(await notifyPhotosReady(db, { orderId: order.id })).not.toBe('opted-out');
      expect(await sentTo(db, who.phone, PHOTOS_READY_TEMPLATE)).toHaveLength(1);
    });

    it('a guest who opted in on the invite but turned invite messages off on their account gets no host message', async () => {
      const db = getDb();
      const host = await customer(db, '9855500005');
      const [keen, quiet] = [await customer(db, '9855500006'), await customer(db, '9855500007')];
      const event = await createInvite(host);
      await answerInvite(keen, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: true });
      await answerInvite(quiet, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: true });
      await updateNotificationSettings(db, quiet.id, { whatsapp: { invites: false } });
      const sent = await call(messageRoute, {
        method: 'POST',
        url: `/api/customer/event/event-messages/${event._id}`,
        params: { eventId: event._id },
        headers: host.headers,
        body: { segment: 'going', text: 'Parking is at gate 2' },
      });
      expect(sent.status).toBe(202);
      await runDueJobs(db, appJobHandlers());
      expect(await sentTo(db, keen.phone, 'invite_host_message')).toHaveLength(1);
      expect(await sentTo(db, quiet.phone, 'invite_host_message')).toHaveLength(0);
    });
  },
  { seed: false },
);
