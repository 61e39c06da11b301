// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../console/renderInConsole';
import JobChat from '../../../../components/partner/JobChat';
import type { PartnerChat } from '../../../../lib/contracts/partnerChat';
import type { ChatMessageView } from '../../../../lib/contracts/chat';
import { FakeEventSource } from '../../../helpers/fakeEventSource';

const JOB = '3d1f4c2a-0000-4000-8000-000000000001';
const mocks = vi.hoisted(() => ({ calls: [] as { path: string; method?: string; body?: unknown }[], chat: null as unknown, status: 200 }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), ({ method, path, body }) => {
    mocks.calls.push({ path, method, body });
    if (method === 'POST') return { status: 201, message: 'Message sent' };
    return mocks.status === 200
      ? { status: 200, message: 'Chat', data: mocks.chat }
      : { status: 404, message: 'This job has no chat yet.' };
  }),
);

const chat = (masked: boolean): PartnerChat => ({
  roomId: 'room-1',
  title: 'Chef for Party · PS-7K3P9Q',
  closed: false,
  masked,
  hasMore: false,
  messages: [
    {
      id: 7,
      roomId: 'room-1',
      kind: 'text',
      text: 'Please call me on [number hidden] <b>now</b>',
      images: [],
      sender: { kind: 'user', name: 'Asha' },
      mine: false,
      clientId: null,
      deleted: false,
      createdAt: '2026-11-23T10:00:00.000Z',
      readBy: 0,
    },
  ],
});

describe('JobChat (the order’s chat room in the partner app)', () => {
  afterEach(() => {
    cleanup();
    mocks.calls = [];
    mocks.status = 200;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeEventSource.all = [];
  });

  const mineSent: ChatMessageView = {
    ...chat(false).messages[0]!,
    id: 8,
    text: 'Reaching at 6 pm',
    sender: { kind: 'provider', name: 'Ramesh' },
    mine: true,
    clientId: 'c-1',
  };
  const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
  const reads = () => mocks.calls.filter((c) => c.path === `/api/partner/chat/${JOB}/read`).map((c) => c.body);

  it('follows the provider’s stream: a customer’s message shows at once, with no poll while the stream is open', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    mocks.chat = chat(false);
    renderInConsole(<JobChat jobId={JOB} />);
    await settle();
    await settle();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/partner/chat/stream');
    act(() => stream.onopen?.());
    await settle();
    mocks.calls = [];
    act(() => stream.emit('message', { ...chat(false).messages[0]!, id: 9, text: 'Is 6 pm fine?' }, '9'));
    expect(screen.getAllByTestId('job-chat-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Please call me'),
      expect.stringContaining('Is 6 pm fine?'),
    ]);
    // another job's room is not this chat
    act(() => stream.emit('message', { ...chat(false).messages[0]!, id: 10, roomId: 'room-2', text: 'Other job' }, '10'));
    expect(screen.queryByText('Other job')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(mocks.calls.filter((c) => c.method !== 'POST')).toEqual([]);
  });

  it('marks the chat read while it is open and visible (the customer’s ticks turn read), not while the tab is hidden', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    mocks.chat = chat(false);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    renderInConsole(<JobChat jobId={JOB} />);
    await settle();
    await settle();
    expect(reads()).toEqual([{ upToMessageId: 7 }]);
    const stream = FakeEventSource.latest();
    act(() => stream.onopen?.());
    hidden.mockReturnValue('hidden');
    act(() => stream.emit('message', { ...chat(false).messages[0]!, id: 9, text: 'Hello?' }, '9'));
    await settle();
    expect(reads()).toEqual([{ upToMessageId: 7 }]);
    // back on screen: what arrived meanwhile is read
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(reads()).toEqual([{ upToMessageId: 7 }, { upToMessageId: 9 }]);
    hidden.mockRestore();
  });

  it('marks nothing read while the chat is scrolled off screen, and marks it read once it scrolls into view', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    /** An IntersectionObserver the test drives: like a browser's, it reports only after observing starts. */
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    mocks.chat = chat(false);
    const visible = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    renderInConsole(<JobChat jobId={JOB} />);
    await settle();
    await settle();
    // the job page is long and the chat is below the fold: the customer's message is not seen yet
    expect(reads()).toEqual([]);
    act(() => observers.at(-1)!([{ isIntersecting: false }]));
    await settle();
    expect(reads()).toEqual([]);
    act(() => observers.at(-1)!([{ isIntersecting: true }]));
    await settle();
    expect(reads()).toEqual([{ upToMessageId: 7 }]);
    visible.mockRestore();
  });

  it('shows my messages as sent, then read once the customer read them (live)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    mocks.chat = { ...chat(false), messages: [...chat(false).messages, mineSent] };
    renderInConsole(<JobChat jobId={JOB} />);
    await settle();
    await settle();
    const mine = () => screen.getAllByTestId('job-chat-message').at(-1)!;
    expect(mine().querySelector('[data-tick]')?.getAttribute('data-tick')).toBe('sent');
    act(() => FakeEventSource.latest().emit('read', { roomId: 'room-1', after: 7, upTo: 8 }));
    expect(mine().querySelector('[data-tick]')?.getAttribute('data-tick')).toBe('read');
    expect(mine().textContent).toContain('Read');
  });

  it('shows the messages as plain text with the note that contact details are hidden, and sends with a client id', async () => {
    mocks.chat = chat(true);
    renderInConsole(<JobChat jobId={JOB} />);
    const message = await screen.findByTestId('job-chat-message');
    expect(message.textContent).toContain('Please call me on [number hidden] <b>now</b>');
    expect(screen.getByText('Phone numbers and e-mail addresses stay hidden until the job starts.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('job-chat-input'), { target: { value: 'Reaching at 6 pm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const isSend = (c: { path: string; method?: string }) => c.method === 'POST' && c.path.endsWith('/messages');
    await waitFor(() => expect(mocks.calls.some(isSend)).toBe(true));
    const post = mocks.calls.find(isSend)!;
    expect(post.path).toBe(`/api/partner/chat/${JOB}/messages`);
    expect(post.body).toMatchObject({ text: 'Reaching at 6 pm', clientId: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('shows nothing for a job without a chat', async () => {
    mocks.status = 404;
    const { container } = renderInConsole(<JobChat jobId={JOB} />);
    await waitFor(() => expect(mocks.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
