// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTotalUnread } from '../../../../client/chatUnread';
import { clearLogin, storeLogin } from '../../../../client/session';
import BottomNav from '../../../../components/layout/BottomNav';
import ChatLink from '../../../../components/layout/ChatLink';
import { useUnreadRefresh } from '../../../../components/layout/useUnreadRefresh';
import type { ApiFailure } from '../../../../services/errors';
import { FakeEventSource } from '../../../helpers/fakeEventSource';

const mocks = vi.hoisted(() => ({
  answer: null as null | { envelope: unknown } | { failure: ApiFailure },
  calls: [] as { url?: string; params?: unknown }[],
  /** When set, the API's answer waits for this promise (a slow network). */
  held: null as null | Promise<void>,
}));
vi.mock('../../../../services/apiClient', () => ({
  apiRequest: async (config: { url?: string; params?: unknown }) => {
    if (config.url === '/api/chat/stream-ticket')
      return {
        envelope: {
          error: false,
          status: 201,
          message: 'Stream ticket',
          data: { ticket: 'ticket-1', expiresAt: '2026-11-20T10:01:00.000Z' },
        },
      };
    mocks.calls.push(config);
    const answer = mocks.answer;
    if (mocks.held) await mocks.held;
    return answer;
  },
}));
vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/chat', asPath: '/chat', query: {}, events: { on: vi.fn(), off: vi.fn() } }),
}));

const USER = '44444444-4444-4444-8444-444444444444';
const groups = (totalUnread: number) => ({
  envelope: { error: false, status: 200, message: 'Chat rooms', data: { rooms: [], totalUnread } },
});

const setUnread = (value: string) =>
  act(() => {
    window.localStorage.setItem('totalUnread', value);
    window.dispatchEvent(new Event('unread-change'));
  });

/** The layout's badge on any page: the header link and the layout's refresh. */
function PageHeader() {
  useUnreadRefresh(true);
  return <ChatLink />;
}

describe('the unread badge', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mocks.calls = [];
    mocks.held = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.all = [];
  });

  it('follows the chat stream on any page: a new message from someone else updates the badge at once, without a page change', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    storeLogin({ token: 't', userId: USER, mobileNumber: '9876543210' });
    mocks.answer = groups(1);
    const page = render(<PageHeader />);
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1), { timeout: 3000 });
    const stream = FakeEventSource.latest();
    act(() => stream.onopen?.());
    await waitFor(() => expect(screen.getByTestId('header-unread-badge')).toHaveTextContent(/^1$/));
    const fetched = mocks.calls.length;
    mocks.answer = groups(2);
    act(() => stream.emit('message', { id: 5, roomId: 'r', mine: false }, '5'));
    await waitFor(() => expect(screen.getByTestId('header-unread-badge')).toHaveTextContent(/^2$/), { timeout: 900 });
    expect(mocks.calls.length).toBe(fetched + 1);
    // my own message (its echo) changes nothing
    act(() => stream.emit('message', { id: 6, roomId: 'r', mine: true }, '6'));
    await new Promise((r) => setTimeout(r, 500));
    expect(mocks.calls.length).toBe(fetched + 1);
    page.unmount();
    expect(stream.closed).toBe(true);
  });

  it('shows the count in the header, "99+" above 99, and nothing at 0', () => {
    render(<ChatLink />);
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByTestId('header-unread-badge')).toBeNull();
    setUnread('7');
    expect(screen.getByRole('link', { name: 'Chat, 7 unread messages' })).toBeInTheDocument();
    expect(screen.getByTestId('header-unread-badge')).toHaveTextContent(/^7$/);
    setUnread('100');
    expect(screen.getByTestId('header-unread-badge')).toHaveTextContent(/^99\+$/);
    setUnread('99');
    expect(screen.getByTestId('header-unread-badge')).toHaveTextContent(/^99$/);
  });

  it('sits on the bottom navigation’s Invites tab', () => {
    render(<BottomNav />);
    setUnread('150');
    expect(screen.getByRole('link', { name: 'Invites, 150 unread messages' })).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Services' })).not.toHaveTextContent('99+');
  });

  it('takes the server’s total over localStorage at each fetch', async () => {
    storeLogin({ token: 't', userId: USER, mobileNumber: '9876543210' });
    window.localStorage.setItem('totalUnread', '5');
    render(<ChatLink />);
    mocks.answer = groups(2);
    await act(() => refreshTotalUnread());
    expect(mocks.calls).toEqual([expect.objectContaining({ url: '/api/chat/groups', params: { userId: USER } })]);
    expect(window.localStorage.getItem('totalUnread')).toBe('2');
    expect(screen.getByTestId('header-unread-badge')).toHaveTextContent(/^2$/);
    mocks.answer = groups(0);
    await act(() => refreshTotalUnread());
    expect(screen.queryByTestId('header-unread-badge')).toBeNull();
  });

  it('not signed in (401): no badge and no error popup; not logged in at all: no request', async () => {
    storeLogin({ token: 'expired', userId: USER, mobileNumber: '9876543210' });
    render(<BottomNav />);
    setUnread('4');
    expect(screen.getByRole('link', { name: 'Invites, 4 unread messages' })).toBeInTheDocument();
    mocks.answer = { failure: { status: 401, message: 'Please log in again.', errors: [], retryAfterSeconds: null } };
    await expect(refreshTotalUnread()).resolves.toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Invites' })).toBeInTheDocument());
    expect(window.localStorage.getItem('totalUnread')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    window.localStorage.clear();
    mocks.calls = [];
    await expect(refreshTotalUnread()).resolves.toBeNull();
    expect(mocks.calls).toEqual([]);
  });

  it('keeps the last total when the server cannot answer', async () => {
    storeLogin({ token: 't', userId: USER, mobileNumber: '9876543210' });
    window.localStorage.setItem('totalUnread', '3');
    mocks.answer = { failure: { status: 'NETWORK', message: 'Network error', errors: [], retryAfterSeconds: null } };
    await expect(refreshTotalUnread()).resolves.toBeNull();
    expect(window.localStorage.getItem('totalUnread')).toBe('3');
  });

  it('drops a total that arrives after the customer logged out', async () => {
    storeLogin({ token: 't', userId: USER, mobileNumber: '9876543210' });
    let release = () => {};
    mocks.held = new Promise((resolve) => {
      release = resolve;
    });
    mocks.answer = groups(2);
    const pending = refreshTotalUnread();
    clearLogin();
    release();
    await expect(pending).resolves.toBeNull();
    expect(window.localStorage.getItem('totalUnread')).toBeNull();
  });
});
