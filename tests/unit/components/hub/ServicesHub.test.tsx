// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newFoodDraft } from '../../../../components/food/foodDraft';
import ServicesHub from '../../../../components/hub/ServicesHub';
import type { UserPublic } from '../../../../lib/contracts/users';
import { HUB_SERVICES, type HubTile } from '../../../../lib/servicesHub';
import { updateDraft } from '../../../../store/drafts';
import { StoreHost } from '../../../../store/StoreHost';
import { fakeApi } from '../payments/fakeApi';

/** A party-food booking in progress in this tab that started from the Noida city page. */
const foodDraftFromNoida = () => updateDraft('foodDelivery', () => ({ ...newFoodDraft('delivery'), citySlug: 'noida' }));

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: () => undefined, logout: () => undefined, logoutEnded: () => undefined }),
}));

const PROFILE: UserPublic = { _id: '0b6f2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b', phone: '9891234567', name: 'Asha', avatar: null };

const PRICES: Record<string, number | null> = { chef: 700, decoration: 1499, photography: 4999, 'food-delivery': 249, buffet: null };
const tiles: HubTile[] = HUB_SERVICES.map((service) => ({ ...service, fromPrice: PRICES[service.key] ?? null }));

describe('ServicesHub', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('puts the five tiles with their prices and the city links in the server HTML', () => {
    const html = renderToString(<ServicesHub tiles={tiles} />);
    for (const title of ['Chef for Party', 'Balloon Decoration', 'Photography', 'Party Food Delivery', 'Live Buffet Catering']) {
      expect(html).toContain(title);
    }
    expect(html).toContain('From ₹700<');
    expect(html).toContain('From ₹1,499<');
    expect(html).toContain('From ₹249 per plate');
    expect(html).toContain('href="/noida"');
    expect(html).toContain('href="/book-chef-cook-for-party"');
    expect(html).not.toContain('Your city');
  });

  it("loads the first tile's picture (a phone's largest paint) eagerly at high priority, the others lazily", () => {
    const html = renderToString(<ServicesHub tiles={tiles} />);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(tiles.length);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    for (const image of images.slice(1)) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain('fetchPriority');
    }
  });

  it('lists the tiles in the hub order, a tile without a price shows none', () => {
    render(<ServicesHub tiles={tiles} />);
    const list = screen.getAllByTestId('service-tile');
    expect(list.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Chef for Party',
      'Balloon Decoration',
      'Photography',
      'Party Food Delivery',
      'Live Buffet Catering',
    ]);
    expect(list[4]).not.toHaveTextContent('From');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("shows the saved city's service links in the browser", () => {
    foodDraftFromNoida();
    render(<ServicesHub tiles={tiles} />);
    const saved = screen.getByTestId('saved-city');
    expect(saved).toHaveTextContent('Your city: Noida');
    expect(within(saved).getByRole('link', { name: 'Decoration' })).toHaveAttribute('href', '/noida/balloon-decoration');
  });

  it("shows a logged-in customer's saved city (their profile) rather than a booking in progress", async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', 'token-1');
    foodDraftFromNoida();
    mocks.apiRequest = fakeApi({
      'GET /api/user/user-details': { data: { ...PROFILE, city: { slug: 'pune', name: 'Pune' } } },
      'POST /api/order/user_order_list': { data: [] },
    }).apiRequest as typeof mocks.apiRequest;
    render(
      <StoreHost>
        <ServicesHub tiles={tiles} />
      </StoreHost>,
    );
    const saved = await screen.findByText('Your city: Pune', {}, { timeout: 5000 });
    expect(within(saved.closest('[data-testid="saved-city"]') as HTMLElement).getByRole('link', { name: 'Chef' })).toHaveAttribute(
      'href',
      '/pune/chef-near-me',
    );
    expect(screen.queryByText('Your city: Noida')).toBeNull();
  });

  it('falls back to the booking in progress when the logged-in customer has no saved city', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', 'token-1');
    foodDraftFromNoida();
    mocks.apiRequest = fakeApi({
      'GET /api/user/user-details': { data: { ...PROFILE, city: null } },
      'POST /api/order/user_order_list': { data: [] },
    }).apiRequest as typeof mocks.apiRequest;
    render(
      <StoreHost>
        <ServicesHub tiles={tiles} />
      </StoreHost>,
    );
    expect(
      await screen.findByText('No bookings coming up. Pick a service above to plan your next party.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('saved-city')).toHaveTextContent('Your city: Noida');
  });
});
