import { useRouter } from 'next/router';
import { lazy, useCallback, useEffect, useState } from 'react';
import type { FoodService } from '../../lib/booking';
import { DISH_SCREEN_BREAKPOINT_PX, IS_DISH_VEG } from '../../lib/constants';
import type { DishPublic, MealGroupPublic } from '../../lib/contracts/catalog';
import type { FoodPackagePublic } from '../../lib/contracts/food';
import { formatRupees } from '../../lib/format';
import { FOOD_GUEST_RANGE, FOOD_MAX_DISHES, FOOD_MIN_NET, pricePerPlate } from '../../lib/pricing';
import { foodSelectDatePath } from '../../lib/routes';
import { whatsappLink } from '../../lib/site';
import { useDraftOrNone } from '../../store/drafts';
import StoreIsland from '../../store/StoreIsland';
import BookingProgress from '../chef/BookingProgress';
import styles from '../chef/chef.module.css';
import MealGroupSection from '../chef/MealGroupSection';
import LazyMessagePopup from '../common/LazyMessagePopup';
import LoadingText from '../common/LoadingText';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import { categoryOf, foodFlowOf, newFoodDraft, toDraftFoodDish, toggleFoodDish } from './foodDraft';
import PackageList from './PackageList';

const MealDishesLoader = lazy(() => import('../chef/MealDishesLoader'));

/** Props of the party-food dish screen: the service, its veg menu and packages (server-rendered), and a preselected city. */
export interface FoodDishScreenProps {
  service: FoodService;
  initialGroups: MealGroupPublic[];
  packages: FoodPackagePublic[];
  city?: { slug: string; name: string } | null;
}

/**
 * Step 1 of a party food delivery or live buffet booking: the three-step bar and banner of the chef
 * screen, Only Veg / Non-Veg, ready-made packages, the menu by meal group, 1-15 dishes (a 16th opens the
 * spec's popup with Contact Us on WhatsApp) and the live price per plate. The selection lives in the tab's
 * food draft of the service, so it survives a reload and is what step 2 reads.
 */
export default function FoodDishScreen({ service, initialGroups, packages, city = null }: FoodDishScreenProps) {
  const router = useRouter();
  const t = useT('food');
  const serviceName = t(`service.${service}`);
  const [draft, updateDraft] = useDraftOrNone(foodFlowOf(service));
  const form = draft ?? { ...newFoodDraft(service), citySlug: city?.slug ?? null };
  const [loaded, setLoaded] = useState({ nonVeg: false, groups: initialGroups });
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const [limitPopup, setLimitPopup] = useState(false);
  const groups = loaded.nonVeg === form.nonVeg ? loaded.groups : null;
  const onLoaded = useCallback((next: MealGroupPublic[]) => setLoaded({ nonVeg: form.nonVeg, groups: next }), [form.nonVeg]);

  // Only Veg drops the non-veg dishes already chosen
  useEffect(() => {
    if (draft && !draft.nonVeg && draft.dishes.some((d) => d.is_dish !== IS_DISH_VEG)) {
      updateDraft((current) => ({ ...(current ?? draft), packageId: null, dishes: draft.dishes.filter((d) => d.is_dish === IS_DISH_VEG) }));
    }
  }, [draft, updateDraft]);

  const save = (next: Omit<typeof form, 'idempotencyKey'>) => updateDraft(() => ({ ...next, citySlug: city?.slug ?? next.citySlug }));
  const toggleDish = (dish: DishPublic) => {
    const next = toggleFoodDish(form, toDraftFoodDish(dish));
    if (next === 'limit') setLimitPopup(true);
    else save(next);
  };
  const choosePackage = (pkg: FoodPackagePublic) =>
    save({
      ...form,
      nonVeg: form.nonVeg || pkg.packageItems.some((d) => d.is_dish !== IS_DISH_VEG),
      packageId: pkg._id,
      dishes: pkg.packageItems.slice(0, FOOD_MAX_DISHES).map(toDraftFoodDish),
    });
  const shownPackages = form.nonVeg ? packages : packages.filter((p) => p.foodType === 'veg');
  const count = form.dishes.length;
  const range = FOOD_GUEST_RANGE[service];
  const contactLink = whatsappLink(t('dishes.whatsapp', { service: serviceName, max: FOOD_MAX_DISHES }));

  return (
    <div className={`${ui.container} ${styles.screen}`} data-breakpoint={DISH_SCREEN_BREAKPOINT_PX}>
      <BookingProgress current={0} />
      <h1 className={styles.heading}>
        {city ? t('dishes.headingIn', { service: serviceName, city: city.name }) : t('dishes.heading', { service: serviceName })}
      </h1>
      <p className={styles.banner}>{t('dishes.banner')}</p>
      <p className={styles.notice}>
        {t('dishes.notice', { min: range.min, max: range.max, maxDishes: FOOD_MAX_DISHES, minimum: formatRupees(FOOD_MIN_NET) })}
      </p>
      <div className={styles.filters}>
        <div className={styles.segmented} role="group" aria-label={t('dishes.preference')}>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={!form.nonVeg}
            onClick={() => form.nonVeg && save({ ...form, nonVeg: false })}
          >
            {t('dishes.onlyVeg')}
          </button>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={form.nonVeg}
            onClick={() => !form.nonVeg && save({ ...form, nonVeg: true })}
          >
            {t('dishes.nonVeg')}
          </button>
        </div>
      </div>

      <PackageList packages={shownPackages} chosenId={form.packageId} onChoose={choosePackage} />

      {!groups && (
        <StoreIsland fallback={<LoadingText text={t('dishes.loading')} />}>
          <MealDishesLoader key={String(form.nonVeg)} body={{ service, is_dish: form.nonVeg ? 0 : 1 }} onLoaded={onLoaded} />
        </StoreIsland>
      )}
      {groups?.map((group) => (
        <MealGroupSection
          key={group.mealObject._id}
          group={group}
          expanded={expandedGroup === group.mealObject._id}
          onToggleExpanded={() => setExpandedGroup((current) => (current === group.mealObject._id ? null : group.mealObject._id))}
          isSelected={(id) => form.dishes.some((d) => d._id === id)}
          onToggleDish={toggleDish}
        />
      ))}

      <div className={styles.continueBar} data-testid="continue-bar">
        <span className={styles.continueSummary} aria-live="polite">
          {t('dishes.summary', { count })}
          {count > 0 ? t('dishes.perPlate', { price: formatRupees(pricePerPlate(form.dishes)) }) : t('dishes.choose')}
        </span>
        <button
          type="button"
          className={styles.continueButton}
          disabled={count === 0}
          onClick={() => void router.push(foodSelectDatePath(categoryOf(service)))}
        >
          {t('dishes.continue')}
        </button>
      </div>

      <LazyMessagePopup
        open={limitPopup}
        onClose={() => setLimitPopup(false)}
        img="/images/icons/order-warning.svg"
        title={t('dishes.limitTitle', { max: FOOD_MAX_DISHES })}
        body={t('dishes.limitBody')}
        button={t('dishes.contactUs')}
        onButtonClick={() => {
          if (contactLink) window.open(contactLink, '_blank', 'noopener');
        }}
      />
    </div>
  );
}
