import type { ChatMessageView, ChatRoomSummary } from '../../../../lib/contracts/chat';

export const ROOM_ID = '22222222-2222-4222-8222-222222222222';

/** A message as the history and the stream give it (an other member's text by default). */
export function message(id: number, change: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id,
    roomId: ROOM_ID,
    kind: 'text',
    text: `message ${id}`,
    images: [],
    sender: { kind: 'user', name: 'Meera' },
    mine: false,
    clientId: null,
    deleted: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    readBy: 0,
    ...change,
  };
}

/** A room of the list. */
export function room(change: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    _id: ROOM_ID,
    kind: 'event',
    title: 'Kabir turns seven',
    avatarUrl: null,
    eventId: '33333333-3333-4333-8333-333333333333',
    lastMessage: { text: 'See you there', at: '2026-11-20T10:00:00.000Z', senderName: 'Meera' },
    unread: 0,
    muted: false,
    closed: false,
    ...change,
  };
}
