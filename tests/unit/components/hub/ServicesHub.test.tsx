// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ServicesHub from '../../../../components/hub/ServicesHub';
import { HUB_SERVICES, type HubTile } from '../../../../lib/servicesHub';

const PRICES: Record<string, number | null> = { chef: 700, decoration: 1499, photography: 4999, 'food-delivery': 249, buffet: null };
const tiles: HubTile[] = HUB_SERVICES.map((service) => ({ ...service, fromPrice: PRICES[service.key] ?? null }));

describe('ServicesHub (issue 24 "/services")', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
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

  it('lists the tiles in the issue order, a tile without a price shows none', () => {
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
    sessionStorage.setItem('draft:foodDelivery', JSON.stringify({ version: 1, draft: { citySlug: 'noida', area: null } }));
    render(<ServicesHub tiles={tiles} />);
    const saved = screen.getByTestId('saved-city');
    expect(saved).toHaveTextContent('Your city: Noida');
    expect(within(saved).getByRole('link', { name: 'Decoration' })).toHaveAttribute('href', '/noida/balloon-decoration');
  });
});
