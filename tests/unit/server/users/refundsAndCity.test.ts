/**
 * The "/accounts" refunds (amount, status, bank reference) and the saved city of "/services", through the real
 * routes on PGlite and PostgreSQL: GET /api/user/refunds lists only the session user's refunds, newest first;
 * PUT /api/user/city saves one of our cities (400 otherwise), the profile shows it, a first booking saves its city
 * and never replaces a saved one; the export holds the city and the erasure forgets it.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orderAddRoute from '../../../../pages/api/order/add';
import cityRoute from '../../../../pages/api/user/city';
import exportRoute from '../../../../pages/api/user/export';
import refundsRoute from '../../../../pages/api/user/refunds';
import detailsRoute from '../../../../pages/api/user/user-details';
import type { AccountRefund } from '../../../../lib/contracts/accountRefunds';
import type { UserPublic } from '../../../../lib/contracts/users';
import { refunds, users } from '../../../../server/db/schema';
import type { UserDataExport } from '../../../../server/users/export';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, callRoute, customer, forgetRoutesDb, inDays, useDbForRoutes, type Customer } from '../events/helpers';
import { insertOrder, insertPaymentAndRefund } from './fixtures';

afterAll(() => forgetRoutesDb());

describeEachDatabase('account refunds and the saved city', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let asha: Customer;
  let ravi: Customer;
  beforeAll(async () => {
    useDbForRoutes(getDb());
    asha = await customer(getDb(), '9877700051');
    ravi = await customer(getDb(), '9877700052');
  });

  const refundsOf = (who: Customer) => call(refundsRoute, { url: '/api/user/refunds', headers: who.headers });
  const setCity = (who: Customer, body: unknown) => call(cityRoute, { method: 'PUT', url: '/api/user/city', headers: who.headers, body });
  const profileOf = async (who: Customer) =>
    (await call(detailsRoute, { url: '/api/user/user-details', headers: who.headers })).json<UserPublic>().data;

  describe('GET /api/user/refunds', () => {
    it("lists the customer's own refunds, newest first, with order number, rupees, status and references", async () => {
      const db = getDb();
      const first = await insertOrder(db, asha.id, { eventDate: inDays(-5), status: 4 });
      const { refund: processed } = await insertPaymentAndRefund(db, first.id);
      await db
        .update(refunds)
        .set({
          providerRefundId: 'rfnd_SBX123',
          processedAt: new Date('2026-11-03T09:00:00Z'),
          createdAt: new Date('2026-11-02T09:00:00Z'),
        })
        .where(eq(refunds.id, processed.id));
      const second = await insertOrder(db, asha.id, { eventDate: inDays(-2), status: 4 });
      const { refund: pending } = await insertPaymentAndRefund(db, second.id);
      await db
        .update(refunds)
        .set({ status: 'pending', bankReference: null, amountPaise: 12_345, createdAt: new Date('2026-11-10T09:00:00Z') })
        .where(eq(refunds.id, pending.id));
      const theirs = await insertOrder(db, ravi.id, { eventDate: inDays(-2), status: 4 });
      await insertPaymentAndRefund(db, theirs.id);

      const answer = await refundsOf(asha);
      expect(answer.status).toBe(200);
      expect(answer.json<AccountRefund[]>().data).toEqual([
        {
          _id: pending.id,
          orderId: second.id,
          orderNumber: second.orderNumber,
          service: 'Chef for Party',
          amount: 123.45,
          status: 'pending',
          statusLabel: 'Refund initiated',
          bankReference: null,
          gatewayReference: null,
          createdAt: '2026-11-10T09:00:00.000Z',
          processedAt: null,
        },
        {
          _id: processed.id,
          orderId: first.id,
          orderNumber: first.orderNumber,
          service: 'Chef for Party',
          amount: 100,
          status: 'processed',
          statusLabel: 'Refunded',
          bankReference: processed.bankReference,
          gatewayReference: 'rfnd_SBX123',
          createdAt: '2026-11-02T09:00:00.000Z',
          processedAt: '2026-11-03T09:00:00.000Z',
        },
      ]);
      expect((await refundsOf(ravi)).json<AccountRefund[]>().data.map((r) => r.orderId)).toEqual([theirs.id]);
    });

    it('answers an empty list to a customer without refunds and 401 without a login; no other method', async () => {
      const nobody = await customer(getDb(), '9877700053');
      expect((await refundsOf(nobody)).json<AccountRefund[]>().data).toEqual([]);
      expect((await call(refundsRoute, { url: '/api/user/refunds' })).status).toBe(401);
      expect((await call(refundsRoute, { method: 'POST', url: '/api/user/refunds', headers: asha.headers, body: {} })).status).toBe(405);
    });
  });

  describe('the saved city', () => {
    it('saves one of our cities, shows it in the profile, forgets it with null; 400 for anything else, 401 signed out', async () => {
      const saved = await setCity(asha, { city: 'noida' });
      expect(saved.status).toBe(200);
      expect(saved.json<UserPublic>().data.city).toEqual({ slug: 'noida', name: 'Noida' });
      expect((await profileOf(asha)).city).toEqual({ slug: 'noida', name: 'Noida' });

      for (const [body, message] of [
        [{ city: 'atlantis' }, 'Unknown city'],
        [{ city: 'Noida<script>' }, 'Unknown city'],
        [{ city: 12 }, 'Please choose a city'],
        [{}, 'Please choose a city'],
      ] as const) {
        const refused = await setCity(asha, body);
        expect([refused.status, refused.json().message]).toEqual([400, message]);
      }
      expect((await profileOf(asha)).city).toEqual({ slug: 'noida', name: 'Noida' });

      expect((await setCity(asha, { city: null })).json<UserPublic>().data.city).toBeNull();
      expect((await profileOf(asha)).city).toBeNull();
      expect((await call(cityRoute, { method: 'PUT', url: '/api/user/city', body: { city: 'delhi' } })).status).toBe(401);
    });

    it('a first booking saves its city; a booking elsewhere never replaces a saved city', async () => {
      const db = getDb();
      const dishes = await someDishes(db, 6);
      const book = (who: Customer, slotId: string) =>
        call(orderAddRoute, {
          method: 'POST',
          url: '/api/order/add',
          headers: who.headers,
          body: chefOrderInput(dishes, 15, { eventDate: inDays(5), slotId }),
        });
      const newcomer = await customer(db, '9877700054');
      expect((await profileOf(newcomer)).city).toBeNull();
      expect((await book(newcomer, '19-20')).status).toBe(201);
      expect((await profileOf(newcomer)).city).toEqual({ slug: 'noida', name: 'Noida' });

      const delhiite = await customer(db, '9877700055');
      await setCity(delhiite, { city: 'delhi' });
      expect((await book(delhiite, '19-20')).status).toBe(201);
      expect((await profileOf(delhiite)).city).toEqual({ slug: 'delhi', name: 'Delhi' });
    });

    it('the export holds the saved city', async () => {
      const who = await customer(getDb(), '9877700056');
      await setCity(who, { city: 'pune' });
      const answer = await callRoute(exportRoute, { method: 'GET', url: '/api/user/export', headers: who.headers });
      expect((answer.json() as unknown as UserDataExport).profile).toMatchObject({ id: who.id, city: 'pune' });
      const [row] = await getDb().select().from(users).where(eq(users.id, who.id));
      expect(row!.city).toBe('pune');
    });
  });
});
