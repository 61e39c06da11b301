// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLogin } from '../../../../client/session';
import HelpButton from '../../../../components/layout/HelpButton';
import type { ApiFailure } from '../../../../services/errors';

const ORDER = '55555555-5555-4555-8555-555555555555';
const ROOM = '66666666-6666-4666-8666-666666666666';

const mocks = vi.hoisted(() => ({
  router: { pathname: '/', asPath: '/', query: {} as Record<string, unknown> },
  push: (() => Promise.resolve(true)) as (url: unknown) => Promise<boolean>,
  openLogin: (() => undefined) as (then?: () => void) => void,
  answer: null as null | { envelope: unknown } | { failure: ApiFailure },
  calls: [] as { method?: string; url?: string; data?: unknown }[],
}));
vi.mock('next/router', () => ({ useRouter: () => ({ ...mocks.router, push: (url: unknown) => mocks.push(url) }) }));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: (then?: () => void) => mocks.openLogin(then) }),
}));
vi.mock('../../../../services/apiClient', () => ({
  apiRequest: (config: { method?: string; url?: string; data?: unknown }) => {
    mocks.calls.push(config);
    return Promise.resolve(mocks.answer);
  },
}));

const supportRoom = {
  envelope: {
    error: false,
    status: 200,
    message: 'Support chat',
    data: { _id: ROOM, kind: 'support', title: 'Support', avatarUrl: null, lastMessage: null, unread: 0, muted: false, closed: false },
  },
};

describe('the Help button', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mocks.calls = [];
    mocks.answer = supportRoom;
  });

  it('on an order page opens the support room with the order attached', async () => {
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
    mocks.router = { pathname: '/order-details', asPath: `/order-details?id=${ORDER}`, query: { id: ORDER } };
    const push = vi.fn(() => Promise.resolve(true));
    mocks.push = push;
    render(<HelpButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/chat', query: { room: ROOM } }));
    expect(mocks.calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/chat/support', data: { orderId: ORDER } })]);
  });

  it('elsewhere attaches the page path without its query', async () => {
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
    mocks.router = { pathname: '/[city]', asPath: '/noida?utm_source=x#faq', query: { city: 'noida' } };
    const push = vi.fn(() => Promise.resolve(true));
    mocks.push = push;
    render(<HelpButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(mocks.calls[0]?.data).toEqual({ page: '/noida' });
  });

  it('not logged in: the login popup first, then it carries on', async () => {
    mocks.router = { pathname: '/aboutus', asPath: '/aboutus', query: {} };
    const push = vi.fn(() => Promise.resolve(true));
    mocks.push = push;
    let afterLogin: (() => void) | undefined;
    mocks.openLogin = (then) => {
      afterLogin = then;
    };
    render(<HelpButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(afterLogin).toBeTypeOf('function');
    expect(mocks.calls).toEqual([]);
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
    afterLogin!();
    await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/chat', query: { room: ROOM } }));
    expect(mocks.calls[0]?.data).toEqual({ page: '/aboutus' });
  });

  it('shows the API’s refusal in a popup and stays on the page', async () => {
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
    mocks.router = { pathname: '/aboutus', asPath: '/aboutus', query: {} };
    const push = vi.fn(() => Promise.resolve(true));
    mocks.push = push;
    mocks.answer = {
      failure: { status: 429, message: 'Too many requests. Please try again in a minute.', errors: [], retryAfterSeconds: 60 },
    };
    render(<HelpButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Too many requests. Please try again in a minute.');
    expect(push).not.toHaveBeenCalled();
  });
});
