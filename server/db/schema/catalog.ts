/** The chef catalogue (spec 3): configuration items (cuisines), meal groups, appliances, dishes and their ingredients. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DishType } from '../../../lib/constants';

/** The kind of an admin-managed list item (spec 3 "configuration item"): only cuisines today. */
export type ConfigurationItemType = 'cuisine';

/** Spec 3 "configuration item": admin-managed lists; `type='cuisine'` are the cuisines. */
export const configurationItems = pgTable(
  'configuration_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 40 }).$type<ConfigurationItemType>().notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('configuration_items_type_slug_uq').on(t.type, t.slug)],
);
export type ConfigurationItem = typeof configurationItems.$inferSelect;

/** Spec 3 meal groups (`mealObject`). */
export const mealGroups = pgTable('meal_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type MealGroup = typeof mealGroups.$inferSelect;

/** Spec 3 special appliances (`special_appliance_id[]`: name and image). */
export const specialAppliances = pgTable('special_appliances', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
});
export type SpecialAppliance = typeof specialAppliances.$inferSelect;

/** Spec 3 dishes. `type` is derived from `is_dish` (1 veg, otherwise non-veg). */
export const dishes = pgTable(
  'dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    /** Per-dish charge for the chef booking, whole rupees. */
    dishRate: integer('dish_rate').notNull(),
    isDish: smallint('is_dish').notNull(),
    type: varchar('type', { length: 10 })
      .$type<DishType>()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN is_dish = 1 THEN 'veg' ELSE 'non-veg' END`),
    needsGasBurner: boolean('needs_gas_burner').notNull().default(true),
    mealGroupId: uuid('meal_group_id')
      .notNull()
      .references(() => mealGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('dishes_meal_group_idx').on(t.mealGroupId)],
);
export type Dish = typeof dishes.$inferSelect;

/** Which cuisines a dish is listed under. */
export const dishCuisines = pgTable(
  'dish_cuisines',
  {
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    cuisineId: uuid('cuisine_id')
      .notNull()
      .references(() => configurationItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.cuisineId] }), index('dish_cuisines_cuisine_idx').on(t.cuisineId)],
);

/** Special appliances a dish needs. */
export const dishAppliances = pgTable(
  'dish_appliances',
  {
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id')
      .notNull()
      .references(() => specialAppliances.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.applianceId] })],
);

/** Ingredients, each with one unit so quantities from several dishes can be summed. */
export const ingredients = pgTable('ingredients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  unit: varchar('unit', { length: 10 }).notNull(),
});
export type Ingredient = typeof ingredients.$inferSelect;

/** Per-person quantity of an ingredient in a dish, in the ingredient's unit. */
export const dishIngredients = pgTable(
  'dish_ingredients',
  {
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    quantityPerPerson: doublePrecision('quantity_per_person').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.ingredientId] })],
);
