import { expect, it } from 'vitest';
import { withAvailableProviders } from '../../../helpers/providers';
import { schemaOrderAdd, type PhotographyOrderAdd } from '../../../../lib/contracts/orders';
import { photographyBill } from '../../../../lib/pricing';
import type { Db } from '../../../../server/db/types';
import { findPackageForOrder } from '../../../../server/photography/repository';
import { placeOrder } from '../../../../server/orders/placement';
import { orderDetailsForUser } from '../../../../server/orders/views';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { photographyPackages } from '../../../../server/db/schema';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** The photography order rules of POST /api/order/add (orderType 9), on both databases. */

const NOW = new Date('2026-11-21T10:00:00+05:30');
const ADDRESS = { name: 'Meera Iyer', line1: 'Flat 7, Lotus Apartments', pincode: '201309' };

async function customer(db: Db, phone: string): Promise<string> {
  return (await findOrCreateUserByPhone(db, phone)).user.id;
}

/** The first seeded active package and what it offers. */
async function somePackage(db: Db) {
  const [row] = await db.select({ slug: photographyPackages.slug }).from(photographyPackages).limit(1);
  const found = await findPackageForOrder(db, row!.slug);
  if (!found) throw new Error('no photography package seeded');
  return found;
}

/** A photography order body parsed as the handler parses it, priced by the server's own bill. */
async function photographyInput(db: Db, overrides: Record<string, unknown> = {}, extraHours = 1): Promise<PhotographyOrderAdd> {
  const { package: pkg, addons } = await somePackage(db);
  const chosen = addons.slice(0, 2).map((a, i) => ({ slug: a.slug, quantity: i + 1 }));
  const bill = photographyBill({
    packageName: pkg.name,
    packagePrice: pkg.price,
    addons: chosen.map((c) => ({
      name: addons.find((a) => a.slug === c.slug)!.name,
      unitPrice: addons.find((a) => a.slug === c.slug)!.price,
      quantity: c.quantity,
    })),
    extraHours,
  });
  return schemaOrderAdd.parse({
    orderType: 9,
    productSlug: pkg.slug,
    addons: chosen,
    extraHours,
    eventDate: '2026-11-23',
    slotId: '11-12',
    address: ADDRESS,
    expectedTotal: bill.total,
    ...overrides,
  }) as PhotographyOrderAdd;
}

describeEachDatabase('photography orders', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('books a package with add-ons and extra hours awaiting payment, priced on the server with a 35% advance', async () => {
    const db = getDb();
    const userId = await customer(db, '9810000141');
    const input = await photographyInput(db);
    const { created, details } = await placeOrder(db, { userId, input, idempotencyKey: 'photo-order-0001', now: NOW });
    expect(created).toBe(true);
    expect(details.orderType).toBe(9);
    expect(details.service).toBe('Photography');
    expect(details.statusLabel).toBe('Awaiting payment');
    expect(details.total).toBe(input.expectedTotal);
    expect(details.advance).toBe(Math.round(details.total * 0.35));
    expect(details.bill.lines.some((l) => l.kind === 'extra' && l.amount === 650)).toBe(true);
    expect(details.photography?.extraHours).toBe(1);
    expect(details.photography?.editedPhotos).toBeGreaterThan(0);
    expect(details.items[0]!.kind).toBe('product');
    const again = await placeOrder(db, { userId, input, idempotencyKey: 'photo-order-0001', now: NOW });
    expect([again.created, again.details._id]).toEqual([false, details._id]);
    const other = await customer(db, '9810000142');
    expect((await rejection(orderDetailsForUser(db, { orderId: details._id, userId: other, now: NOW }))).status).toBe(404);
  });

  it('refuses an unknown package, an add-on it does not offer, a start inside 24 hours, an unserved pincode and a changed price', async () => {
    const db = getDb();
    const userId = await customer(db, '9810000143');
    const unknown = await rejection(
      placeOrder(db, { userId, input: await photographyInput(db, { productSlug: 'no-such-package' }), now: NOW }),
    );
    expect([unknown.status, unknown.options.errors?.[0]?.path]).toEqual([400, 'productSlug']);
    const addon = await rejection(
      placeOrder(db, { userId, input: await photographyInput(db, { addons: [{ slug: 'hot-air-balloon', quantity: 1 }] }), now: NOW }),
    );
    expect([addon.status, addon.options.errors?.[0]?.path]).toEqual([400, 'addons.0.slug']);
    // NOW is 21 Nov 10:00 IST: 22 Nov 09:00 is 23 hours ahead
    const soon = await rejection(
      placeOrder(db, { userId, input: await photographyInput(db, { eventDate: '2026-11-22', slotId: '09-10' }), now: NOW }),
    );
    expect([soon.status, soon.options.errors?.[0]?.path]).toEqual([400, 'eventDate']);
    expect(soon.message).toContain('24 hours');
    const far = await rejection(placeOrder(db, { userId, input: await photographyInput(db, { eventDate: '2027-03-01' }), now: NOW }));
    expect([far.status, far.options.errors?.[0]?.path]).toEqual([400, 'eventDate']);
    const unserved = await rejection(
      placeOrder(db, { userId, input: await photographyInput(db, { address: { ...ADDRESS, pincode: '799001' } }), now: NOW }),
    );
    expect([unserved.status, unserved.options.errors?.[0]?.path]).toEqual([400, 'address.pincode']);
    const stale = await rejection(placeOrder(db, { userId, input: await photographyInput(db, { expectedTotal: 1 }), now: NOW }));
    expect(stale.status).toBe(409);
  });
});

it('the contract refuses add-on quantities outside 1-5, more than 4 extra hours and a repeated add-on, naming the field', () => {
  const body = (change: Record<string, unknown>) => ({
    orderType: 9,
    productSlug: 'birthday-photography',
    addons: [{ slug: 'extra-photographer', quantity: 1 }],
    extraHours: 0,
    eventDate: '2026-11-25',
    slotId: '11-12',
    address: ADDRESS,
    expectedTotal: 4500,
    ...change,
  });
  const paths = (change: Record<string, unknown>) => {
    const result = schemaOrderAdd.safeParse(body(change));
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };
  expect(paths({})).toEqual([]);
  expect(paths({ addons: [{ slug: 'extra-photographer', quantity: 0 }] })).toEqual(['addons.0.quantity']);
  expect(paths({ addons: [{ slug: 'extra-photographer', quantity: 6 }] })).toEqual(['addons.0.quantity']);
  expect(paths({ addons: [{ slug: 'extra-photographer', quantity: 5 }] })).toEqual([]);
  expect(paths({ extraHours: 5 })).toEqual(['extraHours']);
  expect(paths({ extraHours: 4 })).toEqual([]);
  expect(
    paths({
      addons: [
        { slug: 'extra-photographer', quantity: 1 },
        { slug: 'extra-photographer', quantity: 2 },
      ],
    }),
  ).toEqual(['addons.1.slug']);
  expect(paths({ productSlug: 'Bad Slug!' })).toEqual(['productSlug']);
});
