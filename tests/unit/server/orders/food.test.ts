import { expect, it } from 'vitest';
import { withAvailableProviders } from '../../../helpers/providers';
import { foodPackages as seedPackages, partyFoodDishes } from '../../../../data/catalogue';
import { schemaOrderAdd, type FoodOrderAdd } from '../../../../lib/contracts/orders';
import { formatRupees } from '../../../../lib/format';
import {
  foodBill,
  FOOD_GUEST_RANGE,
  FOOD_MAX_DISHES,
  GUEST_DISCOUNT_FROM,
  GUEST_DISCOUNT_HIGHER_FROM,
  guestFactorPercent,
  pricePerPlate,
  quantityFactorPercent,
} from '../../../../lib/pricing';
import type { Db } from '../../../../server/db/types';
import { publicFoodPackages } from '../../../../server/food/publicFood';
import { listFoodMenu, listFoodPackages, type FoodMenuDish } from '../../../../server/food/repository';
import { FOOD_MINIMUM_MESSAGE, foodOrderFacts } from '../../../../server/orders/food';
import { placeOrder } from '../../../../server/orders/placement';
import { orderDetailsForUser } from '../../../../server/orders/views';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** The party-food menu, packages and the food order rules of POST /api/order/add, on both databases. */

const NOW = new Date('2026-11-21T10:00:00+05:30');
const ADDRESS = { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode: '201309' };

async function menu(db: Db, service: 'delivery' | 'buffet'): Promise<FoodMenuDish[]> {
  return (await listFoodMenu(db, { service, vegOnly: false })).flatMap((g) => g.dishes);
}

/** The dishes of `slugs` from the menu of `service`. */
async function dishesBySlug(db: Db, service: 'delivery' | 'buffet', slugs: string[]): Promise<FoodMenuDish[]> {
  const all = await menu(db, service);
  return slugs.map((slug) => {
    const dish = all.find((d) => d.slug === slug);
    if (!dish) throw new Error(`${slug} is not on the ${service} menu`);
    return dish;
  });
}

/** A food order body parsed as the handler parses it (the zod contract), priced by the server's own bill. */
function foodInput(
  service: 'delivery' | 'buffet',
  dishes: FoodMenuDish[],
  guests: number,
  overrides: Record<string, unknown> = {},
  extras = { disposables: false, tables: false },
): FoodOrderAdd {
  const parsed = schemaOrderAdd.parse({
    orderType: service === 'delivery' ? 6 : 7,
    dishIds: dishes.map((d) => d.id),
    guests,
    extras,
    eventDate: '2026-11-25',
    slotId: '19-20',
    address: ADDRESS,
    expectedTotal: foodBill({ service, dishes, guests, extras }).total,
    ...overrides,
  });
  return parsed as FoodOrderAdd;
}

async function customer(db: Db, phone: string): Promise<string> {
  return (await findOrCreateUserByPhone(db, phone)).user.id;
}

/** A 5-dish delivery menu of the seed: three mains, a rice, a dessert. */
async function deliveryMenu(db: Db): Promise<FoodMenuDish[]> {
  const dishes = await menu(db, 'delivery');
  const mains = dishes.filter((d) => d.qualifying).slice(0, 4);
  const other = dishes.filter((d) => !d.qualifying).slice(0, 1);
  return [...mains, ...other];
}

describeEachDatabase('party food menu and orders', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('seeds the whole menu and every package, and lists each service with its own dishes', async () => {
    const delivery = await menu(getDb(), 'delivery');
    const buffet = await menu(getDb(), 'buffet');
    expect(new Set([...delivery, ...buffet].map((d) => d.slug)).size).toBe(partyFoodDishes.length);
    expect(delivery.length).toBe(partyFoodDishes.filter((d) => d.modes.includes('delivery')).length);
    expect(buffet.every((d) => d.offeredForBuffet)).toBe(true);
    const vegOnly = (await listFoodMenu(getDb(), { service: 'delivery', vegOnly: true })).flatMap((g) => g.dishes);
    expect(vegOnly.length).toBeGreaterThan(0);
    expect(vegOnly.every((d) => d.isDish === 1)).toBe(true);
    const tawa = buffet.find((d) => d.slug === 'tawa-roti');
    expect(tawa?.qualifying).toBe(false);
    expect(buffet.find((d) => d.slug === 'jeera-rice')?.qualifying).toBe(true);
    expect([...delivery, ...buffet].every((d) => d.image?.startsWith('/uploads/dishes/'))).toBe(true);
  });

  it('lists packages by type and food type, priced per plate from their dishes', async () => {
    const all = await listFoodPackages(getDb());
    expect(all).toHaveLength(seedPackages.length);
    const veg = await publicFoodPackages(getDb(), { packageType: 'bulkFood', foodType: 'veg' });
    expect(veg.length).toBeGreaterThan(0);
    for (const p of veg) {
      expect(p.packageType).toBe('bulkFood');
      expect(p.packageItems.every((d) => d.is_dish === 1)).toBe(true);
      expect(p.price).toBe(pricePerPlate(p.packageItems.map((d) => ({ platePrice: d.platePrice!, qualifying: d.qualifying! }))));
    }
    const buffet = await publicFoodPackages(getDb(), { packageType: 'liveCatering' });
    expect(buffet.every((p) => p.packageType === 'liveCatering')).toBe(true);
  });

  it("gives each package card its dishes' own prices added up and the portion that makes the plate cheaper (the server's figures)", async () => {
    const cards = await publicFoodPackages(getDb(), {});
    for (const card of cards) {
      expect(card.dishesTotal).toBe(card.packageItems.reduce((sum, d) => sum + Number(d.dish_rate), 0));
      expect(card.portionPercent).toBe(quantityFactorPercent(card.packageItems.filter((d) => d.qualifying).length));
    }
    // the card customers saw as "₹458 a plate" beside dishes priced ₹590 one by one: 8 qualifying dishes at 75%
    const feast = cards.find((card) => card.slug === 'classic-north-indian-veg-feast')!;
    expect(feast).toMatchObject({ price: 458, dishesTotal: 590, portionPercent: 75 });
  });

  it('bills a package at the price per plate its card shows: that price × guests, then only the group discount', async () => {
    const cards = await publicFoodPackages(getDb(), {});
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const service = card.packageType === 'bulkFood' ? 'delivery' : 'buffet';
      const dishes = card.packageItems.map((d) => ({ platePrice: d.platePrice!, qualifying: d.qualifying! }));
      for (const guests of [FOOD_GUEST_RANGE[service].min, 40, 60, 100]) {
        const bill = foodBill({ service, dishes, guests, extras: { disposables: false, tables: false } });
        const food = bill.lines.filter((l) => ['food', 'adjustment', 'discount'].includes(l.kind));
        expect(food[0]).toEqual({
          kind: 'food',
          label: `Food: ${formatRupees(card.price)} per plate × ${guests} guests`,
          amount: card.price * guests,
        });
        // After the card's figure, the only change to the food is the group discount the guest picker announces.
        const off = 100 - guestFactorPercent(guests);
        expect(food.slice(1).map((l) => l.kind)).toEqual(off > 0 ? ['discount'] : []);
        if (off > 0)
          expect(food[1]!.label).toBe(
            `Group discount: ${off}% off for ${guests >= GUEST_DISCOUNT_HIGHER_FROM ? GUEST_DISCOUNT_HIGHER_FROM : GUEST_DISCOUNT_FROM} guests or more`,
          );
        expect(bill.foodNet).toBe(Math.round((card.price * guests * (100 - off)) / 100));
      }
    }
  });

  it('books a delivery awaiting payment, priced on the server, with the quantity of every dish for the guests', async () => {
    const db = getDb();
    const userId = await customer(db, '9810000131');
    const dishes = await deliveryMenu(db);
    const input = foodInput('delivery', dishes, 25, {}, { disposables: true, tables: false });
    const { created, details } = await placeOrder(db, { userId, input, idempotencyKey: 'food-order-0001', now: NOW });
    expect(created).toBe(true);
    expect(details.orderType).toBe(6);
    expect(details.statusLabel).toBe('Awaiting payment');
    expect(details.people).toBe(25);
    expect(details.total).toBe(input.expectedTotal);
    expect(details.advance).toBe(Math.round(details.total * 0.65));
    expect(details.slot.label).toBe('07:00 PM - 08:00 PM');
    expect(details.food?.service).toBe('delivery');
    expect(details.food?.extras).toEqual({ disposables: true, tables: false });
    expect(details.food?.quantities).toHaveLength(5);
    expect(details.food?.complimentary).toEqual(['Green Salad', 'Mint Chutney', 'Achar']);
    const first = dishes[0]!;
    // 4 qualifying dishes: Q = 115%
    expect(details.food?.quantities[0]!.quantity).toBe(Math.round(first.perPersonQty * 25 * 1.15));
    expect(details.bill.lines.some((l) => l.kind === 'extra' && l.amount === 500)).toBe(true);
    const again = await orderDetailsForUser(db, { orderId: details._id, userId, now: NOW });
    expect(again.food).toEqual(details.food);
    const other = await customer(db, '9810000132');
    expect((await rejection(orderDetailsForUser(db, { orderId: details._id, userId: other, now: NOW }))).status).toBe(404);
  });

  it('books a buffet with serving tables, and a package of its own service', async () => {
    const db = getDb();
    const userId = await customer(db, '9810000133');
    const [pkg] = await listFoodPackages(db, { packageType: 'liveCatering' });
    const dishes = pkg!.dishes.slice(0, FOOD_MAX_DISHES);
    const input = foodInput('buffet', dishes, 40, { packageId: pkg!.id, eventDate: '2026-11-24' }, { disposables: false, tables: true });
    const { details } = await placeOrder(db, { userId, input, now: NOW });
    expect(details.orderType).toBe(7);
    expect(details.food?.packageId).toBe(pkg!.id);
    expect(details.bill.lines.find((l) => l.kind === 'service')).toBeDefined();
    expect(details.food?.inclusions).toContain('2 chefs who cook and serve at your venue');
    expect(foodOrderFacts({ orderType: 2, details: null, peopleCount: 3 })).toBeNull();
  });

  it('refuses a buffet inside 48 hours and a delivery inside 24 hours', async () => {
    const db = getDb();
    const userId = await customer(db, '9810000134');
    const dishes = await deliveryMenu(db);
    // NOW is 21 Nov 10:00 IST: 23 Nov 09:00 is 47 hours ahead
    const buffet = await rejection(
      placeOrder(db, { userId, input: foodInput('buffet', dishes, 30, { eventDate: '2026-11-23', slotId: '09-10' }), now: NOW }),
    );
    expect(buffet.status).toBe(400);
    expect(buffet.message).toContain('48 hours');
    const delivery = await rejection(
      placeOrder(db, { userId, input: foodInput('delivery', dishes, 30, { eventDate: '2026-11-22', slotId: '09-10' }), now: NOW }),
    );
    expect(delivery.status).toBe(400);
    expect(delivery.message).toContain('24 hours');
    expect(
      (await placeOrder(db, { userId, input: foodInput('delivery', dishes, 30, { eventDate: '2026-11-22', slotId: '10-11' }), now: NOW }))
        .created,
    ).toBe(true);
  });

  it('refuses food under ₹3,000 with the minimum message, a dish of the other service by name, an unserved pincode and a changed price', async () => {
    const db = getDb();
    const userId = await customer(db, '9810000135');
    const delivery = await menu(db, 'delivery');
    const cheap = [...delivery].sort((a, b) => a.platePrice - b.platePrice).slice(0, 1);
    const small = await rejection(placeOrder(db, { userId, input: foodInput('delivery', cheap, 10), now: NOW }));
    expect(small.status).toBe(400);
    expect(small.message).toBe(FOOD_MINIMUM_MESSAGE);
    expect(small.message).toBe('Total Order amount can not be less than ₹3000, Add more to continue');

    const buffetOnly = partyFoodDishes.find((d) => d.modes.length === 1 && d.modes[0] === 'buffet')!;
    const [counter] = await dishesBySlug(db, 'buffet', [buffetOnly.slug]);
    const dishes = [...(await deliveryMenu(db)), counter!];
    const wrong = await rejection(placeOrder(db, { userId, input: foodInput('delivery', dishes, 30, { expectedTotal: 1 }), now: NOW }));
    expect(wrong.status).toBe(400);
    expect(wrong.message).toContain(counter!.name);

    const unserved = await rejection(
      placeOrder(db, {
        userId,
        input: foodInput('delivery', await deliveryMenu(db), 30, { address: { ...ADDRESS, pincode: '799001' } }),
        now: NOW,
      }),
    );
    expect(unserved.status).toBe(400);
    expect(unserved.message).toContain('799001');

    const stale = await rejection(
      placeOrder(db, { userId, input: foodInput('delivery', await deliveryMenu(db), 30, { expectedTotal: 99 }), now: NOW }),
    );
    expect(stale.status).toBe(409);

    const [deliveryPackage] = await listFoodPackages(db, { packageType: 'bulkFood' });
    const otherPackage = await rejection(
      placeOrder(db, {
        userId,
        input: foodInput('buffet', await deliveryMenu(db), 30, { packageId: deliveryPackage!.id, eventDate: '2026-11-24' }),
        now: NOW,
      }),
    );
    expect(otherPackage.status).toBe(400);
  });
});

it('the contract refuses 0 or 16 dishes, guests outside each range (naming the enquiry over 100) and the other service extra', () => {
  const body = (change: Record<string, unknown>) => ({
    orderType: 6,
    dishIds: ['11111111-1111-4111-8111-111111111111'],
    guests: 25,
    eventDate: '2026-11-25',
    slotId: '19-20',
    address: ADDRESS,
    expectedTotal: 1000,
    ...change,
  });
  const messages = (change: Record<string, unknown>) => {
    const result = schemaOrderAdd.safeParse(body(change));
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  expect(messages({})).toEqual([]);
  expect(messages({ dishIds: [] })).toEqual(['dishIds: Choose at least one dish']);
  const sixteen = Array.from({ length: 16 }, (_, i) => `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`);
  expect(messages({ dishIds: sixteen })).toEqual(['dishIds: Total Dishes Selected can not be more than 15 Dish.']);
  expect(messages({ guests: 9 })).toEqual(['guests: Food delivery is for 10 to 100 guests']);
  expect(messages({ guests: 10 })).toEqual([]);
  expect(messages({ guests: 100 })).toEqual([]);
  expect(messages({ guests: 101 })).toEqual(['guests: For more than 100 guests, please send us an enquiry at /bulk-food-delivery']);
  expect(messages({ orderType: 7, guests: 19 })).toEqual(['guests: A live buffet is for 20 to 100 guests']);
  expect(messages({ orderType: 7, guests: 20 })).toEqual([]);
  // 6.8: a buffet party too big to book is sent to the live-catering enquiry, not bulk delivery
  expect(messages({ orderType: 7, guests: 101 })).toEqual(['guests: For more than 100 guests, please send us an enquiry at /caterers']);
  expect(messages({ extras: { tables: true } })).toEqual(['extras.tables: Serving tables are not available for food delivery']);
  expect(messages({ orderType: 7, extras: { disposables: true } })).toEqual([
    'extras.disposables: Disposables are not available for a live buffet',
  ]);
  expect(messages({ orderType: 7, extras: { tables: true } })).toEqual([]);
  expect(messages({ note: 'x'.repeat(501) }).length).toBe(1);
});
