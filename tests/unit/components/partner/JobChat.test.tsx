// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JobChat from '../../../../components/partner/JobChat';
import type { PartnerChat } from '../../../../lib/contracts/partnerChat';

const JOB = '3d1f4c2a-0000-4000-8000-000000000001';
const mocks = vi.hoisted(() => ({ calls: [] as { path: string; method?: string; body?: unknown }[], chat: null as unknown, status: 200 }));
vi.mock('../../../../components/partner/partnerApi', () => ({
  partnerRequest: async (path: string, options: { method?: string; body?: unknown } = {}) => {
    mocks.calls.push({ path, method: options.method, body: options.body });
    if (options.method === 'POST') return { ok: true, status: 201, message: 'Message sent' };
    return mocks.status === 200
      ? { ok: true, status: 200, message: 'Chat', data: mocks.chat }
      : { ok: false, status: 404, message: 'This job has no chat yet.' };
  },
}));

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

describe('JobChat (issue 23 "Order room" in the partner app)', () => {
  afterEach(() => {
    cleanup();
    mocks.calls = [];
    mocks.status = 200;
  });

  it('shows the messages as plain text with the note that contact details are hidden, and sends with a client id', async () => {
    mocks.chat = chat(true);
    render(<JobChat jobId={JOB} />);
    const message = await screen.findByTestId('job-chat-message');
    expect(message.textContent).toContain('Please call me on [number hidden] <b>now</b>');
    expect(screen.getByText('Phone numbers and e-mail addresses stay hidden until the job starts.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('job-chat-input'), { target: { value: 'Reaching at 6 pm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mocks.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = mocks.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/partner/chat/${JOB}/messages`);
    expect(post.body).toMatchObject({ text: 'Reaching at 6 pm', clientId: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('shows nothing for a job without a chat', async () => {
    mocks.status = 404;
    const { container } = render(<JobChat jobId={JOB} />);
    await waitFor(() => expect(mocks.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
