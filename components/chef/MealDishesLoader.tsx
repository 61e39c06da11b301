import { useEffect } from 'react';
import type { MealGroupPublic } from '../../lib/contracts/catalog';
import { useMealDishListQuery } from '../../store/catalogApi';
import QueryFallback from '../common/QueryFallback';

/** Props of `MealDishesLoader`. */
export interface MealDishesLoaderProps {
  cuisineIds: string[];
  nonVeg: boolean;
  /** Called with the meal groups once they are loaded (and again if they change). */
  onLoaded: (groups: MealGroupPublic[]) => void;
}

/**
 * Loads the dishes of the chosen cuisines (spec 4: a new cuisine choice or the veg filter reloads them)
 * through the data layer and hands them to the dish screen; shows the loading text, or the failure with
 * "Try again", meanwhile. Spec 7: `is_dish` 1 = veg only (Non-Veg off), 0 = all.
 */
export default function MealDishesLoader({ cuisineIds, nonVeg, onLoaded }: MealDishesLoaderProps) {
  const query = useMealDishListQuery({ cuisineId: cuisineIds, is_dish: nonVeg ? 0 : 1 });
  useEffect(() => {
    if (query.data) onLoaded(query.data);
  }, [query.data, onLoaded]);
  if (query.data) return null;
  return <QueryFallback query={query} loading="Loading dishes…" failure="We could not load the dishes. Please try again." />;
}
