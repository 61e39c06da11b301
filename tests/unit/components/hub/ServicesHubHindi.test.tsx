// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newFoodDraft } from '../../../../components/food/foodDraft';
import { CITY_LINK_KEYS } from '../../../../components/hub/SavedCityLinks';
import ServicesHub from '../../../../components/hub/ServicesHub';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { cityServiceLinks, HUB_SERVICES, type HubTile } from '../../../../lib/servicesHub';
import { withMessages } from '../../../../server/i18n/messages';
import { updateDraft } from '../../../../store/drafts';

vi.mock('../../../../services/apiClient', () => ({ apiRequest: () => Promise.reject(new Error('no fake server')) }));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: () => undefined, logout: () => undefined, logoutEnded: () => undefined }),
}));

const PRICES: Record<string, number | null> = { chef: 700, decoration: 1499, photography: 4999, 'food-delivery': 249, buffet: null };
const tiles: HubTile[] = HUB_SERVICES.map((service) => ({ ...service, fromPrice: PRICES[service.key] ?? null }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the /services hub in Hindi', () => {
  it('shows the tiles, prices, city links and the saved city in Hindi, with no stray Latin words', () => {
    updateDraft('foodDelivery', () => ({ ...newFoodDraft('delivery'), citySlug: 'noida' }));
    const { container } = render(
      <I18nProvider value={withMessages('hi', ['hub', 'cityNames']).i18n}>
        <ServicesHub tiles={tiles} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सर्विसेज');
    const items = screen.getAllByTestId('service-tile');
    expect(items[0]).toHaveTextContent('पार्टी के लिए शेफ');
    expect(items[0]).toHaveTextContent('₹700 से शुरू');
    expect(items[3]).toHaveTextContent('₹249 प्रति प्लेट से शुरू');
    expect(screen.getByRole('link', { name: 'दिल्ली' })).toHaveAttribute('href', '/delhi');
    const saved = screen.getByTestId('saved-city');
    expect(saved).toHaveTextContent('आपका शहर: नोएडा');
    expect(within(saved).getByRole('link', { name: 'डेकोरेशन' })).toHaveAttribute('href', '/noida/balloon-decoration');
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('names every city service link', () => {
    expect(CITY_LINK_KEYS).toHaveLength(cityServiceLinks('delhi').length);
  });
});
