// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../console/renderInConsole';
import SupportInbox, { INBOX_FALLBACK_POLL_MS } from '../../../../../components/ops/chat/SupportInbox';
import { CANNED_REPLIES } from '../../../../../lib/chat/cannedReplies';
import type { InboxConversation, InboxQueue } from '../../../../../lib/contracts/opsChat';
import type { ChatMessageView } from '../../../../../lib/contracts/chat';
import ConsoleStoreProvider from '../../../../../store/console/ConsoleStoreProvider';
import { FakeEventSource } from '../../../../helpers/fakeEventSource';

const mocks = vi.hoisted(() => ({
  calls: [] as { path: string; method?: string; body?: unknown }[],
  answers: new Map<string, unknown>(),
}));
vi.mock('../../../../../services/consoleBaseQuery', async (real) =>
  (await import('../../console/stubTransport')).withStubTransport(await real(), ({ method, path, body }) => {
    mocks.calls.push({ path, method, body });
    return { status: 200, message: 'OK', data: method ? undefined : mocks.answers.get(path) };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/chat', replace: vi.fn() }) }));

const ROOM = '6c0d6c1e-0000-4000-8000-000000000001';
const waitingSince = new Date(Date.now() - 20 * 60_000).toISOString();
const room = {
  _id: ROOM,
  kind: 'support' as const,
  title: 'Asha Verma · support',
  customer: { _id: 'u1', name: 'Asha Verma', phoneLast4: '3210' },
  lastMessage: { text: 'Where is my chef?', at: waitingSince, senderName: 'Asha Verma' },
  waitingSince,
  assignedTo: null,
};
const queue: InboxQueue = {
  rooms: [room],
  agents: [
    { _id: 's1', name: 'Sunita Rao', role: 'support' },
    { _id: 's2', name: 'Olga Ops', role: 'operations' },
  ],
  generatedAt: new Date().toISOString(),
};
const conversation: InboxConversation = {
  room: { ...room, closed: false },
  messages: [
    {
      id: 11,
      roomId: ROOM,
      kind: 'text',
      text: 'Call me on 9876543210 <b>please</b>',
      images: [],
      sender: { kind: 'user', name: 'Asha Verma' },
      mine: false,
      clientId: null,
      deleted: false,
      createdAt: waitingSince,
      readBy: 0,
    },
  ],
  hasMore: false,
  orders: [{ _id: 'o1', orderNumber: 'PS-7K3P9Q', service: 'Chef for Party', statusLabel: 'Booked', eventDate: '2026-12-01', total: 3500 }],
  firstResponses: [{ askedAt: waitingSince, seconds: null }],
};

describe('SupportInbox (the console’s support inbox: customers’ chats waiting for support)', () => {
  afterEach(() => {
    cleanup();
    mocks.calls = [];
    mocks.answers.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeEventSource.all = [];
  });

  it('follows the stream: a customer’s message shows in the open conversation at once and the queue is read again, with no poll while it is open', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    renderInConsole(<SupportInbox initialQueue={queue} initialConversation={conversation} staffId="s1" />);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/ops/chat/stream');
    act(() => stream.onopen?.());
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    mocks.calls = [];
    const arrived: ChatMessageView = { ...conversation.messages[0]!, id: 12, text: 'Are you there?' };
    const later = { ...room, lastMessage: { ...room.lastMessage, text: 'Are you there?' } };
    mocks.answers.set('/api/ops/chat', { ...queue, rooms: [later] });
    act(() => stream.emit('message', arrived, '12'));
    // on screen without any time passing: no poll interval elapsed
    expect(screen.getAllByTestId('inbox-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Call me on'),
      expect.stringContaining('Are you there?'),
    ]);
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(mocks.calls.map((c) => c.path)).toContain('/api/ops/chat');
    expect(screen.getByTestId('inbox-room').textContent).toContain('Are you there?');
    // while the stream is open nothing polls
    mocks.calls = [];
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(mocks.calls).toEqual([]);
    // a message of another room is not shown in this conversation
    act(() => stream.emit('message', { ...arrived, id: 13, roomId: 'another-room', text: 'Elsewhere' }, '13'));
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('polls slowly only while the stream is down, and stops once it is back', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    renderInConsole(<SupportInbox initialQueue={queue} initialConversation={conversation} staffId="s1" />);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    act(() => FakeEventSource.latest().onerror?.());
    mocks.calls = [];
    await act(async () => vi.advanceTimersByTimeAsync(INBOX_FALLBACK_POLL_MS));
    expect(mocks.calls.filter((c) => c.path === '/api/ops/chat').length).toBeGreaterThanOrEqual(1);
    // the retry opened a new stream: once it is open, the polls stop
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    act(() => FakeEventSource.latest().onopen?.());
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    mocks.calls = [];
    await act(async () => vi.advanceTimersByTimeAsync(3 * INBOX_FALLBACK_POLL_MS));
    expect(mocks.calls).toEqual([]);
  });

  it('lists the waiting customer with the wait, shows the conversation literally and unmasked, and the customer orders beside it', () => {
    renderInConsole(<SupportInbox initialQueue={queue} initialConversation={conversation} staffId="s1" />);
    const line = screen.getByTestId('inbox-room');
    expect(within(line).getByTestId('inbox-waiting').textContent).toBe('Waiting 20 min');
    expect(line.textContent).toContain('Unassigned');
    expect(screen.getByTestId('inbox-message').textContent).toContain('Call me on 9876543210 <b>please</b>');
    expect(screen.getByTestId('inbox-first-response').textContent).toBe('Not answered yet');
    const orders = screen.getByRole('complementary', { name: 'Customer orders' });
    expect(within(orders).getByRole('link', { name: 'PS-7K3P9Q' }).getAttribute('href')).toBe('/ops/orders/o1');
    expect(orders.textContent).toContain('₹3,500');
  });

  it('fills a canned reply into the box and sends it as support with a client id', async () => {
    renderInConsole(<SupportInbox initialQueue={queue} initialConversation={conversation} staffId="s1" />);
    fireEvent.click(screen.getByRole('button', { name: CANNED_REPLIES[1]!.label }));
    expect((screen.getByTestId('inbox-composer') as HTMLTextAreaElement).value).toBe(CANNED_REPLIES[1]!.text);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mocks.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(mocks.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/ops/chat/${ROOM}/messages`,
      body: { text: CANNED_REPLIES[1]!.text, clientId: expect.stringMatching(/^[\w-]{8,64}$/) },
    });
  });
  it('renders the same wait on the server and in the browser, so hydration adopts the page (then the wait moves on)', async () => {
    const serverAt = Date.parse('2026-11-23T13:00:00.000Z');
    const since = new Date(serverAt - 14_000).toISOString();
    const waiting: InboxQueue = {
      ...queue,
      rooms: [{ ...room, waitingSince: since, lastMessage: { ...room.lastMessage, at: since } }],
      generatedAt: new Date(serverAt).toISOString(),
    };
    const clock = vi.spyOn(Date, 'now').mockReturnValue(serverAt);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ConsoleStoreProvider>
        <SupportInbox initialQueue={waiting} initialConversation={null} staffId="s1" />
      </ConsoleStoreProvider>,
    );
    document.body.appendChild(container);
    expect(container.querySelector('[data-testid="inbox-waiting"]')?.textContent).toBe('Waiting 14 s');
    // the browser hydrates 3 seconds later
    clock.mockReturnValue(serverAt + 3000);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ConsoleStoreProvider>
          <SupportInbox initialQueue={waiting} initialConversation={null} staffId="s1" />
        </ConsoleStoreProvider>,
        {
          onRecoverableError: (error) => errors.push(error),
        },
      ),
    );
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.querySelector('[data-testid="inbox-waiting"]')?.textContent).toBe('Waiting 17 s'));
    act(() => root.unmount());
    container.remove();
    clock.mockRestore();
  });
});
