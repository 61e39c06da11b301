// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GalleryView from '../../../../components/gallery/GalleryView';
import type { GalleryPhoto } from '../../../../lib/contracts/photos';
import { EDIT_REQUEST, FAVOURITE, failure, fakeApi, gallery, ORDER_ID, THUMBNAILS, WithStore, type SeenRequest } from './fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const LIMIT_MESSAGE = 'You can choose up to 2 favourites for editing.';

/** A gallery of 12 photos whose server allows 2 favourites and edit requests on favourites only. */
function renderGallery() {
  const { photos, route } = gallery(12, { favouriteLimit: 2 });
  const byId = (request: SeenRequest) => photos.find((p) => p._id === (request.body as { photoId: string }).photoId)!;
  const server = fakeApi({
    [THUMBNAILS]: route,
    [FAVOURITE]: (request) => {
      const { favourite } = request.body as { favourite: boolean };
      const target = byId(request);
      if (favourite && !target.favourite && photos.filter((p) => p.favourite).length >= 2) return failure(409, LIMIT_MESSAGE);
      Object.assign(target, { favourite, editRequest: favourite ? target.editRequest : null });
      return { data: target };
    },
    [EDIT_REQUEST]: (request) => {
      const target: GalleryPhoto = byId(request);
      if (!target.favourite) return failure(409, 'Only a favourite photo can have an edit request.');
      target.editRequest = (request.body as { note: string }).note;
      return { data: target };
    },
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <GalleryView orderId={ORDER_ID} />
    </WithStore>,
  );
  return server;
}

const dialog = () => screen.getByRole('dialog', { name: 'Photo viewer' });
const heart = () => within(dialog()).getByRole('button', { name: 'Favourite' });
const count = () => screen.getByTestId('favourites-count');

describe('favourites and edit requests', () => {
  it('counts favourites up to the limit, shows the server’s message beyond it and keeps the heart as it was', async () => {
    const server = renderGallery();
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 1 of 12' }));
    expect(count()).toHaveTextContent('0 of 2 favourites');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(count()).toHaveTextContent('1 of 2 favourites');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.click(heart());
    await waitFor(() => expect(count()).toHaveTextContent('2 of 2 favourites'));

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toHaveTextContent('2 of 2 favourites');
    expect(server.calls(FAVOURITE).at(-1)!.body).toEqual({ photoId: expect.any(String), favourite: true });

    // unmarking one makes room, and the message goes
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.click(heart());
    await waitFor(() => expect(count()).toHaveTextContent('1 of 2 favourites'));
    expect(within(dialog()).queryByRole('alert')).toBeNull();

    // the grid marks the favourite that is left
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: /^Photo 1 of 12.*favourite/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 2 of 12' })).toBeInTheDocument();
  });

  it('offers "Request edit" on favourites only, checks the note and shows the request once sent', async () => {
    const server = renderGallery();
    fireEvent.click(await screen.findByRole('button', { name: 'Photo 4 of 12' }));
    expect(within(dialog()).queryByRole('button', { name: 'Request edit' })).toBeNull();
    fireEvent.click(heart());
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Request edit' }));

    const note = within(dialog()).getByLabelText('What should we change in this photo?');
    expect(note).toHaveFocus();
    fireEvent.change(note, { target: { value: 'ok' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please describe the edit in 3 to 500 characters.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(EDIT_REQUEST)).toHaveLength(0);

    fireEvent.change(note, { target: { value: '  Brighten the faces a little  ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog()).findByTestId('edit-requested')).toHaveTextContent('Edit requested: Brighten the faces a little');
    expect(server.calls(EDIT_REQUEST)[0]!.body).toEqual({ photoId: expect.any(String), note: 'Brighten the faces a little' });
    expect(within(dialog()).getByRole('button', { name: 'Change edit request' })).toHaveFocus();
  });
});
