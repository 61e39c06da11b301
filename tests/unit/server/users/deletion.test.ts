/**
 * Delete my account: refused while a paid booking is still to come; otherwise every session
 * ends, logging in again (or the restore route) within 7 days undoes it, and after 7 days the durable job erases
 * the personal data and keeps the payment amounts, references and dates. PGlite and PostgreSQL.
 */
import { addDays, addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import deleteRoute from '../../../../pages/api/user/delete-account';
import otpGenerateRoute from '../../../../pages/api/user/otp_generate';
import otpVerifyRoute from '../../../../pages/api/user/otp_verify';
import restoreRoute from '../../../../pages/api/user/restore-account';
import userDetailsRoute from '../../../../pages/api/user/user-details';
import { ORDER_STATUS } from '../../../../lib/constants';
import { DELETE_REFUSED_PAID_ORDER } from '../../../../lib/contracts/privacy';
import { addIstDays, istDate } from '../../../../lib/dates';
import { resetConfigForTests } from '../../../../server/config';
import {
  addresses,
  accountDeletions,
  eventGuests,
  eventWallItems,
  events,
  jobs,
  orders,
  payments,
  refunds,
  sessions,
  users,
} from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import type { MediaStorage } from '../../../../server/media/storage';
import { userJobHandlers } from '../../../../server/users/jobs';
import { requestUserDeletion } from '../../../../server/users/deletion';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { findLoginDevice, rememberLoginDevice } from '../../../../server/auth/loginDevices';
import { inviteSharePath } from '../../../../lib/routes';
import { answerInvite, call, createInvite, customer, setUpInvitesSuite, useDbForRoutes, type Customer } from '../events/helpers';
import { insertOrder, insertPaymentAndRefund } from './fixtures';

setUpInvitesSuite();
const TEST_CODE = '4321';
beforeAll(() => {
  vi.stubEnv('OTP_TEST_NUMBERS', ['9877700003', '9877700004'].map((phone) => `${phone}:${TEST_CODE}`).join(','));
  resetConfigForTests();
});

/** A storage that only records the keys deleted. */
function recordingStorage(): MediaStorage & { deleted: string[] } {
  const deleted: string[] = [];
  return {
    kind: 'local',
    deleted,
    put: async () => undefined,
    get: async () => {
      throw new Error('not used');
    },
    delete: async (key) => {
      deleted.push(key);
    },
    signedUrl: async () => {
      throw new Error('not used');
    },
  };
}

const deleteAccount = (who: Customer) => call(deleteRoute, { method: 'POST', url: '/api/user/delete-account', headers: who.headers });
const profile = (who: Customer) => call(userDetailsRoute, { url: '/api/user/user-details', headers: who.headers });

async function logIn(phone: string) {
  await call(otpGenerateRoute, { method: 'POST', url: '/api/user/otp_generate', body: { phone, role: 'customer' } });
  return call(otpVerifyRoute, { method: 'POST', url: '/api/user/otp_verify', body: { phone, role: 'customer', otp: TEST_CODE } });
}

const openRequests = (db: Db, userId: string) =>
  db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .then((rows) => rows.filter((row) => !row.restoredAt && !row.erasedAt));

/** The erasure jobs queued for `userId`. */
const erasureJobs = (db: Db, userId: string) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.name, 'privacy.erase_account'))
    .then((rows) => rows.filter((row) => row.payload.userId === userId));

describeEachDatabase(
  'delete my account',
  (getDb) => {
    beforeEach(() => useDbForRoutes(getDb()));

    it('is refused with 409 while a paid booking is still to come, allowed once it is cancelled', async () => {
      const db = getDb();
      const who = await customer(db, '9877700001');
      const order = await insertOrder(db, who.id, { eventDate: addIstDays(istDate(new Date()), 4), amountPaid: 400 });
      // an unpaid order and a past paid one do not stand in the way
      await insertOrder(db, who.id, {
        eventDate: addIstDays(istDate(new Date()), 4),
        amountPaid: 0,
        status: ORDER_STATUS.AWAITING_PAYMENT,
      });
      await insertOrder(db, who.id, { eventDate: addIstDays(istDate(new Date()), -3), amountPaid: 400, status: ORDER_STATUS.COMPLETED });
      const refused = await deleteAccount(who);
      expect([refused.status, refused.json().message]).toEqual([409, DELETE_REFUSED_PAID_ORDER]);
      expect(await openRequests(db, who.id)).toHaveLength(0);
      expect((await profile(who)).status).toBe(200);
      await db.update(orders).set({ status: ORDER_STATUS.CANCELLED, amountRefunded: 400 }).where(eq(orders.id, order.id));
      expect((await deleteAccount(who)).status).toBe(200);
    });

    it('ends every session at once and queues the erasure 7 days later', async () => {
      const db = getDb();
      const who = await customer(db, '9877700002');
      const second = await customer(db, '9877700002');
      const before = new Date();
      const answer = await deleteAccount(who);
      expect(answer.status).toBe(200);
      const { eraseAfter } = answer.json<{ eraseAfter: string }>().data;
      expect(new Date(eraseAfter).getTime() - before.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
      expect((await profile(who)).status).toBe(401);
      expect((await profile(second)).status).toBe(401);
      const live = (await db.select().from(sessions).where(eq(sessions.userId, who.id))).filter((s) => !s.revokedAt);
      expect(live).toHaveLength(0);
      const [job] = await erasureJobs(db, who.id);
      expect(job).toBeDefined();
      expect(job!.runAt.toISOString()).toBe(new Date(eraseAfter).toISOString());
    });

    it('logging in again within 7 days restores the account; the job then erases nothing', async () => {
      const db = getDb();
      const phone = '9877700003';
      const who = await customer(db, phone);
      await db.update(users).set({ name: 'Asha Verma' }).where(eq(users.id, who.id));
      expect((await deleteAccount(who)).status).toBe(200);
      const login = await logIn(phone);
      expect([login.status, login.json().message]).toEqual([200, 'Welcome back! Your account will not be deleted.']);
      // the login screen is told, so it can say the deletion was cancelled
      expect((login.json() as unknown as { deletionCancelled?: boolean }).deletionCancelled).toBe(true);
      expect(login.json<{ _id: string }>().data._id).toBe(who.id);
      expect(await openRequests(db, who.id)).toHaveLength(0);
      // the job, run after the 7 days, finds no open request
      const run = await runDueJobs(
        db,
        { ...appJobHandlers(), ...userJobHandlers(async () => recordingStorage()) },
        { now: addDays(new Date(), 8) },
      );
      expect(run.failed).toBe(0);
      expect(await erasureJobs(db, who.id)).toEqual([expect.objectContaining({ status: 'done' })]);
      const [row] = await db.select().from(users).where(eq(users.id, who.id));
      expect([row!.phone, row!.name]).toEqual([phone, 'Asha Verma']);
    });

    it('the restore route undoes a request too', async () => {
      const db = getDb();
      const phone = '9877700004';
      const who = await customer(db, phone);
      await requestUserDeletion(db, who.id);
      // a new login's session calls the route (sessions from before the request are over)
      const login = await logIn(phone);
      const headers = { authorization: `Bearer ${String((login.json() as unknown as { token: string }).token)}` };
      const again = await call(restoreRoute, { method: 'POST', url: '/api/user/restore-account', headers });
      expect([again.status, again.json<{ restored: boolean }>().data.restored]).toEqual([200, false]);
      await requestUserDeletion(db, who.id);
      expect((await openRequests(db, who.id)).length).toBe(1);
      const fresh = await customer(db, phone);
      const restored = await call(restoreRoute, { method: 'POST', url: '/api/user/restore-account', headers: fresh.headers });
      expect([restored.status, restored.json<{ restored: boolean }>().data.restored]).toEqual([200, true]);
      expect(await openRequests(db, who.id)).toHaveLength(0);
    });

    it('after 7 days the job erases the personal data and keeps payment amounts, references and dates', async () => {
      const db = getDb();
      const phone = '9877700005';
      const who = await customer(db, phone);
      const host = await customer(db, '9877700006');
      await db
        .update(users)
        .set({ name: 'Asha Verma', pushToken: 'fcm-token-0123456789', avatarKey: `avatars/${who.id}/a.webp`, city: 'noida' })
        .where(eq(users.id, who.id));
      await db.insert(addresses).values({
        userId: who.id,
        label: 'Home',
        name: 'Asha Verma',
        line1: 'B-12, Sector 62',
        pincode: '201301',
        served: true,
        isDefault: true,
      });
      const order = await insertOrder(db, who.id, { eventDate: addIstDays(istDate(new Date()), -10), status: ORDER_STATUS.COMPLETED });
      await db.update(orders).set({ businessName: 'Verma Events', businessGstin: '27AAPFU0939F1ZV' }).where(eq(orders.id, order.id));
      const { payment, refund } = await insertPaymentAndRefund(db, order.id);
      const hosted = await createInvite(who);
      const theirs = await createInvite(host);
      await answerInvite(who, { eventId: theirs._id, rsvpStatus: 'going', whatsappOptIn: true, note: 'Bringing cake' });
      await db
        .insert(eventWallItems)
        .values({ eventId: theirs._id, userId: who.id, kind: 'photo', thumbKey: 'events/x/y/thumb.webp', webKey: 'events/x/y/web.webp' });
      const requestedAt = new Date();
      await requestUserDeletion(db, who.id, requestedAt);
      const storage = recordingStorage();
      const erase = userJobHandlers(async () => storage)['privacy.erase_account']!;

      // not yet due: the job comes back at the time it is due, nothing erased
      const early = await erase(db, { userId: who.id }, addDays(requestedAt, 6));
      expect(early).toEqual({ rescheduleAt: addDays(requestedAt, 7) });
      expect((await db.select().from(users).where(eq(users.id, who.id)))[0]!.phone).toBe(phone);

      // the device the customer signed in on, and the shared cache of this instance (server.js)
      const deviceToken = await rememberLoginDevice(db, { token: undefined, phone, purpose: 'customer' });
      const purgePath = vi.fn(() => 1);
      const sharedCache = globalThis as { __partySharedCache?: { purgePath: (path: string) => number } };
      sharedCache.__partySharedCache = { purgePath };
      try {
        await erase(db, { userId: who.id }, addMinutes(addDays(requestedAt, 7), 1));
      } finally {
        delete sharedCache.__partySharedCache;
      }
      // the erased host's share page leaves the shared cache (every instance: server/realtime/cachePurge.ts)
      expect(purgePath.mock.calls).toEqual([[inviteSharePath(hosted.shortCode)]]);
      expect(await findLoginDevice(db, { token: deviceToken, phone, purpose: 'customer' })).toBeNull();
      const [user] = await db.select().from(users).where(eq(users.id, who.id));
      expect(user!.name).toBeNull();
      expect(user!.pushToken).toBeNull();
      expect(user!.avatarKey).toBeNull();
      expect(user!.city).toBeNull();
      expect(await db.select().from(addresses).where(eq(addresses.userId, who.id))).toHaveLength(0);
      expect(storage.deleted).toContain(`avatars/${who.id}/a.webp`);
      expect(user!.phone).not.toBe(phone);
      expect(user!.phone).not.toMatch(/^\d{10}$/);
      const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept!.address).toEqual({});
      expect(kept!.note).toBeNull();
      expect([kept!.orderNumber, kept!.total, kept!.amountPaid, kept!.eventDate]).toEqual([order.orderNumber, 2000, 400, order.eventDate]);
      // the business invoice's recipient is part of the GST record (CGST Act section 36: kept with the amounts)
      expect([kept!.businessName, kept!.businessGstin]).toEqual(['Verma Events', '27AAPFU0939F1ZV']);
      const [keptPayment] = await db.select().from(payments).where(eq(payments.id, payment.id));
      expect([keptPayment!.amountPaise, keptPayment!.providerPaymentId, keptPayment!.receiptNumber, keptPayment!.capturedAt]).toEqual([
        40_000,
        payment.providerPaymentId,
        payment.receiptNumber,
        payment.capturedAt,
      ]);
      const [keptRefund] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect([keptRefund!.amountPaise, keptRefund!.bankReference]).toEqual([10_000, refund.bankReference]);
      expect(await db.select().from(events).where(eq(events.id, hosted._id))).toHaveLength(0);
      const [answer] = await db.select().from(eventGuests).where(eq(eventGuests.userId, who.id));
      expect([answer!.name, answer!.note, answer!.rsvpStatus]).toEqual(['Former guest', null, 'going']);
      expect(await db.select().from(eventWallItems).where(eq(eventWallItems.userId, who.id))).toHaveLength(0);
      expect(storage.deleted).toEqual(expect.arrayContaining(['events/x/y/thumb.webp', 'events/x/y/web.webp']));
      expect(await db.select().from(sessions).where(eq(sessions.userId, who.id))).toHaveLength(0);
      const [request] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, who.id));
      expect(request!.erasedAt).not.toBeNull();
      // the number can start afresh: a new, empty account
      const fresh = await customer(db, phone);
      expect(fresh.id).not.toBe(who.id);
    });
  },
  { seed: false },
);
