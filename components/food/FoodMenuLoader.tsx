import { useEffect } from 'react';
import type { FoodService } from '../../lib/booking';
import type { MealGroupPublic } from '../../lib/contracts/catalog';
import { useMealDishListQuery } from '../../store/catalogApi';
import QueryFallback from '../common/QueryFallback';

/** Props of `FoodMenuLoader`. */
export interface FoodMenuLoaderProps {
  service: FoodService;
  nonVeg: boolean;
  /** Called with the meal groups once they are loaded. */
  onLoaded: (groups: MealGroupPublic[]) => void;
}

/**
 * Loads the party-food menu of a service (issue 13, `getMealDish` with `service`) through the data layer when
 * the Non-Veg filter changes; shows the loading text, or the failure with "Try again", meanwhile.
 */
export default function FoodMenuLoader({ service, nonVeg, onLoaded }: FoodMenuLoaderProps) {
  const query = useMealDishListQuery({ service, is_dish: nonVeg ? 0 : 1 });
  useEffect(() => {
    if (query.data) onLoaded(query.data);
  }, [query.data, onLoaded]);
  if (query.data) return null;
  return <QueryFallback query={query} loading="Loading dishes…" failure="We could not load the dishes. Please try again." />;
}
