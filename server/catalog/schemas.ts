import { z } from 'zod';
import { MAX_CUISINES } from '../../lib/constants';
import type { Cuisine, MealGroupDishes } from './repository';

/** POST /api/configuration/admin_configuration_list (spec 7): `{type: "cuisine"}`. */
export const schemaConfigurationList = z.object({ type: z.literal('cuisine', { error: 'type must be "cuisine"' }) });

/** POST /api/user/getMealDish (spec 7): 1 to 3 cuisine ids; `is_dish` 1 = veg only, 0 = veg and non-veg. */
export const schemaMealDishList = z.object({
  cuisineId: z
    .array(z.uuid({ error: 'Unknown cuisine' }), { error: 'cuisineId must be a list of cuisine ids' })
    .min(1, 'Choose at least one cuisine')
    .max(MAX_CUISINES, `Choose at most ${MAX_CUISINES} cuisines`),
  is_dish: z.union([z.literal(0), z.literal(1)], { error: 'is_dish must be 1 (veg only) or 0 (veg and non-veg)' }),
});

/** Spec 3 configuration item as the API shows it. */
export const schemaConfigurationPublic = z.object({ _id: z.string(), name: z.string() });

/** Spec 3 dish as the API shows it (`dish_rate` a numeric string in rupees). */
export const schemaDishPublic = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  dish_rate: z.string().regex(/^\d+$/),
  is_dish: z.number().int(),
  type: z.enum(['veg', 'non-veg']),
  special_appliance_id: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() })),
});
export type DishPublic = z.infer<typeof schemaDishPublic>;

/** Spec 3 meal group: `mealObject` and its `dish` list. */
export const schemaMealGroupPublic = z.object({
  mealObject: z.object({ _id: z.string(), name: z.string() }),
  dish: z.array(schemaDishPublic),
});
export type MealGroupPublic = z.infer<typeof schemaMealGroupPublic>;

/** Maps cuisines to spec 3 configuration items. */
export function toConfigurationPublic(cuisines: readonly Cuisine[]) {
  return cuisines.map((c) => schemaConfigurationPublic.parse({ _id: c.id, name: c.name }));
}

/** Maps meal groups to the spec 3 shape, parsed through the public schema so nothing private leaks. */
export function toMealGroupsPublic(groups: readonly MealGroupDishes[]): MealGroupPublic[] {
  return groups.map((group) =>
    schemaMealGroupPublic.parse({
      mealObject: { _id: group.id, name: group.name },
      dish: group.dishes.map((d) => ({
        _id: d.id,
        name: d.name,
        image: d.image,
        dish_rate: String(d.dishRate),
        is_dish: d.isDish,
        type: d.type,
        special_appliance_id: d.appliances.map((a) => ({ _id: a.id, name: a.name, image: a.image })),
      })),
    }),
  );
}
