// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLogin } from '../../../client/session';
import { FakeEventSource } from '../../helpers/fakeEventSource';

const mocks = vi.hoisted(() => ({ tickets: 0, calls: [] as { method?: string; url?: string }[] }));
vi.mock('../../../services/apiClient', () => ({
  apiRequest: (config: { method?: string; url?: string }) => {
    mocks.calls.push(config);
    mocks.tickets += 1;
    return Promise.resolve({
      envelope: {
        error: false,
        status: 201,
        message: 'Stream ticket',
        data: { ticket: `ticket-${mocks.tickets}`, expiresAt: '2026-11-20T10:01:00.000Z' },
      },
    });
  },
}));

const latest = () => FakeEventSource.all.at(-1)!;

/** Lets the ticket request's promises settle (no time passes). */
async function settle() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}
const query = (source: FakeEventSource) => Object.fromEntries(new URL(source.url, 'http://x').searchParams);

describe('the tab’s chat stream', () => {
  // the answer check of tests (services/baseQuery) loads this lazily: loaded once here, it answers at once
  beforeAll(async () => {
    await import('../../../services/contractCheck');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.all = [];
    mocks.calls = [];
    mocks.tickets = 0;
    window.localStorage.clear();
    storeLogin({ token: 't', userId: 'u', mobileNumber: '9876543210' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('opens one stream with a ticket, resumes with a new ticket and the last id after a drop, and polls every 5 s only while down', async () => {
    const live = await import('../../../client/chatLive');
    const events: string[] = [];
    live.subscribeChatLive((event) => events.push(event.type === 'message' ? `message ${event.message.id}` : event.type));
    const release = live.connectChatLive();
    const second = live.connectChatLive();
    await settle();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(mocks.calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/chat/stream-ticket' })]);
    expect(latest().url.startsWith('/api/chat/stream?')).toBe(true);
    expect(query(latest())).toEqual({ ticket: 'ticket-1' });

    latest().onopen?.();
    expect(live.chatLiveStatus()).toBe('open');
    latest().emit('message', { id: 42, roomId: 'r' }, '42');
    latest().emit('deleted', { roomId: 'r', id: 40 });
    expect(events).toEqual(['resync', 'message 42', 'deleted']);

    // the connection drops: closed at once (its ticket is spent), polls while down, a new ticket after 2 s
    const dropped = latest();
    dropped.onerror?.();
    expect(dropped.closed).toBe(true);
    expect(live.chatLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(query(latest())).toEqual({ ticket: 'ticket-2', lastEventId: '42' });
    // still not open: it polls every 5 seconds
    await vi.advanceTimersByTimeAsync(5000);
    expect(events.filter((e) => e === 'poll')).toHaveLength(1);
    latest().onopen?.();
    expect(live.chatLiveStatus()).toBe('open');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(events.filter((e) => e === 'poll')).toHaveLength(1);

    release();
    expect(latest().closed).toBe(false);
    second();
    expect(latest().closed).toBe(true);
    expect(live.chatLiveStatus()).toBe('idle');
  });

  it('backs off while it cannot connect, and stops when the customer logs out', async () => {
    const live = await import('../../../client/chatLive');
    const release = live.connectChatLive();
    await settle();
    latest().onerror?.();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    latest().onerror?.();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(FakeEventSource.all).toHaveLength(2); // the second retry waits 4 s
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(FakeEventSource.all).toHaveLength(3);
    const { clearLogin } = await import('../../../client/session');
    clearLogin();
    expect(latest().closed).toBe(true);
    expect(live.chatLiveStatus()).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(3);
    release();
  });
  it('follows the server’s last `closed` event: a new ticket at once after `expired`, no reconnect loop after `limit` or `session_ended`', async () => {
    const live = await import('../../../client/chatLive');
    const events: string[] = [];
    live.subscribeChatLive((event) => events.push(event.type));
    const release = live.connectChatLive();
    await settle();
    latest().onopen?.();
    latest().emit('message', { id: 7, roomId: 'r' }, '7');

    // the stream reached its life cap: the browser's error follows the event; a new ticket at once, resuming after 7
    const expired = latest();
    expired.emit('closed', { reason: 'expired' });
    expired.onerror?.();
    expect(expired.closed).toBe(true);
    await settle();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(query(latest())).toEqual({ ticket: 'ticket-2', lastEventId: '7' });
    latest().onopen?.();
    expect(live.chatLiveStatus()).toBe('open');

    // closed because the customer opened too many elsewhere: no new stream (it would close another), the screens poll
    latest().emit('closed', { reason: 'limit' });
    latest().onerror?.();
    expect(live.chatLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(mocks.tickets).toBe(2);
    expect(events.filter((e) => e === 'poll').length).toBeGreaterThanOrEqual(20);
    release();

    // signed out elsewhere ("log out of all devices"): no new ticket, no polling
    const again = live.connectChatLive();
    await settle();
    expect(FakeEventSource.all).toHaveLength(3);
    latest().onopen?.();
    latest().emit('closed', { reason: 'session_ended' });
    latest().onerror?.();
    expect(live.chatLiveStatus()).toBe('idle');
    const polls = events.filter((e) => e === 'poll').length;
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(FakeEventSource.all).toHaveLength(3);
    expect(mocks.tickets).toBe(3);
    expect(events.filter((e) => e === 'poll').length).toBe(polls);
    again();
  });
});
