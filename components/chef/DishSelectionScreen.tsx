import { useRouter } from 'next/router';
import { useEffect, useReducer, useRef, useState } from 'react';
import { DISH_SCREEN_BREAKPOINT_PX } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { ROUTES } from '../../lib/routes';
import { whatsappLink } from '../../lib/site';
import { fetchMealDishes, type CuisineItem, type MealGroupItem } from '../../services/catalog';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';
import BookingProgress from './BookingProgress';
import styles from './chef.module.css';
import MealGroupSection from './MealGroupSection';
import {
  chefSelectionReducer,
  continueQuery,
  initialChefSelection,
  selectedCount,
  selectedDishPrice,
  type SelectedDish,
} from './selectionReducer';
import { readSavedSelection, saveSelection } from './selectionStorage';

/** Props of the dish screen: the server-rendered cuisines and the first cuisine's veg dishes. */
export interface DishSelectionScreenProps {
  cuisines: CuisineItem[];
  initialGroups: MealGroupItem[];
}

const keyOf = (cuisineIds: readonly string[], nonVeg: boolean) => `${[...cuisineIds].sort().join(',')}|${nonVeg}`;

/**
 * Spec 2 "Chef dish-selection screen" with the rules of spec 4 and 5. The first cuisine is chosen and
 * its dishes are in the server HTML; the customer's selection is kept per tab (reload, back button).
 */
export default function DishSelectionScreen({ cuisines, initialGroups }: DishSelectionScreenProps) {
  const router = useRouter();
  const [state, dispatch] = useReducer(chefSelectionReducer, initialChefSelection, (init) =>
    chefSelectionReducer(init, { type: 'cuisinesLoaded', cuisineIds: cuisines.map((c) => c._id) }),
  );
  const [groups, setGroups] = useState(initialGroups);
  const loadedKey = useRef(keyOf(state.cuisineIds, state.nonVeg));
  const restored = useRef(false);
  const [loadError, setLoadError] = useState(false);
  const [retries, setRetries] = useState(0);
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);

  useEffect(() => {
    const saved = readSavedSelection();
    if (saved && saved.cuisineIds.length > 0) dispatch({ type: 'restore', state: saved });
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) saveSelection(state);
  }, [state]);

  useEffect(() => {
    const key = keyOf(state.cuisineIds, state.nonVeg);
    if (key === loadedKey.current && retries === 0) return undefined;
    let cancelled = false;
    const load = state.cuisineIds.length === 0 ? Promise.resolve<MealGroupItem[]>([]) : fetchMealDishes(state.cuisineIds, state.nonVeg);
    load
      .then((loaded) => {
        if (cancelled) return;
        loadedKey.current = key;
        setGroups(loaded);
        setLoadError(false);
        dispatch({ type: 'dishesLoaded', dishIds: loaded.flatMap((g) => g.dish.map((d) => d._id)) });
      })
      .catch((error: unknown) => {
        // spec 8: fetch errors are logged; the screen offers a retry instead of staying blank
        console.error('Could not load dishes', error);
        if (!cancelled) setLoadError(true);
      });
    return () => {
      cancelled = true;
    };
  }, [state.cuisineIds, state.nonVeg, retries]);

  const dishById = new Map(groups.flatMap((g) => g.dish.map((d) => [d._id, d] as const)));
  const toggleDish = (dishId: string) => {
    const dish = dishById.get(dishId);
    if (!dish) return;
    const selected: SelectedDish = {
      _id: dish._id,
      name: dish.name,
      dish_rate: Number(dish.dish_rate),
      is_dish: dish.is_dish,
      image: dish.image,
    };
    dispatch({ type: 'toggleDish', dish: selected });
  };
  const count = selectedCount(state);
  const contactLink = whatsappLink('Hi! I would like to book a chef with more than 12 dishes. Please help me.');

  return (
    <div className={`${ui.container} ${styles.screen}`} data-breakpoint={DISH_SCREEN_BREAKPOINT_PX}>
      <BookingProgress current={0} />
      <h1 className={styles.heading}>Book a Chef for Your Party: Choose Dishes</h1>
      <p className={styles.banner}>Bill value depends upon Dish selected + Number of people</p>

      <div className={styles.filters}>
        <div className={styles.segmented} role="group" aria-label="Food preference">
          <button
            type="button"
            className={styles.segment}
            aria-pressed={!state.nonVeg}
            onClick={() => state.nonVeg && dispatch({ type: 'toggleNonVeg' })}
          >
            Only Veg
          </button>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={state.nonVeg}
            onClick={() => !state.nonVeg && dispatch({ type: 'toggleNonVeg' })}
          >
            Non-Veg
          </button>
        </div>
      </div>

      <ul className={styles.chips} aria-label="Cuisines (choose up to 3)">
        {cuisines.map((cuisine) => (
          <li key={cuisine._id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={state.cuisineIds.includes(cuisine._id)}
              onClick={() => dispatch({ type: 'toggleCuisine', cuisineId: cuisine._id })}
            >
              {cuisine.name}
            </button>
          </li>
        ))}
      </ul>

      {loadError && (
        <div className={styles.notice} role="alert">
          <p>We could not load the dishes. Please check your connection.</p>
          <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => setRetries((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {state.cuisineIds.length === 0 && <p className={styles.notice}>Choose a cuisine to see its dishes.</p>}
      {state.cuisineIds.length > 0 &&
        groups.map((group) => (
          <MealGroupSection
            key={group.mealObject._id}
            group={group}
            expanded={expandedGroup === group.mealObject._id}
            onToggleExpanded={() => setExpandedGroup((current) => (current === group.mealObject._id ? null : group.mealObject._id))}
            isSelected={(id) => Boolean(state.selected[id])}
            onToggleDish={toggleDish}
          />
        ))}

      <div className={styles.continueBar} data-testid="continue-bar">
        <span className={styles.continueSummary} aria-live="polite">
          {count} {count === 1 ? 'item' : 'items'} · {formatRupees(selectedDishPrice(state))}
        </span>
        <button
          type="button"
          className={styles.continueButton}
          disabled={count === 0}
          onClick={() => void router.push({ pathname: ROUTES.chefOrderDetails, query: continueQuery(state) })}
        >
          Continue
        </button>
      </div>

      <LazyMessagePopup
        open={state.popup === 'cuisineLimit'}
        onClose={() => dispatch({ type: 'closePopup' })}
        img="/images/icons/order-warning.svg"
        title={MESSAGES.cuisineLimitTitle}
        body={MESSAGES.cuisineLimitBody}
        button="Continue"
      />
      <LazyMessagePopup
        open={state.popup === 'dishLimit'}
        onClose={() => dispatch({ type: 'closePopup' })}
        img="/images/icons/order-warning.svg"
        title={MESSAGES.dishLimitTitle}
        body={MESSAGES.dishLimitBody}
        button="Contact Us"
        onButtonClick={() => {
          if (contactLink) window.open(contactLink, '_blank', 'noopener');
        }}
      />
    </div>
  );
}
