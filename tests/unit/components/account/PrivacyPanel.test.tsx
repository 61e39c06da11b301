// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import PrivacyPanel from '../../../../components/account/PrivacyPanel';
import { DELETE_REFUSED_PAID_ORDER } from '../../../../lib/contracts/privacy';
import { failure, fakeApi, WithStore, type FakeRoutes } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  get: vi.fn(),
}));
vi.mock('../../../../services/apiClient', () => ({
  apiRequest: (config: unknown) => mocks.apiRequest(config),
  apiClient: { get: (...args: unknown[]) => mocks.get(...args) },
}));

beforeAll(() => {
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});

function show(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <PrivacyPanel />
    </WithStore>,
  );
  return server;
}

describe('PrivacyPanel', () => {
  it('downloads the export as my-data.json with the session, and says so when it fails', async () => {
    show({});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mocks.get.mockResolvedValueOnce({ data: new Blob(['{}'], { type: 'application/json' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(mocks.get).toHaveBeenCalledWith('/api/user/export', { responseType: 'blob' });
    mocks.get.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download your data');
    click.mockRestore();
  });

  it('tells of the 7 days to undo, asks before deleting, and shows a refusal in the dialog', async () => {
    const server = show({ 'POST /api/user/delete-account': failure(409, DELETE_REFUSED_PAID_ORDER) });
    expect(screen.getByText(/Log in again within 7 days and your account is kept/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Payment records (amounts, references and dates) are kept');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_REFUSED_PAID_ORDER);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(server.seen.filter((r) => r.url === '/api/user/delete-account')).toHaveLength(1);
  });

  it('after deleting, says until when logging in keeps the account', async () => {
    show({
      'POST /api/user/delete-account': { data: { requestedAt: '2026-11-26T05:00:00.000Z', eraseAfter: '2026-12-03T05:00:00.000Z' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' }, { timeout: 10_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    const done = await screen.findByRole('dialog', { name: 'Your account will be deleted' }, { timeout: 10_000 });
    expect(done).toHaveTextContent(/erased on .*3 Dec 2026.*Log in again before then to keep your account/);
  });
});
