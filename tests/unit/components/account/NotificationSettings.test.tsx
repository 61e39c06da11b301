// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import NotificationSettings from '../../../../components/account/NotificationSettings';
import type { NotificationSettings as Settings } from '../../../../lib/contracts/privacy';
import { failure, fakeApi, WithStore, type FakeRoutes } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const topics = (offers: boolean) => ({ bookings: true, invites: true, chat: true, offers });
const defaults = (): Settings => ({ whatsapp: topics(false), sms: topics(false), push: topics(false) });

function show(routes: FakeRoutes) {
  const server = fakeApi({ 'GET /api/user/notification-settings': { data: defaults() }, ...routes });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <NotificationSettings />
    </WithStore>,
  );
  return server;
}

describe('NotificationSettings', () => {
  it('shows a labelled switch per channel and topic, offers off by default, and says receipts always go', async () => {
    show({});
    const offers = await screen.findByRole('switch', { name: 'WhatsApp offers' }, { timeout: 10_000 });
    expect(offers).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS bookings' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications chat' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(12);
    expect(screen.getByText(/Payment receipts and cancellations of your bookings are always sent/)).toBeInTheDocument();
  });

  it('saves a change at once and keeps the switch where the server says', async () => {
    const server = show({ 'PUT /api/user/notification-settings': { data: { ...defaults(), whatsapp: topics(true) } } });
    const offers = await screen.findByRole('switch', { name: 'WhatsApp offers' }, { timeout: 10_000 });
    fireEvent.click(offers);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('WhatsApp offers on. Saved.'));
    expect(server.seen.find((r) => r.method === 'PUT')?.body).toEqual({ whatsapp: { offers: true } });
    expect(screen.getByRole('switch', { name: 'WhatsApp offers' })).toBeChecked();
  });

  it('moves the switch back and says so when the save fails', async () => {
    show({ 'PUT /api/user/notification-settings': failure(503, 'Service unavailable') });
    const bookings = await screen.findByRole('switch', { name: 'SMS bookings' }, { timeout: 10_000 });
    fireEvent.click(bookings);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Service unavailable|Could not save "SMS bookings"/);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'SMS bookings' })).toBeChecked());
  });
});
