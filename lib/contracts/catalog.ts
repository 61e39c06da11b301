import { z } from 'zod';
import { MAX_CUISINES, MAX_DISHES } from '../constants';
import { MAX_PEOPLE, MIN_PEOPLE } from '../pricing';
import { defineRoute } from './http';

/** POST /api/configuration/admin_configuration_list (spec 7): `{type: "cuisine"}`. */
export const schemaConfigurationList = z.object({ type: z.literal('cuisine', { error: 'type must be "cuisine"' }) });

/** Spec 3 configuration item (a cuisine). */
export const schemaConfigurationPublic = z.object({ _id: z.string(), name: z.string() });
export type ConfigurationPublic = z.infer<typeof schemaConfigurationPublic>;

/** The party-food services a dish list can be asked for. */
export const FOOD_SERVICES = ['delivery', 'buffet'] as const;

/**
 * POST /api/user/getMealDish (spec 7): 1 to 3 cuisine ids; `is_dish` 1 = veg only, 0 = veg and non-veg.
 * With `service` ("delivery" or "buffet") it lists the party-food menu of that service instead,
 * and `cuisineId` may be left out.
 */
export const schemaMealDishList = z
  .object({
    cuisineId: z
      .array(z.uuid({ error: 'Unknown cuisine' }), { error: 'cuisineId must be a list of cuisine ids' })
      .min(1, 'Choose at least one cuisine')
      .max(MAX_CUISINES, `Choose at most ${MAX_CUISINES} cuisines`)
      .optional(),
    is_dish: z.union([z.literal(0), z.literal(1)], { error: 'is_dish must be 1 (veg only) or 0 (veg and non-veg)' }),
    service: z.enum(FOOD_SERVICES, { error: 'service must be "delivery" or "buffet"' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.service && !body.cuisineId) ctx.addIssue({ code: 'custom', path: ['cuisineId'], message: 'Choose at least one cuisine' });
  });
export type MealDishListBody = z.input<typeof schemaMealDishList>;

/** Spec 3 dish (`dish_rate` a numeric string in rupees; `is_dish` 1 = veg). */
export const schemaDishPublic = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  dish_rate: z.string().regex(/^\d+$/),
  is_dish: z.number().int(),
  type: z.enum(['veg', 'non-veg']),
  special_appliance_id: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() })),
  /** Party-food dishes only: price of one plate (whole rupees; `dish_rate` says the same). */
  platePrice: z.number().int().optional(),
  /** Party-food dishes only: one guest's portion in `unit`. */
  perPersonQty: z.number().int().optional(),
  unit: z.enum(['gram', 'ml', 'piece']).optional(),
  /** Party-food dishes only: whether it counts for the quantity factor (lib/pricing.ts isQualifyingDish). */
  qualifying: z.boolean().optional(),
});
export type DishPublic = z.infer<typeof schemaDishPublic>;

/** Spec 3 meal group: `mealObject` and its `dish` list. */
export const schemaMealGroupPublic = z.object({
  mealObject: z.object({ _id: z.string(), name: z.string() }),
  dish: z.array(schemaDishPublic),
});
export type MealGroupPublic = z.infer<typeof schemaMealGroupPublic>;

/** Chosen dishes of a chef booking: 1 to 12 ids (spec 5). */
export const schemaDishIds = z
  .array(z.uuid('Unknown dish'))
  .min(1, 'Choose at least one dish')
  .max(MAX_DISHES, `Choose at most ${MAX_DISHES} dishes`);

/** Guests of a chef booking (1 to 35). */
export const schemaPeople = z
  .number()
  .int()
  .min(MIN_PEOPLE, `At least ${MIN_PEOPLE} person`)
  .max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people`);

/** POST /api/chef/requirements: what a chef booking needs, before ordering. */
export const schemaChefRequirementsQuery = z.object({ dishIds: schemaDishIds, people: schemaPeople });
export type ChefRequirementsBody = z.input<typeof schemaChefRequirementsQuery>;

/** What the customer keeps ready for a chef: appliances, gas burners, scaled ingredients (kg/L above 1000 g/ml). */
export const schemaChefRequirements = z.object({
  appliances: z.array(z.string()),
  gasBurners: z.number().int(),
  ingredients: z.array(z.object({ name: z.string(), unit: z.enum(['gram', 'ml', 'piece']), quantity: z.number(), display: z.string() })),
  chefHours: z.number().int(),
});
export type ChefRequirements = z.infer<typeof schemaChefRequirements>;

export const routeCuisineList = defineRoute('cuisineList', {
  summary: 'The cuisines (spec 7): `data.configuration[]` of `{_id, name}`.',
  body: schemaConfigurationList,
  response: z.object({ configuration: z.array(schemaConfigurationPublic) }),
});

export const routeMealDishList = defineRoute('mealDishList', {
  summary:
    'Dishes of 1-3 cuisines grouped by meal, in display order (spec 7); with `service` the party-food menu of food delivery or live buffet, whose dishes carry `platePrice`, `perPersonQty`, `unit` and `qualifying`.',
  body: schemaMealDishList,
  response: z.array(schemaMealGroupPublic),
});

export const routeChefRequirements = defineRoute('chefRequirements', {
  summary: 'Appliances, gas burners and the ingredients scaled to the guests, for chosen dishes.',
  body: schemaChefRequirementsQuery,
  response: schemaChefRequirements,
});
