import type { FoodService } from '../../lib/booking';
import type { DishPublic } from '../../lib/contracts/catalog';
import { FOOD_CATEGORY, type FoodCategory } from '../../lib/routes';
import { FOOD_GUEST_RANGE, FOOD_MAX_DISHES, type FoodBill, foodBill } from '../../lib/pricing';
import { EMPTY_ADDRESS, type DraftFlow, type DraftFoodDish, type FoodDraft } from '../../store/drafts';

/** The draft flow of a food service (one draft per service and tab). */
export const foodFlowOf = (service: FoodService): Extract<DraftFlow, 'foodDelivery' | 'buffet'> =>
  service === 'delivery' ? 'foodDelivery' : 'buffet';

/** The service of a `selectedfoodCategory` route segment, or null for an unknown one (lib/routes.ts). */
export { serviceOfCategory } from '../../lib/routes';

/** The route segment of a food service. */
export const categoryOf = (service: FoodService): FoodCategory => FOOD_CATEGORY[service];

/** A food draft with nothing chosen yet: veg, the service's fewest guests, no extras ticked (opt-in only). */
export function newFoodDraft(service: FoodService): Omit<FoodDraft, 'idempotencyKey'> {
  return {
    nonVeg: false,
    packageId: null,
    dishes: [],
    guests: FOOD_GUEST_RANGE[service].min,
    extras: { disposables: false, tables: false },
    eventDate: '',
    slotId: '',
    address: EMPTY_ADDRESS,
    area: null,
    note: '',
    citySlug: null,
    attribution: { source: 'organic', utm: {} },
  };
}

/** A menu dish as a food draft keeps it. @throws Error when the dish lacks the food fields (not a party-food dish). */
export function toDraftFoodDish(dish: DishPublic): DraftFoodDish {
  if (dish.platePrice === undefined || dish.perPersonQty === undefined || !dish.unit || dish.qualifying === undefined) {
    throw new Error(`${dish.name} is not a party-food dish`);
  }
  return {
    _id: dish._id,
    name: dish.name,
    is_dish: dish.is_dish,
    image: dish.image,
    platePrice: dish.platePrice,
    perPersonQty: dish.perPersonQty,
    unit: dish.unit,
    qualifying: dish.qualifying,
  };
}

/**
 * The draft's dishes with `dish` added or removed (1-15 dishes); 'limit' when it would be the 16th.
 * Any change leaves the package the menu started from.
 */
export function toggleFoodDish(draft: Omit<FoodDraft, 'idempotencyKey'>, dish: DraftFoodDish): Omit<FoodDraft, 'idempotencyKey'> | 'limit' {
  const chosen = draft.dishes.some((d) => d._id === dish._id);
  if (!chosen && draft.dishes.length >= FOOD_MAX_DISHES) return 'limit';
  return {
    ...draft,
    packageId: null,
    dishes: chosen ? draft.dishes.filter((d) => d._id !== dish._id) : [...draft.dishes, dish],
  };
}

/** The bill of a draft (lib/pricing/food.ts foodBill), or null until it has dishes; guests are clamped to the service's range. */
export function draftBill(service: FoodService, draft: Pick<FoodDraft, 'dishes' | 'guests' | 'extras'>): FoodBill | null {
  if (draft.dishes.length === 0) return null;
  const { min, max } = FOOD_GUEST_RANGE[service];
  return foodBill({
    service,
    dishes: draft.dishes,
    guests: Math.min(max, Math.max(min, draft.guests)),
    extras: { disposables: service === 'delivery' && draft.extras.disposables, tables: service === 'buffet' && draft.extras.tables },
  });
}
