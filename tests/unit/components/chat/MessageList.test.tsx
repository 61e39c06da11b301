// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatItem } from '../../../../components/chat/messages';
import MessageList from '../../../../components/chat/MessageList';
import { message } from './fakeChat';

function show(items: ChatItem[], handlers: Partial<Parameters<typeof MessageList>[0]> = {}) {
  const props = {
    items,
    hasMore: false,
    loadingOlder: false,
    onLoadOlder: vi.fn(),
    onNewestSeen: vi.fn(),
    onDelete: vi.fn(),
    onReport: vi.fn(async () => null),
    onRetry: vi.fn(),
    ...handlers,
  };
  render(<MessageList {...props} />);
  return props;
}

const bubble = (id: number) => document.querySelector(`[data-message-id="${id}"]`) as HTMLElement;

describe('the messages of a room', () => {
  it('shows HTML literally and links only the http(s) URL, with rel="noopener nofollow ugc"', () => {
    const text = '<img src=x onerror=alert(1)> <b>hi</b> https://ok.example/x and javascript:alert(1)';
    show([message(1, { text })]);
    const item = bubble(1);
    expect(item).toHaveTextContent(text);
    expect(item.querySelector('img, b, script')).toBeNull();
    const links = within(item).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://ok.example/x');
    expect(links[0]).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(within(item).getByText('Meera')).toBeInTheDocument();
  });

  it('a deleted message reads "This message was deleted", without its photos or options', () => {
    show([message(2, { deleted: true, text: 'This message was deleted', images: [] }), message(3, { deleted: true, text: 'leftover' })]);
    expect(bubble(2)).toHaveTextContent('This message was deleted');
    expect(bubble(3)).toHaveTextContent('This message was deleted');
    expect(bubble(3)).not.toHaveTextContent('leftover');
    expect(within(bubble(3)).queryByRole('button', { name: 'Options' })).toBeNull();
  });

  it('ticks my messages: sending, sent (✓), read (✓✓), and a failed send offers Retry', () => {
    const mine = { mine: true, sender: { kind: 'user' as const, name: 'You' } };
    const failed: ChatItem = { ...message(-2, { ...mine, clientId: 'c-2' }), pending: 'failed' };
    const props = show([
      message(4, { ...mine, readBy: 0 }),
      message(5, { ...mine, readBy: 2 }),
      { ...message(-1, { ...mine, clientId: 'c-1' }), pending: 'sending' },
      failed,
    ]);
    expect(within(bubble(4)).getByLabelText('Sent')).toHaveTextContent('✓');
    expect(within(bubble(4)).queryByLabelText('Read')).toBeNull();
    expect(within(bubble(5)).getByLabelText('Read')).toHaveTextContent('✓✓');
    expect(within(bubble(-1)).getByLabelText('Sending')).toBeInTheDocument();
    expect(bubble(-2)).toHaveTextContent('Not sent');
    fireEvent.click(within(bubble(-2)).getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledWith(failed);
    // the other member's message carries no tick
    expect(screen.queryAllByLabelText(/^(Sent|Read)$/)).toHaveLength(2);
  });

  it('offers Delete on my message for 5 minutes, and Report on another member’s', async () => {
    const now = new Date();
    const fresh = message(6, { mine: true, createdAt: now.toISOString() });
    const old = message(7, { mine: true, createdAt: new Date(now.getTime() - 6 * 60_000).toISOString() });
    const theirs = message(8);
    const props = show([fresh, old, theirs]);
    expect(within(bubble(7)).queryByRole('button', { name: 'Options' })).toBeNull();
    fireEvent.click(within(bubble(6)).getByRole('button', { name: 'Options' }));
    expect(within(bubble(6)).queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(within(bubble(6)).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(fresh);

    fireEvent.click(within(bubble(8)).getByRole('button', { name: 'Options' }));
    expect(within(bubble(8)).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(bubble(8)).getByRole('button', { name: 'Report' }));
    fireEvent.change(within(bubble(8)).getByLabelText(/Why are you reporting/), { target: { value: 'Rude' } });
    fireEvent.click(within(bubble(8)).getByRole('button', { name: 'Send report' }));
    await within(bubble(8)).findByText(/Our support team will look at this message/);
    expect(props.onReport).toHaveBeenCalledWith(theirs, 'Rude');
  });

  it('shows a report refused by the API with its message', async () => {
    show([message(9)], { onReport: vi.fn(async () => 'You have already reported this message.') });
    fireEvent.click(within(bubble(9)).getByRole('button', { name: 'Options' }));
    fireEvent.click(within(bubble(9)).getByRole('button', { name: 'Report' }));
    fireEvent.click(within(bubble(9)).getByRole('button', { name: 'Send report' }));
    expect(await within(bubble(9)).findByRole('alert')).toHaveTextContent('You have already reported this message.');
  });

  it('reports the newest message as seen when the tab comes back with it in view', () => {
    const props = show([message(11)]);
    expect(props.onNewestSeen).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(props.onNewestSeen).toHaveBeenCalledTimes(1);
  });

  it('offers the earlier messages when there are some', () => {
    const props = show([message(10)], { hasMore: true });
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(props.onLoadOlder).toHaveBeenCalled();
  });
});
