import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  appliances,
  cuisines,
  dishes as seedDishes,
  foodPackages as seedFoodPackages,
  mealGroups as seedMealGroups,
  partyFoodDishes,
} from '../../data/catalogue';
import { DISH_IMAGES } from '../../data/catalogue/dishImages';
import { DEMO_BOOKINGS, type DemoBooking } from '../../data/demo';
import { decorationAddons as seedDecorationAddons, decorationProducts as seedDecorationProducts } from '../../data/decoration';
import { photographyAddons as seedPhotographyAddons, photographyPackages as seedPhotographyPackages } from '../../data/photography';
import { CHEF_SLOTS, DECORATION_SLOTS } from '../../lib/booking';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { CANCELLATION_POLICY } from '../../lib/orders';
import { chefBill, decorationBill } from '../../lib/pricing';
import { REVIEW_SERVICES } from '../../lib/reviews';
import { upsertDecorationCatalogue } from '../decoration';
import { upsertFoodCatalogue } from '../food';
import { upsertPhotographyCatalogue } from '../photography';
import { chefDishItem, decorationProductItem } from '../orders';
import { resolveAddress } from '../cities';
import {
  configurationItems,
  dishAppliances,
  dishCuisines,
  dishes,
  decorationProducts,
  dishIngredients,
  foodDishes,
  ingredients,
  mealGroups,
  orders,
  orderStatusHistory,
  photographyPackages,
  reviews,
  specialAppliances,
  users,
} from '../db/schema';
import type { Db } from '../db/types';
import { seedDemoProviders } from './demoProviders';

/** Counts of what the seed wrote (rows upserted per table). */
export interface SeedReport {
  cuisines: number;
  mealGroups: number;
  appliances: number;
  ingredients: number;
  dishes: number;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Looks up a slug in a map built by the seed, failing loudly on a typo in `data/catalogue`. */
function idOf(map: Map<string, string>, slug: string, what: string): string {
  const id = map.get(slug);
  if (!id) throw new Error(`Seed catalogue refers to unknown ${what} "${slug}"`);
  return id;
}

/**
 * Writes the reference catalogue of `data/catalogue` (cuisines, meal groups, appliances,
 * ingredients, dishes and their links). Idempotent: rows are upserted by slug and each seeded
 * dish's links are replaced, so running it twice leaves the same data. One transaction.
 * @throws when the catalogue refers to an unknown slug or an ingredient changes unit.
 */
export async function seedCatalogue(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const cuisineRows = await tx
      .insert(configurationItems)
      .values(cuisines.map((c) => ({ type: 'cuisine' as const, slug: c.slug, name: c.name, sortOrder: c.sortOrder })))
      .onConflictDoUpdate({
        target: [configurationItems.type, configurationItems.slug],
        set: { name: excluded('name'), sortOrder: excluded('sort_order'), isActive: true },
      })
      .returning({ id: configurationItems.id, slug: configurationItems.slug });

    const groupRows = await tx
      .insert(mealGroups)
      .values(seedMealGroups.map((g) => ({ slug: g.slug, name: g.name, sortOrder: g.sortOrder })))
      .onConflictDoUpdate({ target: mealGroups.slug, set: { name: excluded('name'), sortOrder: excluded('sort_order') } })
      .returning({ id: mealGroups.id, slug: mealGroups.slug });

    const applianceRows = await tx
      .insert(specialAppliances)
      .values(appliances.map((a) => ({ slug: a.slug, name: a.name, image: a.image })))
      .onConflictDoUpdate({ target: specialAppliances.slug, set: { name: excluded('name'), image: excluded('image') } })
      .returning({ id: specialAppliances.id, slug: specialAppliances.slug });

    const units = new Map<string, string>();
    for (const dish of seedDishes) {
      for (const ing of dish.ingredients) {
        const known = units.get(ing.name);
        if (known && known !== ing.unit) {
          throw new Error(`Ingredient "${ing.name}" is measured in both ${known} and ${ing.unit}`);
        }
        units.set(ing.name, ing.unit);
      }
    }
    const ingredientRows = await tx
      .insert(ingredients)
      .values([...units].map(([name, unit]) => ({ name, unit })))
      .onConflictDoUpdate({ target: ingredients.name, set: { unit: excluded('unit') } })
      .returning({ id: ingredients.id, name: ingredients.name });

    const cuisineIds = new Map(cuisineRows.map((r) => [r.slug, r.id]));
    const groupIds = new Map(groupRows.map((r) => [r.slug, r.id]));
    const applianceIds = new Map(applianceRows.map((r) => [r.slug, r.id]));
    const ingredientIds = new Map(ingredientRows.map((r) => [r.name, r.id]));

    const dishRows = await tx
      .insert(dishes)
      .values(
        seedDishes.map((d, index) => ({
          slug: d.slug,
          name: d.name,
          image: DISH_IMAGES[d.slug] ?? d.image,
          dishRate: d.dishRate,
          isDish: d.isDish,
          needsGasBurner: d.needsGasBurner,
          mealGroupId: idOf(groupIds, d.mealGroup, 'meal group'),
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: dishes.slug,
        set: {
          name: excluded('name'),
          image: excluded('image'),
          dishRate: excluded('dish_rate'),
          isDish: excluded('is_dish'),
          needsGasBurner: excluded('needs_gas_burner'),
          mealGroupId: excluded('meal_group_id'),
          sortOrder: excluded('sort_order'),
          isActive: true,
        },
      })
      .returning({ id: dishes.id, slug: dishes.slug });
    const dishIds = new Map(dishRows.map((r) => [r.slug, r.id]));
    const seededIds = dishRows.map((r) => r.id);

    await tx.delete(dishCuisines).where(inArray(dishCuisines.dishId, seededIds));
    await tx.delete(dishAppliances).where(inArray(dishAppliances.dishId, seededIds));
    await tx.delete(dishIngredients).where(inArray(dishIngredients.dishId, seededIds));

    const cuisineLinks = seedDishes.flatMap((d) =>
      d.cuisines.map((c) => ({ dishId: idOf(dishIds, d.slug, 'dish'), cuisineId: idOf(cuisineIds, c, 'cuisine') })),
    );
    const applianceLinks = seedDishes.flatMap((d) =>
      d.appliances.map((a) => ({ dishId: idOf(dishIds, d.slug, 'dish'), applianceId: idOf(applianceIds, a, 'appliance') })),
    );
    const ingredientLinks = seedDishes.flatMap((d) =>
      d.ingredients.map((i) => ({
        dishId: idOf(dishIds, d.slug, 'dish'),
        ingredientId: idOf(ingredientIds, i.name, 'ingredient'),
        quantityPerPerson: i.quantity,
      })),
    );
    if (cuisineLinks.length) await tx.insert(dishCuisines).values(cuisineLinks);
    if (applianceLinks.length) await tx.insert(dishAppliances).values(applianceLinks);
    if (ingredientLinks.length) await tx.insert(dishIngredients).values(ingredientLinks);

    return {
      cuisines: cuisineRows.length,
      mealGroups: groupRows.length,
      appliances: applianceRows.length,
      ingredients: ingredientRows.length,
      dishes: dishRows.length,
    };
  });
}

/** True when the catalogue has never been seeded (no cuisine rows). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(configurationItems)
    .where(sql`${configurationItems.type} = 'cuisine'`);
  return (row?.count ?? 0) === 0;
}

/** One independently seeded part of the reference data. */
interface SeedPart {
  name: string;
  isEmpty: (db: Db) => Promise<boolean>;
  seed: (db: Db) => Promise<Record<string, number>>;
}

const seedParts: readonly SeedPart[] = [
  { name: 'catalogue', isEmpty: isCatalogueEmpty, seed: async (db) => ({ ...(await seedCatalogue(db)) }) },
  {
    name: 'decoration',
    isEmpty: async (db) => (await db.$count(decorationProducts)) === 0,
    seed: (db) => upsertDecorationCatalogue(db, seedDecorationAddons, seedDecorationProducts),
  },
  {
    // after the catalogue, whose meal groups the food menu uses
    name: 'partyFood',
    isEmpty: async (db) => (await db.$count(foodDishes)) === 0,
    seed: (db) => upsertFoodCatalogue(db, partyFoodDishes, seedFoodPackages, DISH_IMAGES),
  },
  {
    // photography packages and their add-ons
    name: 'photography',
    isEmpty: async (db) => (await db.$count(photographyPackages)) === 0,
    seed: (db) => upsertPhotographyCatalogue(db, seedPhotographyPackages, seedPhotographyAddons),
  },
];

/** Seeds every part (idempotent upserts). @returns the counts per part. */
export async function seedAll(db: Db): Promise<Record<string, Record<string, number>>> {
  const report: Record<string, Record<string, number>> = {};
  for (const part of seedParts) report[part.name] = await part.seed(db);
  return report;
}

/**
 * Seeds each part of the reference data that is still empty (first start, or a part added by a
 * later release). @returns the counts of the parts it seeded; empty when nothing was needed.
 */
export async function seedIfEmpty(db: Db): Promise<Record<string, Record<string, number>>> {
  const report: Record<string, Record<string, number>> = {};
  for (const part of seedParts) {
    if (await part.isEmpty(db)) report[part.name] = await part.seed(db);
  }
  return report;
}

/** The demo booking's order: items, bill and slot, built from the seeded catalogue like a real booking. */
async function demoOrderParts(db: Db, booking: DemoBooking) {
  if (booking.service === 'chef') {
    const rows = await db
      .select({ id: dishes.id, name: dishes.name, dishRate: dishes.dishRate, isDish: dishes.isDish, needsGasBurner: dishes.needsGasBurner })
      .from(dishes)
      .where(eq(dishes.isActive, true))
      .orderBy(asc(dishes.sortOrder))
      .limit(4);
    const people = 12;
    const bill = chefBill({ dishRates: rows.map((d) => d.dishRate), people });
    const items = rows.map(chefDishItem);
    return { bill, items, people, slot: CHEF_SLOTS[0] };
  }
  const [product] = await db
    .select()
    .from(decorationProducts)
    .where(eq(decorationProducts.isActive, true))
    .orderBy(asc(decorationProducts.slug))
    .limit(1);
  if (!product) throw new Error('Seed the decoration catalogue before the demo');
  const bill = decorationBill({ productPrice: product.price, addons: [] });
  const items = [decorationProductItem(product)];
  return { bill, items, people: null, slot: DECORATION_SLOTS[0] };
}

/**
 * The demo data, only when asked (`SEED_DEMO=1 npm run db:seed`): the customers of
 * `data/demo.ts`, one completed order each and its review. Idempotent: customers by phone, orders by
 * their DEMO-n number, reviews one per order. Needs the catalogue seeded first.
 * @param now the clock the service dates and review times are counted back from.
 * @returns how many customers, orders and reviews it wrote.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<Record<string, number>> {
  const written = { customers: 0, orders: 0, reviews: 0 };
  for (const [index, booking] of DEMO_BOOKINGS.entries()) {
    const [user] = await db
      .insert(users)
      .values({ phone: booking.phone, name: booking.name })
      .onConflictDoUpdate({ target: users.phone, set: { name: booking.name } })
      .returning();
    if (!user) throw new Error(`could not write demo customer ${booking.phone}`);
    written.customers += 1;
    const { bill, items, people, slot } = await demoOrderParts(db, booking);
    if (!slot) throw new Error('no booking slots defined');
    const eventDate = addIstDays(istDate(now), -booking.daysAgo);
    const orderNumber = `DEMO-${index + 1}`;
    const reviewedAt = new Date(now.getTime() - (booking.daysAgo - 1) * 86_400_000);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber,
        userId: user.id,
        orderType: REVIEW_SERVICES[booking.service],
        status: ORDER_STATUS.COMPLETED,
        eventDate,
        slot: slot.id,
        peopleCount: people,
        address: { ...resolveAddress({ name: booking.name, line1: 'Demo House 1, Demo Street', pincode: '201309' }) },
        items,
        bill: { lines: bill.lines },
        total: bill.total,
        advance: bill.advance,
        balance: bill.balance,
        cancellationPolicy: CANCELLATION_POLICY,
        paymentStatus: 'paid',
        // a demonstration order paid in full (the balance in cash to the provider); no payment rows, it never went through a gateway
        amountPaid: bill.total,
        source: 'demo',
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (order) {
      written.orders += 1;
      await db.insert(orderStatusHistory).values(
        [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED].map((status) => ({
          orderId: order.id,
          status,
          note: 'Demo order',
        })),
      );
      const review = await db
        .insert(reviews)
        .values({
          orderId: order.id,
          userId: user.id,
          orderType: order.orderType,
          rating: booking.rating,
          text: booking.text,
          createdAt: reviewedAt,
          updatedAt: reviewedAt,
        })
        .onConflictDoNothing({ target: reviews.orderId })
        .returning({ id: reviews.id });
      written.reviews += review.length;
    }
  }
  return written;
}

/** Whether the environment asks for the demo data: `SEED_DEMO=1` exactly (anything else, or unset, is no). */
export function demoSeedRequested(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.SEED_DEMO === '1';
}

/**
 * What `npm run db:seed` does: the reference data always, the demo data only when `SEED_DEMO=1` (the demo customers
 * with their orders and reviews, and the demo providers of data/demoProviders.ts).
 * @returns the counts per part (`demo` and `demoProviders` only when they ran).
 */
export async function seedForScript(
  db: Db,
  env: Readonly<Record<string, string | undefined>>,
  now = new Date(),
): Promise<Record<string, Record<string, number>>> {
  const report = await seedAll(db);
  if (demoSeedRequested(env)) {
    report.demo = await seedDemo(db, now);
    report.demoProviders = { ...(await seedDemoProviders(db)) };
  }
  return report;
}
