/** The party-food menu: dishes priced per plate and ready-made packages. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { mealGroups } from './catalog';
import type { DishType } from '../../../lib/constants';
import type { FOOD_TYPES, FoodPackageType } from '../../../lib/contracts/food';

/** A food package's diet. */
export type FoodPackageFoodType = (typeof FOOD_TYPES)[number];

/**
 * The party-food menu: dishes of bulk food delivery and live buffet catering, priced per plate.
 * Separate from the chef catalogue (whose `dish_rate` is a chef's charge per dish); a dish of both shares its
 * `slug` and illustration. `per_person_qty` is one guest's portion in `unit` (gram, ml or piece).
 */
export const foodDishes = pgTable(
  'food_dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    mealGroupId: uuid('meal_group_id')
      .notNull()
      .references(() => mealGroups.id),
    isDish: smallint('is_dish').notNull(),
    type: varchar('type', { length: 10 })
      .$type<DishType>()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN is_dish = 1 THEN 'veg' ELSE 'non-veg' END`),
    /** Price of one plate (one guest's portion), whole rupees. */
    platePrice: integer('plate_price').notNull(),
    perPersonQty: integer('per_person_qty').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    offeredForDelivery: boolean('offered_for_delivery').notNull().default(true),
    offeredForBuffet: boolean('offered_for_buffet').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('food_dishes_meal_group_idx').on(t.mealGroupId), check('food_dishes_plate_price_positive', sql`${t.platePrice} > 0`)],
);
export type FoodDish = typeof foodDishes.$inferSelect;

/**
 * Ready-made party-food packages (the original's food-package model): a named set of dishes for one
 * service (`package_type` bulkFood = delivery, liveCatering = buffet). `status` 1 active, 2 inactive, 3 deleted.
 * Their per-plate price is computed from the dishes (lib/pricing.ts), never stored.
 */
export const foodPackages = pgTable('food_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  foodType: varchar('food_type', { length: 10 }).$type<FoodPackageFoodType>().notNull(),
  packageType: varchar('package_type', { length: 20 }).$type<FoodPackageType>().notNull(),
  status: smallint('status').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type FoodPackage = typeof foodPackages.$inferSelect;

/** The dishes of a food package, in menu order. */
export const foodPackageItems = pgTable(
  'food_package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => foodPackages.id, { onDelete: 'cascade' }),
    foodDishId: uuid('food_dish_id')
      .notNull()
      .references(() => foodDishes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.foodDishId] })],
);
