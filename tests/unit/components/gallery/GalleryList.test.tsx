// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import GalleryList from '../../../../components/gallery/GalleryList';
import OrderGalleryLink from '../../../../components/gallery/OrderGalleryLink';
import { fakeApi, GALLERIES, ORDER_ID, summary, WithStore, type FakeRoutes } from './fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

function renderWith(routes: FakeRoutes, ui: ReactNode) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(<WithStore>{ui}</WithStore>);
  return server;
}

const OTHER_ID = '44444444-4444-4444-8444-444444444444';

describe('the list of galleries', () => {
  it('shows a card per gallery: cover, service, order number, date, photo count and favourites, linking to the gallery', async () => {
    renderWith(
      {
        [GALLERIES]: {
          data: [summary(), summary({ orderId: OTHER_ID, orderNumber: 'PS-XYZ789', photoCount: 1, coverThumbUrl: null, favourites: 0 })],
        },
      },
      <GalleryList />,
    );
    const cards = await screen.findAllByTestId('gallery-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', `/photo-gallery?order=${ORDER_ID}`);
    expect(cards[0]).toHaveTextContent('Birthday Photography');
    expect(cards[0]).toHaveTextContent('Order PS-ABC234');
    expect(cards[0]).toHaveTextContent('Event on 5 Mar 2026');
    expect(cards[0]).toHaveTextContent('40 photos');
    expect(cards[0]).toHaveTextContent('3 of 20 favourites');
    const cover = cards[0]!.querySelector('img')!;
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('alt', ''); // the card's text names it
    expect(cards[1]).toHaveTextContent('1 photo');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('says honestly when photos come, with a link to the photography packages, when there are none yet', async () => {
    renderWith({ [GALLERIES]: { data: [] } }, <GalleryList />);
    const empty = await screen.findByTestId('galleries-empty');
    expect(empty).toHaveTextContent('Your photos appear here within 24 hours of your event.');
    expect(within(empty).getByRole('link', { name: 'See photography packages' })).toHaveAttribute('href', '/photography-page');
  });
});

describe('the order page’s gallery link', () => {
  it('links a photography order to its gallery with the photos ready', async () => {
    renderWith({ [GALLERIES]: { data: [summary()] } }, <OrderGalleryLink orderId={ORDER_ID} />);
    const link = await screen.findByRole('link', { name: 'View your photos' });
    expect(link).toHaveAttribute('href', `/photo-gallery?order=${ORDER_ID}`);
    expect(screen.getByTestId('order-gallery')).toHaveTextContent('40 photos are ready in your gallery.');
  });

  it('says when photos come before they are uploaded', async () => {
    renderWith({ [GALLERIES]: { data: [summary({ orderId: OTHER_ID })] } }, <OrderGalleryLink orderId={ORDER_ID} />);
    expect(await screen.findByRole('link', { name: 'Open your gallery' })).toHaveAttribute('href', `/photo-gallery?order=${ORDER_ID}`);
    expect(screen.getByTestId('order-gallery')).toHaveTextContent('Your photos appear here within 24 hours of your event.');
  });
});
