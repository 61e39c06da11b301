// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GalleryView from '../../../../components/gallery/GalleryView';
import { fakeApi, gallery, ORDER_ID, photo, THUMBNAILS, WithStore, type FakeRoutes } from './fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

/** Every image the viewer preloads (`new Image().src = …`). */
let preloaded: string[] = [];
class RecordingImage {
  decoding = 'auto';
  set src(value: string) {
    preloaded.push(value);
  }
}

function renderGallery(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <GalleryView orderId={ORDER_ID} />
    </WithStore>,
  );
  return server;
}

const position = () => screen.getByTestId('viewer-position');
const key = (name: string) => fireEvent.keyDown(document, { key: name });

describe('the photo viewer', () => {
  beforeEach(() => {
    preloaded = [];
    vi.stubGlobal('Image', RecordingImage);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the photo tapped as a modal dialog, moves with ← and → within the ends, closes on Escape and gives the focus back', async () => {
    renderGallery({ [THUMBNAILS]: gallery(40).route });
    const tile = await screen.findByRole('button', { name: 'Photo 2 of 40' });
    expect(within(tile).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(tile).getByRole('img')).toHaveAttribute('decoding', 'async');
    tile.focus();
    fireEvent.click(tile);

    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(position()).toHaveTextContent('2 / 40');
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 40' })).toHaveAttribute('src', photo(2).webUrl);
    // the download is the JPEG (every phone opens it), not the WebP shown
    expect(within(dialog).getByRole('link', { name: 'Download photo' })).toHaveAttribute('href', photo(2).jpegUrl);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // both neighbours are fetched ahead
    expect(preloaded).toEqual(expect.arrayContaining([photo(1).webUrl, photo(3).webUrl]));

    key('ArrowRight');
    expect(position()).toHaveTextContent('3 / 40');
    expect(within(dialog).getByRole('img', { name: 'Photo 3 of 40' })).toHaveAttribute('src', photo(3).webUrl);
    key('ArrowLeft');
    key('ArrowLeft');
    expect(position()).toHaveTextContent('1 / 40');
    key('ArrowLeft');
    expect(position()).toHaveTextContent('1 / 40');
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(position()).toHaveTextContent('2 / 40');

    // the page behind is inert while the viewer is open
    expect(tile.closest('[inert]')).not.toBeNull();
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile.closest('[inert]')).toBeNull();
    expect(tile).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the viewer', async () => {
    renderGallery({ [THUMBNAILS]: gallery(40).route });
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 5 of 40' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getAllByRole('button').at(-1)!;
    expect(last).not.toBe(close);
    last.focus();
    key('Tab');
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('moves with horizontal swipes and ignores vertical ones', async () => {
    renderGallery({ [THUMBNAILS]: gallery(40).route });
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 10 of 40' }));
    const stage = screen.getByTestId('viewer-stage');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 400], [80, 420]); // to the left: the next photo
    expect(position()).toHaveTextContent('11 / 40');
    swipe([80, 400], [300, 380]); // to the right: back
    swipe([80, 400], [300, 380]);
    expect(position()).toHaveTextContent('9 / 40');
    swipe([200, 100], [230, 500]); // mostly down: a scroll, not a swipe
    swipe([200, 400], [170, 400]); // too short
    expect(position()).toHaveTextContent('9 / 40');
  });

  it('loads the next page as the viewer nears the end of the loaded photos, and moves on into it', async () => {
    const server = renderGallery({ [THUMBNAILS]: gallery(40).route });
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 30 of 40' }));
    await waitFor(() => expect(server.calls(THUMBNAILS).map((r) => r.query.page)).toEqual([1, 2]));
    expect(server.calls(THUMBNAILS)[1]!.query).toEqual({ orderId: ORDER_ID, page: 2, limit: 30 });
    key('ArrowRight');
    expect(position()).toHaveTextContent('31 / 40');
    expect(await within(screen.getByRole('dialog')).findByRole('img', { name: 'Photo 31 of 40' })).toHaveAttribute('src', photo(31).webUrl);
  });

  it('shows 30 thumbnails, then the rest with "Load more photos", without a layout box that depends on the image', async () => {
    const server = renderGallery({ [THUMBNAILS]: gallery(40).route });
    await screen.findByRole('button', { name: 'Photo 30 of 40' });
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(30);
    expect(screen.getByTestId('gallery-shown')).toHaveTextContent('Showing 30 of 40 photos');
    const image = within(screen.getAllByTestId('gallery-tile')[0]!).getByRole('img');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '800']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more photos' })));
    await screen.findByRole('button', { name: 'Photo 40 of 40' });
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(40);
    expect(screen.getByTestId('gallery-shown')).toHaveTextContent('All 40 photos shown');
    expect(screen.queryByRole('button', { name: 'Load more photos' })).toBeNull();
    expect(server.calls(THUMBNAILS)).toHaveLength(2);
  });

  it('asks for fresh signed URLs when an image fails to load, at most once in a while', async () => {
    const server = renderGallery({ [THUMBNAILS]: gallery(12).route });
    const tile = await screen.findByRole('button', { name: 'Photo 1 of 12' });
    fireEvent.error(within(tile).getByRole('img'));
    fireEvent.error(within(screen.getByRole('button', { name: 'Photo 2 of 12' })).getByRole('img'));
    await waitFor(() => expect(server.calls(THUMBNAILS)).toHaveLength(2));
    fireEvent.error(within(screen.getByRole('button', { name: 'Photo 3 of 12' })).getByRole('img'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.calls(THUMBNAILS)).toHaveLength(2);
  });
});
