import { useEffect } from 'react';
import type { MealDishListBody, MealGroupPublic } from '../../lib/contracts/catalog';
import { useMealDishListQuery } from '../../store/catalogApi';
import QueryFallback from '../common/QueryFallback';
import { useT } from '../i18n/I18nProvider';

/** Props of `MealDishesLoader`. */
export interface MealDishesLoaderProps {
  /**
   * What to list (spec 7 getMealDish): the chosen cuisines (chef), or a party-food service, with
   * `is_dish` 1 = veg only (Non-Veg off), 0 = all.
   */
  body: MealDishListBody;
  /** Called with the meal groups once they are loaded (and again if they change). */
  onLoaded: (groups: MealGroupPublic[]) => void;
}

/**
 * Loads the dishes of a dish screen (spec 4: a new cuisine choice or the veg filter reloads them; the
 * veg filter of a food service) through the data layer and hands them to the screen; shows the loading text,
 * or the failure with "Try again", meanwhile (`chef` texts).
 */
export default function MealDishesLoader({ body, onLoaded }: MealDishesLoaderProps) {
  const t = useT('chef');
  const query = useMealDishListQuery(body);
  useEffect(() => {
    if (query.data) onLoaded(query.data);
  }, [query.data, onLoaded]);
  if (query.data) return null;
  return <QueryFallback query={query} loading={t('dishes.loading')} failure={t('dishes.loadFailed')} />;
}
