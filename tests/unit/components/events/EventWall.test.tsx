// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CohostAccept from '../../../../components/events/CohostAccept';
import EventWall, { WALL_ACCEPT } from '../../../../components/events/EventWall';
import { fakeApi, failure, WithStore, type FakeRoutes } from '../gallery/fakeGallery';
import { EVENT_ID } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  replace: vi.fn(),
  configs: [] as { url?: string; headers?: Record<string, string> }[],
}));
vi.mock('../../../../services/apiClient', () => ({
  apiRequest: (config: { url?: string; headers?: Record<string, string> }) => {
    mocks.configs.push(config);
    return mocks.apiRequest(config);
  },
}));
vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/wonderland/co-host', query: {}, replace: mocks.replace, push: vi.fn() }),
}));

const WALL = `GET /api/customer/event/event-images/${EVENT_ID}`;
const UPLOAD = `PUT /api/customer/event/event-images/${EVENT_ID}`;
const NOTE = `POST /api/customer/event/event-images/${EVENT_ID}/thankyou-note`;
const DELETE = `POST /api/customer/event/event-images/${EVENT_ID}/delete`;

const item = (id: string, change: object = {}) => ({
  _id: id,
  kind: 'photo',
  author: 'Asha',
  mine: false,
  text: null,
  thumbUrl: `/media/${id}-thumb.webp`,
  webUrl: `/media/${id}-web.webp`,
  width: 400,
  height: 300,
  createdAt: '2026-12-12T16:00:00.000Z',
  ...change,
});

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const show = (isHost: boolean) =>
  render(
    <WithStore>
      <EventWall eventId={EVENT_ID} isHost={isHost} />
    </WithStore>,
  );

describe('the event wall', () => {
  it('shows photos and notes as text; a guest deletes only their own', async () => {
    const server = serve({
      [WALL]: {
        data: {
          items: [
            item('p1', { mine: true }),
            item('p2', { author: 'Kabir' }),
            item('n1', { kind: 'note', text: '<script>x</script> Thank you!', thumbUrl: null, webUrl: null, width: null, height: null }),
          ],
          nextCursor: null,
        },
      },
      [DELETE]: { message: 'Removed' },
    });
    show(false);
    const grid = await screen.findByTestId('wall-grid');
    const tiles = within(grid).getAllByRole('listitem');
    expect(within(tiles[0]!).getByRole('img', { name: 'Photo by Asha' })).toHaveAttribute('src', '/media/p1-thumb.webp');
    expect(tiles[2]).toHaveTextContent('<script>x</script> Thank you!');
    expect(document.querySelector('script')).toBeNull();
    expect(within(grid).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    fireEvent.click(within(tiles[0]!).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(server.calls(DELETE)[0]?.body).toEqual({ imageId: 'p1' }));
  });

  it('a host may delete anything', async () => {
    serve({ [WALL]: { data: { items: [item('p1'), item('p2')], nextCursor: null } } });
    show(true);
    const grid = await screen.findByTestId('wall-grid');
    expect(within(grid).getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });

  it('uploads a photo of an accepted type as the field `image`, and shows the API’s refusal (429)', async () => {
    const server = serve({
      [WALL]: { data: { items: [], nextCursor: null } },
      [UPLOAD]: failure(429, 'You have posted 50 times today. Please try again tomorrow.'),
    });
    show(false);
    await screen.findByText('No photos or notes yet.');
    const input = screen.getByLabelText('Add a photo') as HTMLInputElement;
    expect(input.accept).toBe(WALL_ACCEPT);
    expect(WALL_ACCEPT).toContain('image/heic');
    const file = new File([new Uint8Array([1, 2, 3])], 'party.heic', { type: 'image/heic' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You have posted 50 times today.');
    const body = server.calls(UPLOAD)[0]!.body as FormData;
    expect(body.get('image')).toBeInstanceOf(File);
    // not the client's JSON default, which would make axios send the form as JSON
    expect(mocks.configs.find((c) => c.url === `/api/customer/event/event-images/${EVENT_ID}` && c.headers)?.headers).toEqual({
      'Content-Type': 'multipart/form-data',
    });
  });

  it('refuses a photo over 15 MB before sending it, and posts a thank-you note up to 280 characters', async () => {
    const server = serve({
      [WALL]: { data: { items: [], nextCursor: null } },
      [NOTE]: { status: 201, data: item('n2', { kind: 'note', text: 'Thank you all!', mine: true }) },
    });
    show(false);
    await screen.findByText('No photos or notes yet.');
    const big = new File([new Uint8Array(1)], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This photo is larger than 15 MB.');
    expect(server.calls(UPLOAD)).toHaveLength(0);

    const note = screen.getByLabelText('Thank-you note');
    expect(note).toHaveAttribute('maxLength', '280');
    fireEvent.click(screen.getByRole('button', { name: 'Post note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a thank you message.');
    fireEvent.change(note, { target: { value: 'Thank you all!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post note' }));
    await vi.waitFor(() => expect(server.calls(NOTE)[0]?.body).toEqual({ text: 'Thank you all!' }));
  });

  it('shows nothing to a non-member (403)', async () => {
    const server = serve({ [WALL]: failure(403, 'Only members can see the wall.') });
    const { container } = show(false);
    await vi.waitFor(() => expect(server.calls(WALL)).toHaveLength(1));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('a co-host link', () => {
  it('is accepted once and opens the event’s host page; an expired one says so', async () => {
    const server = serve({ 'POST /api/customer/event/co-hosts/accept': { data: { eventId: EVENT_ID } } });
    render(
      <WithStore>
        <CohostAccept token={'x'.repeat(32)} />
      </WithStore>,
    );
    await vi.waitFor(() => expect(mocks.replace).toHaveBeenCalledWith(`/wonderland/event?id=${EVENT_ID}`));
    expect(server.calls('POST /api/customer/event/co-hosts/accept')).toHaveLength(1);
    cleanup();
    serve({ 'POST /api/customer/event/co-hosts/accept': failure(404, 'This co-host link was not found or has expired.') });
    render(
      <WithStore>
        <CohostAccept token={'y'.repeat(32)} />
      </WithStore>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This co-host link was not found or has expired.');
  });
});
