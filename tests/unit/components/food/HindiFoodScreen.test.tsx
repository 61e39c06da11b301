// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import FoodDishScreen from '../../../../components/food/FoodDishScreen';
import QuantityTable from '../../../../components/food/QuantityTable';
import FoodInclusions from '../../../../components/food/FoodInclusions';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { foodPackages, mealGroups, partyFoodDishes } from '../../../../data/catalogue';
import type { DishPublic, MealGroupPublic } from '../../../../lib/contracts/catalog';
import type { FoodPackagePublic } from '../../../../lib/contracts/food';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { quantityTable } from '../../../../lib/pricing';
import { foodDishDataIn } from '../../../../server/food/pageProps';
import { withMessages } from '../../../../server/i18n/messages';

vi.mock('next/router', () => ({
  useRouter: () => ({ push: vi.fn(), asPath: '/hi/party-food-delivery-live-catering-buffet/party-food-delivery', query: {} }),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: () => Promise.reject(new Error('no server')) }));

const dishOf = (
  seed: (typeof partyFoodDishes)[number],
): DishPublic & { perPersonQty: number; unit: (typeof partyFoodDishes)[number]['unit']; qualifying: boolean } => ({
  _id: seed.slug,
  name: seed.name,
  image: null,
  dish_rate: String(seed.platePrice),
  is_dish: seed.isDish,
  type: seed.isDish === 1 ? 'veg' : 'non-veg',
  special_appliance_id: [],
  platePrice: seed.platePrice,
  perPersonQty: seed.perPersonQty,
  unit: seed.unit,
  qualifying: true,
});
const vegGroups: MealGroupPublic[] = mealGroups
  .map((group) => ({
    mealObject: { _id: group.slug, name: group.name },
    dish: partyFoodDishes.filter((d) => d.mealGroup === group.slug && d.isDish === 1).map(dishOf),
  }))
  .filter((group) => group.dish.length > 0);
const packages: FoodPackagePublic[] = foodPackages
  .filter((p) => p.packageType === 'bulkFood')
  .map((p, index) => ({
    _id: `pkg-${index}`,
    slug: p.slug,
    name: p.name,
    description: p.description,
    foodType: p.foodType,
    packageType: p.packageType,
    price: 450,
    dishesTotal: 450,
    portionPercent: 100,
    packageItems: partyFoodDishes.filter((d) => p.dishes.includes(d.slug)).map(dishOf),
  }));

const inHindi = (node: React.ReactNode) =>
  render(<I18nProvider value={withMessages('hi', ['food', 'serviceFacts']).i18n}>{node}</I18nProvider>);

beforeEach(() => window.sessionStorage.clear());

describe('the party food screens in Hindi', () => {
  it('shows the dish screen with Hindi dishes, groups and packages, and no stray English word of this part', () => {
    const data = foodDishDataIn({ initialGroups: vegGroups, packages }, 'hi');
    const { container } = inHindi(<FoodDishScreen service="delivery" {...data} city={{ slug: 'delhi', name: 'दिल्ली' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('दिल्ली में पार्टी फूड डिलीवरी: डिश चुनें');
    expect(screen.getByRole('button', { name: 'सिर्फ वेज' })).toBeTruthy();
    expect(screen.getAllByTestId('food-package').length).toBeGreaterThan(0);
    expect(screen.getByText('पनीर टिक्का')).toBeTruthy();
    // the meal groups carry Hindi names; their dish cards and the step bar are the chef screen's (its own domain)
    for (const group of screen.getAllByTestId('meal-group')) {
      expect(strayLatinWords(group.querySelector('h2')?.textContent ?? '')).toEqual([]);
      group.remove();
    }
    screen.getByRole('list', { name: 'Booking steps' }).remove();
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('shows quantities, complimentary items and what a buffet includes in Hindi', () => {
    const dishes = partyFoodDishes.slice(0, 4).map(dishOf);
    const { container } = inHindi(
      <>
        <QuantityTable quantities={quantityTable(dishes, 50)} guests={50} />
        <FoodInclusions service="buffet" />
      </>,
    );
    expect(screen.getByText('50 मेहमानों के लिए मात्रा')).toBeTruthy();
    expect(screen.getByText('पुदीने की चटनी')).toBeTruthy();
    // dish names come from the page's props in Hindi; here the English seed names are left out of the scan
    const names = new Set(dishes.flatMap((d) => d.name.split(/\s+/)));
    expect(strayLatinWords(container.textContent ?? '').filter((word) => !names.has(word))).toEqual([]);
  });
});

describe('the party food landing pages in Hindi', () => {
  it('shows the hub, bulk delivery and caterers pages without a stray English word', async () => {
    const { foodHubPageProps, foodLandingPageProps } = await import('../../../../server/food/pageProps');
    const FoodHub = (await import('../../../../components/food/FoodHub')).default;
    const FoodLanding = (await import('../../../../components/food/FoodLanding')).default;
    const i18n = withMessages('hi', ['foodLanding']).i18n;
    const hub = render(
      <I18nProvider value={i18n}>
        <FoodHub {...foodHubPageProps('hi')} />
      </I18nProvider>,
    );
    expect(strayLatinWords(hub.container.textContent ?? '')).toEqual([]);
    hub.unmount();
    for (const page of ['bulk-food-delivery', 'caterers'] as const) {
      const landing = render(
        <I18nProvider value={i18n}>
          <FoodLanding {...foodLandingPageProps(page, 'hi')} />
        </I18nProvider>,
      );
      expect(strayLatinWords(landing.container.textContent ?? ''), page).toEqual([]);
      landing.unmount();
    }
  });
});
