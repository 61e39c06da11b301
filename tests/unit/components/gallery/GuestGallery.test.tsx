// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GalleryView from '../../../../components/gallery/GalleryView';
import { text } from '../../../helpers/messages';
import { GALLERY_NOT_FOUND } from '../../../../lib/contracts/photos';
import { failure, fakeApi, gallery, ORDER_ID, SHARE_TOKEN, THUMBNAILS, WithStore, type FakeRoutes } from './fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

function renderGuest(routes: FakeRoutes, orderId: string | null = ORDER_ID) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <GalleryView orderId={orderId ?? undefined} share={SHARE_TOKEN} />
    </WithStore>,
  );
  return server;
}

describe('a guest with a share link', () => {
  it('sees the same grid and viewer read-only: no favourites, edits, sharing or originals; the web-size zip is a plain link', async () => {
    const pages = gallery(40, { readOnly: true, favourites: 1 });
    pages.photos[2]!.favourite = true; // the host's choice: not shown to guests
    const server = renderGuest({ [THUMBNAILS]: pages.route });
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 3 of 40' }));
    expect(server.calls(THUMBNAILS)[0]!.query).toEqual({ orderId: ORDER_ID, share: SHARE_TOKEN, page: 1, limit: 30 });

    const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByTestId('viewer-position')).toHaveTextContent('3 / 40');
    expect(within(viewer).getByRole('link', { name: 'Download photo' })).toHaveAttribute('download');
    expect(within(viewer).queryByRole('button', { name: 'Favourite' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: /edit/i })).toBeNull();
    expect(within(viewer).queryByText(/original/i)).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByTestId('viewer-position')).toHaveTextContent('4 / 40');
    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.getByRole('heading', { name: 'Photos of the event on 5 Mar 2026' })).toBeInTheDocument();
    expect(screen.queryByTestId('favourites-count')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share with guests' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull(); // no choice of originals
    expect(screen.getByRole('link', { name: 'Download all (zip)' })).toHaveAttribute(
      'href',
      `/api/photo/zip?orderId=${ORDER_ID}&share=${SHARE_TOKEN}`,
    );
  });

  it('asks with the token alone when the link does not name the order', async () => {
    const server = renderGuest({ [THUMBNAILS]: gallery(2, { readOnly: true }).route }, null);
    await screen.findByRole('button', { name: 'Photo 2 of 2' });
    expect(server.calls(THUMBNAILS)[0]!.query).toEqual({ share: SHARE_TOKEN, page: 1, limit: 30 });
    expect(screen.getByRole('link', { name: 'Download all (zip)' })).toHaveAttribute('href', `/api/photo/zip?share=${SHARE_TOKEN}`);
  });

  it('is told the link expired or was turned off when the API refuses it (404, one message for every reason)', async () => {
    renderGuest({ [THUMBNAILS]: failure(404, GALLERY_NOT_FOUND) });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('gallery', 'linkExpired'));
    expect(text('gallery', 'linkExpired')).toBe('This gallery link has expired or was turned off. Ask the host for a new link.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Photo Gallery' })).toBeNull();
  });

  it('is told so too when the link is revoked while the gallery is open (the next page is refused)', async () => {
    let revoked = false;
    const pages = gallery(40, { readOnly: true }).route;
    renderGuest({ [THUMBNAILS]: (request) => (revoked ? failure(404, GALLERY_NOT_FOUND) : pages(request)) });
    await screen.findByRole('button', { name: 'Photo 30 of 40' });
    revoked = true;
    fireEvent.click(screen.getByRole('button', { name: 'Load more photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('gallery', 'linkExpired'));
    expect(screen.queryByTestId('gallery-grid')).toBeNull();
  });

  it('shows a failure other than a refusal with "Try again"', async () => {
    let calls = 0;
    const pages = gallery(5, { readOnly: true }).route;
    renderGuest({
      [THUMBNAILS]: (request) => {
        calls += 1;
        return calls === 1 ? failure(503, 'Service unavailable') : pages(request);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Photo 5 of 5' })).toBeInTheDocument();
  });
});
