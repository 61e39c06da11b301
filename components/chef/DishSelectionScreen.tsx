import { useRouter } from 'next/router';
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { DISH_SCREEN_BREAKPOINT_PX } from '../../lib/constants';
import type { ConfigurationPublic, DishPublic, MealGroupPublic } from '../../lib/contracts/catalog';
import { formatRupees } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { ROUTES } from '../../lib/routes';
import { whatsappLink } from '../../lib/site';
import { useDraftOrNone } from '../../store/drafts';
import StoreIsland from '../../store/StoreIsland';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { useT } from '../i18n/I18nProvider';
import LoadingText from '../common/LoadingText';
import ui from '../common/ui.module.css';
import BookingProgress from './BookingProgress';
import styles from './chef.module.css';
import { draftAfter, selectionFromDraft, selectionKey as keyOf } from './chefDraft';
import MealGroupSection from './MealGroupSection';
import {
  chefSelectionReducer,
  continueQuery,
  initialChefSelection,
  selectedCount,
  selectedDishPrice,
  type ChefSelectionAction,
  type ChefSelectionState,
} from './selectionReducer';

const MealDishesLoader = lazy(() => import('./MealDishesLoader'));

/** Props of the dish screen: the server-rendered cuisines and the first cuisine's veg dishes. */
export interface DishSelectionScreenProps {
  cuisines: ConfigurationPublic[];
  initialGroups: MealGroupPublic[];
}

/**
 * Spec 2 "Chef dish-selection screen" with the rules of spec 4 and 5. The first cuisine is chosen and
 * its dishes are in the server HTML; the selection lives in the tab's chef draft (store/drafts), so it
 * survives a reload and the back button and is what step 2 reads. Other cuisines and the Non-Veg filter
 * load their dishes through the data layer, whose code comes with the first such choice. Texts: the `chef` and
 * `booking` domains (the limit popups' own texts are the spec's, lib/messages).
 */
export default function DishSelectionScreen({ cuisines, initialGroups }: DishSelectionScreenProps) {
  const router = useRouter();
  const t = useT('chef');
  const [draft, updateDraft] = useDraftOrNone('chef');
  const [firstSelection] = useState(() =>
    chefSelectionReducer(initialChefSelection, { type: 'cuisinesLoaded', cuisineIds: cuisines.map((c) => c._id) }),
  );
  // Until the tab has a draft (and during the server render and hydration) the screen shows the server's choice.
  const state = useMemo(() => (draft ? selectionFromDraft(draft) : firstSelection), [draft, firstSelection]);
  const [popup, setPopup] = useState<ChefSelectionState['popup']>(null);
  const [loaded, setLoaded] = useState({ key: keyOf(firstSelection), groups: initialGroups });
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);

  // Writes go through the draft as saved at that moment (draftAfter), never this render's copy of it.
  const saveAction = useCallback(
    (action: ChefSelectionAction, loadedKey?: string) => updateDraft((saved) => draftAfter(saved, action, firstSelection, loadedKey)),
    [updateDraft, firstSelection],
  );
  const act = (action: ChefSelectionAction) => {
    const next = chefSelectionReducer(state, action);
    if (next.popup) setPopup(next.popup);
    else if (next !== state) saveAction(action);
  };

  const key = keyOf(state);
  const groups = loaded.key === key ? loaded.groups : null;
  const onLoaded = useCallback((loadedGroups: MealGroupPublic[]) => setLoaded({ key, groups: loadedGroups }), [key]);

  // dishes no longer offered (another cuisine, the veg filter, a changed menu) leave the selection
  useEffect(() => {
    if (!groups) return;
    const action: ChefSelectionAction = { type: 'dishesLoaded', dishIds: groups.flatMap((g) => g.dish.map((d) => d._id)) };
    if (chefSelectionReducer(state, action) !== state) saveAction(action, keyOf(state));
  }, [groups, state, saveAction]);

  const toggleDish = (dish: DishPublic) =>
    act({
      type: 'toggleDish',
      dish: { _id: dish._id, name: dish.name, dish_rate: Number(dish.dish_rate), is_dish: dish.is_dish, image: dish.image },
    });
  const count = selectedCount(state);
  const contactLink = whatsappLink(t('dishes.moreThan12'));

  return (
    <div className={`${ui.container} ${styles.screen}`} data-breakpoint={DISH_SCREEN_BREAKPOINT_PX}>
      <BookingProgress current={0} />
      <h1 className={styles.heading}>{t('dishes.heading')}</h1>
      <p className={styles.banner}>{t('dishes.banner')}</p>

      <div className={styles.filters}>
        <div className={styles.segmented} role="group" aria-label={t('dishes.foodPreference')}>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={!state.nonVeg}
            onClick={() => state.nonVeg && act({ type: 'toggleNonVeg' })}
          >
            {t('dishes.onlyVeg')}
          </button>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={state.nonVeg}
            onClick={() => !state.nonVeg && act({ type: 'toggleNonVeg' })}
          >
            {t('dishes.nonVeg')}
          </button>
        </div>
      </div>

      <ul className={styles.chips} aria-label={t('dishes.cuisines')}>
        {cuisines.map((cuisine) => (
          <li key={cuisine._id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={state.cuisineIds.includes(cuisine._id)}
              onClick={() => act({ type: 'toggleCuisine', cuisineId: cuisine._id })}
            >
              {cuisine.name}
            </button>
          </li>
        ))}
      </ul>

      {state.cuisineIds.length === 0 && <p className={styles.notice}>{t('dishes.chooseCuisine')}</p>}
      {state.cuisineIds.length > 0 && !groups && (
        <StoreIsland fallback={<LoadingText text={t('dishes.loading')} />}>
          <MealDishesLoader key={key} body={{ cuisineId: state.cuisineIds, is_dish: state.nonVeg ? 0 : 1 }} onLoaded={onLoaded} />
        </StoreIsland>
      )}
      {state.cuisineIds.length > 0 && groups?.length === 0 && (
        <p className={styles.notice} data-testid="dishes-empty">
          {t('dishes.empty')}
        </p>
      )}
      {state.cuisineIds.length > 0 &&
        groups?.map((group) => (
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
          {t('dishes.count', { count })} · {formatRupees(selectedDishPrice(state))}
        </span>
        <button
          type="button"
          className={styles.continueButton}
          disabled={count === 0}
          onClick={() => void router.push({ pathname: ROUTES.chefOrderDetails, query: continueQuery(state) })}
        >
          {t('continue')}
        </button>
      </div>

      <LazyMessagePopup
        open={popup === 'cuisineLimit'}
        onClose={() => setPopup(null)}
        img="/images/icons/order-warning.svg"
        title={MESSAGES.cuisineLimitTitle}
        body={MESSAGES.cuisineLimitBody}
        button={t('continue')}
      />
      <LazyMessagePopup
        open={popup === 'dishLimit'}
        onClose={() => setPopup(null)}
        img="/images/icons/order-warning.svg"
        title={MESSAGES.dishLimitTitle}
        body={MESSAGES.dishLimitBody}
        button={t('contactUs')}
        onButtonClick={() => {
          if (contactLink) window.open(contactLink, '_blank', 'noopener');
        }}
      />
    </div>
  );
}
