import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../components/i18n/I18nProvider';
import { strayLatinWords } from '../../../lib/i18n/latinAllowList';
import type { Locale } from '../../../lib/i18n/locales';
import { withMessages } from '../../../server/i18n/messages';
import AccountsPage from '../../../pages/accounts';
import ChefCheckoutPage from '../../../pages/book-chef-checkout';
import ChefDishPage from '../../../pages/book-chef-cook-for-party/index';
import ChefOrderDetailsPage from '../../../pages/book-chef-cook-for-party/order-details';
import CheckoutPage from '../../../pages/checkout';
import OrderListPage from '../../../pages/orderlist';
import FoodCheckoutPage from '../../../pages/party-food-delivery-live-catering-buffet-checkout';
import FoodDeliveryPage from '../../../pages/party-food-delivery-live-catering-buffet/party-food-delivery';
import LiveCateringPage from '../../../pages/party-food-delivery-live-catering-buffet/party-live-buffet-catering';
import PhotographyCheckoutPage from '../../../pages/photography-checkout';

const mocks = vi.hoisted(() => ({ head: [] as unknown[], nothing: () => null }));

// the pages' <Head> children, kept to read; the screens under the heads are tested on their own
vi.mock('next/head', () => ({
  default: ({ children }: { children: unknown }) => {
    mocks.head.push(children);
    return null;
  },
}));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, asPath: '/', pathname: '/', locale: 'hi' }) }));
vi.mock('../../../components/account/AccountDetails', () => ({ default: mocks.nothing }));
vi.mock('../../../components/chef/DishSelectionScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/chef/ChefOrderDetailsScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/chef/ChefCheckoutScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/reviews/ServiceReviews', () => ({ default: mocks.nothing }));
vi.mock('../../../components/decoration/CheckoutScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/food/FoodCheckoutScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/food/FoodDishScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/photography/PhotographyCheckoutScreen', () => ({ default: mocks.nothing }));
vi.mock('../../../components/orders/OrderList', () => ({ default: mocks.nothing }));
vi.mock('../../../components/orders/OrdersLoginGate', () => ({ default: mocks.nothing }));
vi.mock('../../../components/orders/OrdersPageFrame', () => ({ default: ({ children }: { children: ReactNode }) => children }));

type Element = { type?: unknown; props?: Record<string, unknown> };

/**
 * The title, description and JSON-LD objects a page's `<Seo>` gave `next/head`, rendered in `locale` with `domains`
 * (`Page`: a page's default export, each with its own props type).
 */
function headOf(Page: unknown, props: object, locale: Locale, domains: string[]) {
  mocks.head.length = 0;
  const Rendered = Page as ComponentType<object>;
  renderToString(
    <I18nProvider value={withMessages(locale, domains).i18n}>
      <Rendered {...props} />
    </I18nProvider>,
  );
  const flat: Element[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object' && 'props' in node) flat.push(node as Element);
  };
  mocks.head.forEach(walk);
  const title = String(flat.find((node) => node.type === 'title')?.props?.children ?? '');
  const description = String(flat.find((node) => node.props?.name === 'description')?.props?.content ?? '');
  const jsonLd = flat
    .filter((node) => node.type === 'script')
    .map((node) => JSON.parse((node.props!.dangerouslySetInnerHTML as { __html: string }).__html) as Record<string, unknown>);
  return { title, description, jsonLd };
}

const REVIEWS = { reviews: { reviews: [], summary: { count: 0, average: 0 } } };
const DISH_PROPS = { ...REVIEWS, cuisines: [], initialCuisine: null, initialDishes: [] };
const FOOD_PROPS = (service: 'delivery' | 'buffet') => ({ service, initialGroups: [], packages: [], city: null });

/** Each page with its props and its data function's domains. */
const PAGES: [string, unknown, object, string[]][] = [
  ['/book-chef-cook-for-party', ChefDishPage, DISH_PROPS, ['reviews', 'chef', 'booking']],
  ['/book-chef-cook-for-party/order-details', ChefOrderDetailsPage, {}, ['chef', 'booking']],
  ['/book-chef-checkout', ChefCheckoutPage, {}, ['chef', 'booking', 'checkout', 'policy', 'payments']],
  ['/checkout', CheckoutPage, {}, ['decoration', 'booking', 'checkout', 'policy', 'payments']],
  [
    '/party-food-delivery-live-catering-buffet-checkout',
    FoodCheckoutPage,
    {},
    ['food', 'chef', 'booking', 'checkout', 'payments', 'policy'],
  ],
  ['/photography-checkout', PhotographyCheckoutPage, {}, ['photography', 'booking', 'checkout', 'payments', 'policy']],
  ['/orderlist', OrderListPage, {}, ['orders', 'payments']],
  ['/accounts', AccountsPage, {}, ['account', 'cityNames']],
  ['/party-food-delivery', FoodDeliveryPage, FOOD_PROPS('delivery'), ['food', 'chef', 'booking']],
  ['/party-live-buffet-catering', LiveCateringPage, FOOD_PROPS('buffet'), ['food', 'chef', 'booking']],
];

describe('the heads of the booking, checkout and account pages in Hindi', () => {
  afterEach(() => {
    mocks.head.length = 0;
  });

  it.each(PAGES)('%s: title and description in Hindi (Latin only for allowed words and the brand)', (_path, Page, props, domains) => {
    const { title, description } = headOf(Page, props, 'hi', domains);
    expect(title).toMatch(/[\u0900-\u097F]/);
    expect(description).toMatch(/[\u0900-\u097F]/);
    expect(strayLatinWords(`${title} ${description}`)).toEqual([]);
  });

  it('keeps the English titles and descriptions of the chef steps and the account', () => {
    expect(headOf(ChefDishPage, DISH_PROPS, 'en', ['reviews', 'chef', 'booking'])).toMatchObject({
      title: 'Book a Chef or Cook for Your Party at Home: Choose Dishes | Party Services',
      description:
        'Hire a chef for your house party: choose up to 12 dishes from up to 3 cuisines, veg or non-veg. Bill = dishes + ₹49 per person; the chef cooks fresh at your home.',
    });
    expect(headOf(ChefOrderDetailsPage, {}, 'en', ['chef', 'booking'])).toMatchObject({
      title: 'Select Date & Time: Book a Chef | Party Services',
      description: "Choose the date, the chef's arrival time, the number of people and your address; see your bill and ingredient list.",
    });
    expect(headOf(ChefCheckoutPage, {}, 'en', ['chef'])).toMatchObject({
      title: 'Confirm Order: Book a Chef | Party Services',
      description: 'Review your chef booking, the bill and the cancellation policy, then confirm your order.',
    });
    expect(headOf(AccountsPage, {}, 'en', ['account'])).toMatchObject({
      title: 'My Account | Party Services',
      description: 'Your account: your photo, name, mobile number and saved addresses.',
    });
  });

  it('builds the chef Service JSON-LD in the page language, English unchanged', () => {
    const [hindi] = headOf(ChefDishPage, DISH_PROPS, 'hi', ['reviews', 'chef', 'booking']).jsonLd;
    expect(hindi).toMatchObject({
      '@type': 'Service',
      name: 'पार्टी के लिए शेफ या कुक बुक करें',
      serviceType: 'पार्टी के लिए शेफ',
    });
    expect(String(hindi!.url)).toMatch(/\/hi\/book-chef-cook-for-party$/);
    expect(strayLatinWords(`${String(hindi!.name)} ${String(hindi!.description)}`)).toEqual([]);
    const [english] = headOf(ChefDishPage, DISH_PROPS, 'en', ['reviews', 'chef', 'booking']).jsonLd;
    expect(english).toMatchObject({
      name: 'Book a Chef or Cook for Your Party',
      serviceType: 'Chef for Party',
      description:
        'Hire a professional chef or cook for your house party: choose up to 12 dishes from 14 cuisines, the chef cooks fresh at your home. Bill = dishes + Rs 49 per person.',
    });
    expect(String(english!.url)).not.toMatch(/\/hi\//);
  });

  it('builds the food dish screens\u2019 Service JSON-LD in the page language, English unchanged', () => {
    const [delivery] = headOf(FoodDeliveryPage, FOOD_PROPS('delivery'), 'hi', ['food', 'chef', 'booking']).jsonLd;
    expect(delivery).toMatchObject({ '@type': 'Service', name: 'पार्टी फूड डिलीवरी', serviceType: 'पार्टी फूड डिलीवरी' });
    expect(String(delivery!.url)).toMatch(/\/hi\//);
    expect(strayLatinWords(`${String(delivery!.name)} ${String(delivery!.description)}`)).toEqual([]);
    const [buffet] = headOf(LiveCateringPage, FOOD_PROPS('buffet'), 'hi', ['food', 'chef', 'booking']).jsonLd;
    expect(strayLatinWords(`${String(buffet!.name)} ${String(buffet!.description)}`)).toEqual([]);
    const [english] = headOf(FoodDeliveryPage, FOOD_PROPS('delivery'), 'en', ['food', 'chef', 'booking']).jsonLd;
    expect(english).toMatchObject({ name: 'Party Food Delivery', serviceType: 'Party Food Delivery' });
    expect(String(english!.url)).not.toMatch(/\/hi\//);
  });
});
