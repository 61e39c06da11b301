import { apiPost, apiGet } from './apiClient';

/** Spec 3 configuration item (a cuisine). */
export interface CuisineItem {
  _id: string;
  name: string;
}

/** Spec 3 dish (`dish_rate` a numeric string in rupees; `is_dish` 1 = veg). */
export interface DishItem {
  _id: string;
  name: string;
  image: string | null;
  dish_rate: string;
  is_dish: number;
  type: 'veg' | 'non-veg';
  special_appliance_id: { _id: string; name: string; image: string | null }[];
}

/** Spec 3 meal group. */
export interface MealGroupItem {
  mealObject: { _id: string; name: string };
  dish: DishItem[];
}

/** What the customer keeps ready for the chef (issue 5). */
export interface ChefRequirements {
  appliances: string[];
  gasBurners: number;
  ingredients: { name: string; unit: 'gram' | 'ml' | 'piece'; quantity: number; display: string }[];
  chefHours: number;
}

/** Spec 7: the cuisines. @throws ApiError / NetworkError */
export async function fetchCuisines(): Promise<CuisineItem[]> {
  const answer = await apiPost<{ configuration: CuisineItem[] }>('/api/configuration/admin_configuration_list', { type: 'cuisine' });
  return answer.data.configuration;
}

/**
 * Spec 7: dishes of 1-3 cuisines grouped by meal.
 * @param nonVeg the Non-Veg filter: false sends `is_dish: 1` (veg only), true sends 0.
 */
export async function fetchMealDishes(cuisineIds: string[], nonVeg: boolean): Promise<MealGroupItem[]> {
  const answer = await apiPost<MealGroupItem[]>('/api/user/getMealDish', { cuisineId: cuisineIds, is_dish: nonVeg ? 0 : 1 });
  return answer.data;
}

/** Appliances, gas burners and ingredients for dishes and people. */
export async function fetchChefRequirements(dishIds: string[], people: number): Promise<ChefRequirements> {
  return (await apiPost<ChefRequirements>('/api/chef/requirements', { dishIds, people })).data;
}

/** Whether we serve a pincode: its city and locality, or the message to show when we do not. */
export type PincodeCheck = { served: true; city: string; citySlug: string; locality: string } | { served: false; message: string };

/** Looks a pincode up. @throws ApiError 400 for a malformed pincode, NetworkError */
export async function checkPincode(pincode: string): Promise<PincodeCheck> {
  const answer = await apiGet<{ served: boolean; city?: string; citySlug?: string; locality?: string }>(`/api/serviceability/${pincode}`);
  const { served, city, citySlug, locality } = answer.data;
  return served && city && citySlug && locality ? { served: true, city, citySlug, locality } : { served: false, message: answer.message };
}
