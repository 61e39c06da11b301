// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SharePanel from '../../../../components/gallery/SharePanel';
import type { ShareSummary } from '../../../../lib/contracts/photos';
import { fakeApi, ORDER_ID, SHARE, SHARE_LIST, SHARE_REVOKE, WithStore } from './fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const OLD_ID = '22222222-2222-4222-8222-222222222222';
const NEW_ID = '33333333-3333-4333-8333-333333333333';
const NEW_URL = 'https://www.example-party.in/photo-gallery?share=tok_new';

/** A share API holding one live link; creating adds one, revoking removes it. */
function renderPanel() {
  let live: ShareSummary[] = [{ _id: OLD_ID, createdAt: '2026-03-06T10:00:00.000Z', expiresAt: '2026-06-04T10:00:00.000Z' }];
  const server = fakeApi({
    [SHARE_LIST]: () => ({ data: live }),
    [SHARE]: () => {
      live = [{ _id: NEW_ID, createdAt: '2026-03-07T10:00:00.000Z', expiresAt: '2026-06-05T10:00:00.000Z' }, ...live];
      return { status: 201, data: { _id: NEW_ID, url: NEW_URL, expiresAt: '2026-06-05T10:00:00.000Z' } };
    },
    [SHARE_REVOKE]: (request) => {
      live = live.filter((link) => link._id !== (request.body as { shareId: string }).shareId);
      return { data: undefined, message: 'Link revoked' };
    },
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <SharePanel orderId={ORDER_ID} />
    </WithStore>,
  );
  return server;
}

const links = () => within(screen.getByTestId('share-links')).getAllByRole('listitem');

describe('share links', () => {
  const writeText = vi.fn(async () => undefined);
  const share = vi.fn(async () => undefined);
  beforeEach(() => {
    writeText.mockClear();
    share.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('creates a link, shows it with Copy, lists it with its expiry, and revokes links', async () => {
    const server = renderPanel();
    expect(await screen.findByText('Made 6 Mar 2026, expires 4 Jun 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull(); // no Web Share API in this browser

    fireEvent.click(screen.getByRole('button', { name: 'Create a share link' }));
    const field = await screen.findByLabelText(/^Share link \(valid until 5 Jun 2026\)/);
    expect(field).toHaveValue(NEW_URL);
    expect(server.calls(SHARE)[0]!.body).toEqual({ orderId: ORDER_ID });
    await waitFor(() => expect(links()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(NEW_URL);

    // revoking the new link also takes it off the screen
    fireEvent.click(within(links()[0]!).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(links()).toHaveLength(1));
    expect(server.calls(SHARE_REVOKE)[0]!.body).toEqual({ shareId: NEW_ID });
    expect(screen.queryByLabelText(/^Share link/)).toBeNull();
    expect(screen.getByText(/Link turned off/)).toBeInTheDocument();

    fireEvent.click(within(links()[0]!).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No live links. Guests cannot see this gallery.')).toBeInTheDocument();
    expect(server.calls(SHARE_REVOKE).map((r) => r.body)).toEqual([{ shareId: NEW_ID }, { shareId: OLD_ID }]);
    expect(server.calls(SHARE_LIST).every((r) => r.query.orderId === ORDER_ID)).toBe(true);
  });

  it('offers the Web Share API where the browser has it', async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a share link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: NEW_URL }));
  });
});
