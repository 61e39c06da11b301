// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CancelOrderButton from '../../../../components/orders/CancelOrderButton';
import { fakeApi, orderDetails, WithStore } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

async function openPopup() {
  const server = fakeApi({});
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  const onCancelled = vi.fn();
  render(
    <WithStore>
      <CancelOrderButton order={orderDetails()} onCancelled={onCancelled} />
    </WithStore>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' }, { timeout: 10_000 });
  return { dialog, server, onCancelled };
}

describe('CancelOrderButton popup', () => {
  it('offers "Keep my order" beside "Yes, cancel"; keeping closes the popup and cancels nothing', async () => {
    const { server, onCancelled } = await openPopup();
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(server.seen).toEqual([]);
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('has a Close button that closes it without cancelling', async () => {
    const { server } = await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(server.seen).toEqual([]);
  });

  it('closes on Escape without cancelling', async () => {
    const { dialog, server } = await openPopup();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(server.seen).toEqual([]);
  });
});
