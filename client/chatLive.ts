import { endpointUrl } from '../lib/contracts/endpoints';
import { callApi } from '../services/baseQuery';
import { createLiveStream, type ChatLiveEvent, type ChatLiveStatus } from './liveStream';
import { LOGIN_STATE_EVENT, readIsLoggedIn } from './session';

export type { ChatLiveEvent, ChatLiveStatus } from './liveStream';

/**
 * The customer's chat stream in this tab (./liveStream.ts): an EventSource on
 * `GET /api/chat/stream?ticket=` with a ticket from `POST /api/chat/stream-ticket` (an EventSource cannot send the
 * bearer token), a new ticket and `?lastEventId=` for every reconnection, a poll every 5 seconds while it is down.
 * Browser-only; loaded with the chat screen and, lazily, by the layout for the unread badge.
 */

/** Milliseconds between polls while the stream cannot connect. */
export const CHAT_POLL_MS = 5000;

const live = createLiveStream({
  streamUrl: async (lastEventId) => {
    const answer = await callApi({ endpoint: 'chatStreamTicket' });
    if (answer.error) return null;
    const { ticket } = answer.data.data as { ticket: string };
    const params = new URLSearchParams({ ticket });
    if (lastEventId !== undefined) params.set('lastEventId', String(lastEventId));
    return `${process.env.NEXT_PUBLIC_API_BASE_URL ?? ''}${endpointUrl('chatStream')}?${params.toString()}`;
  },
  signedIn: readIsLoggedIn,
  loginEvent: LOGIN_STATE_EVENT,
  pollMs: CHAT_POLL_MS,
});

/** Opens the tab's stream (reference counted) and keeps it open until every caller released it. @returns the release. */
export const connectChatLive: () => () => void = live.connect;

/** Listens to the stream's events; returns the unsubscribe function. */
export const subscribeChatLive: (listener: (event: ChatLiveEvent) => void) => () => void = live.subscribe;

/** Listens to status changes (for useSyncExternalStore); returns the unsubscribe function. */
export const subscribeChatLiveStatus: (listener: () => void) => () => void = live.subscribeStatus;

/** The stream's status now. */
export const chatLiveStatus: () => ChatLiveStatus = live.status;
