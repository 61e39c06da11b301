// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RoomList from '../../../../components/chat/RoomList';
import { room } from './fakeChat';

const ROOMS = [
  room({
    _id: 'a',
    title: 'Support',
    kind: 'support',
    lastMessage: { text: 'How can we help?', at: '2026-11-19T10:00:00.000Z', senderName: 'Anu (Support)' },
  }),
  room({
    _id: 'b',
    title: 'Kabir turns seven',
    unread: 3,
    lastMessage: { text: '<b>Cake</b> at 6', at: '2026-11-20T10:00:00.000Z', senderName: 'Meera' },
  }),
  room({ _id: 'c', title: 'Chef Ramesh · PS-ABC234', kind: 'order', unread: 150, muted: true, lastMessage: null }),
];

describe('the room list', () => {
  it('lists rooms by last activity with the last message, unread counts ("99+") and muted', () => {
    render(<RoomList rooms={ROOMS} onOpen={vi.fn()} />);
    const items = within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Kabir turns seven, 3 unread',
      'Support',
      'Chef Ramesh · PS-ABC234, 150 unread',
    ]);
    expect(items[0]).toHaveTextContent('Meera: <b>Cake</b> at 6');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(within(items[0]!).getByTestId('room-unread')).toHaveTextContent('3');
    expect(within(items[1]!).queryByTestId('room-unread')).toBeNull();
    expect(items[2]).toHaveTextContent('Muted');
    expect(items[2]).toHaveTextContent('No messages yet');
    expect(within(items[2]!).getByTestId('room-unread')).toHaveTextContent('99+');
  });

  it('searches by title and opens a room', () => {
    const onOpen = vi.fn();
    render(<RoomList rooms={ROOMS} onOpen={onOpen} />);
    fireEvent.change(screen.getByLabelText('Search chats'), { target: { value: 'kabir' } });
    const items = within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    fireEvent.click(within(items[0]!).getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith('b');
    fireEvent.change(screen.getByLabelText('Search chats'), { target: { value: 'birthday' } });
    expect(screen.getByText('No chats match “birthday”.')).toBeInTheDocument();
  });

  it('says so when there is no room yet', () => {
    render(<RoomList rooms={[]} onOpen={vi.fn()} />);
    expect(screen.getByText(/No chats yet/)).toBeInTheDocument();
  });
});
