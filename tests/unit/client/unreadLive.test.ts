// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLogin } from '../../../client/session';
import { FakeEventSource } from '../../helpers/fakeEventSource';

vi.mock('../../../services/apiClient', () => ({
  apiRequest: () =>
    Promise.resolve({
      envelope: { error: false, status: 201, message: 'Stream ticket', data: { ticket: 'ticket', expiresAt: '2026-11-20T10:01:00.000Z' } },
    }),
}));
vi.mock('../../../client/chatUnread', () => ({ refreshTotalUnread: () => Promise.resolve() }));

async function settle() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const openStreams = () => FakeEventSource.all.filter((source) => !source.closed).length;

describe('the unread badge’s stream (client/unreadLive)', () => {
  beforeAll(async () => {
    await import('../../../services/contractCheck');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.all = [];
    window.localStorage.clear();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('opens nothing for a visitor who is not signed in', async () => {
    const { followUnreadLive } = await import('../../../client/unreadLive');
    const stop = followUnreadLive();
    await settle();
    expect(FakeEventSource.all).toHaveLength(0);
    stop();
  });

  it('lets the stream go when the tab stays hidden, and opens it again when the tab comes back', async () => {
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
    const { followUnreadLive, UNREAD_HIDDEN_RELEASE_MS } = await import('../../../client/unreadLive');
    const stop = followUnreadLive();
    await settle();
    expect(openStreams()).toBe(1);

    // a short glance at another tab keeps it
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(UNREAD_HIDDEN_RELEASE_MS - 1000);
    setVisibility('visible');
    await settle();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(openStreams()).toBe(1);

    // hidden for long: closed, so a tab left in the background holds no connection (nor one of the customer's slots)
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(UNREAD_HIDDEN_RELEASE_MS);
    expect(openStreams()).toBe(0);

    setVisibility('visible');
    await settle();
    expect(openStreams()).toBe(1);

    stop();
    expect(openStreams()).toBe(0);
    // nothing left listening: hiding and showing the tab after the stop opens nothing
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(UNREAD_HIDDEN_RELEASE_MS);
    setVisibility('visible');
    await settle();
    expect(openStreams()).toBe(0);
  });

  it('closes the stream on sign-out', async () => {
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
    const session = await import('../../../client/session');
    const { followUnreadLive } = await import('../../../client/unreadLive');
    const stop = followUnreadLive();
    await settle();
    expect(openStreams()).toBe(1);
    session.clearLogin();
    await settle();
    expect(openStreams()).toBe(0);
    stop();
  });
});
