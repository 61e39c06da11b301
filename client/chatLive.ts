import { endpointUrl } from '../lib/contracts/endpoints';
import type { ChatMessageView } from '../lib/contracts/chat';
import { callApi } from '../services/baseQuery';
import { LOGIN_STATE_EVENT, readIsLoggedIn } from './session';

/**
 * The tab's one chat stream (issue 23 "Real time"): an EventSource on `GET /api/chat/stream?ticket=` with a ticket
 * from `POST /api/chat/stream-ticket` (an EventSource cannot send the bearer token). A ticket is single-use, so
 * EventSource's own reconnect (same URL) cannot work: after any error the stream is closed and opened again with a
 * new ticket and `?lastEventId=` (the route's way for a new URL to resume after the last event seen), backing off
 * from 2 to 30 seconds. While it is not open, a tick every 5 seconds tells the screens to poll instead.
 *
 * The server ends a stream with a last `closed` event saying why: `expired` (a stream lives at most 30 minutes:
 * a new ticket at once), `limit` (the customer opened too many elsewhere: reconnecting would close another one, so
 * the screens poll until they connect again), `session_ended` (signed out on this or every device: nothing more).
 *
 * Browser-only; loaded with the chat screen alone. Screens `connectChatLive()` while they show chat (reference
 * counted: the last release closes the stream).
 */

/** `idle`: not connected (nobody asked, or signed out); `connecting`; `open`; `down`: cannot connect (polling). */
export type ChatLiveStatus = 'idle' | 'connecting' | 'open' | 'down';

/**
 * What the stream tells its listeners: a message (new, or its own echo), a deletion, another member's read mark
 * moving from after message `after` up to `upTo` (the ticks of own messages between gain a reader), `resync` when the stream
 * (re)opens (a screen fetches what it may have missed before it listened), and `poll` every 5 seconds while down.
 */
export type ChatLiveEvent =
  | { type: 'message'; message: ChatMessageView }
  | { type: 'deleted'; roomId: string; id: number }
  | { type: 'read'; roomId: string; after: number; upTo: number }
  | { type: 'resync' }
  | { type: 'poll' };

/** Seconds between polls while the stream cannot connect (issue 23). */
export const CHAT_POLL_MS = 5000;
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

const listeners = new Set<(event: ChatLiveEvent) => void>();
const statusListeners = new Set<() => void>();
let status: ChatLiveStatus = 'idle';
let source: EventSource | null = null;
let users = 0;
let failures = 0;
let lastEventId: number | undefined;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;
/** Bumped at every close: an answer to an older open is ignored. */
let generation = 0;

function emit(event: ChatLiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}

function setStatus(next: ChatLiveStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}

function startPolling(): void {
  pollTimer ??= setInterval(() => emit({ type: 'poll' }), CHAT_POLL_MS);
}

function stopPolling(): void {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

function close(): void {
  generation += 1;
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function failed(): void {
  close();
  if (users === 0 || !readIsLoggedIn()) return setStatus('idle');
  failures += 1;
  setStatus('down');
  startPolling();
  const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
  retryTimer = setTimeout(() => void open(), delay);
}

/** The stream's URL for `ticket`, resuming after the last event this tab saw. */
function streamUrl(ticket: string): string {
  const params = new URLSearchParams({ ticket });
  if (lastEventId !== undefined) params.set('lastEventId', String(lastEventId));
  return `${process.env.NEXT_PUBLIC_API_BASE_URL ?? ''}${endpointUrl('chatStream')}?${params.toString()}`;
}

function onMessage(event: MessageEvent<string>): void {
  const id = Number(event.lastEventId);
  if (Number.isSafeInteger(id) && id > 0) lastEventId = Math.max(lastEventId ?? 0, id);
  try {
    emit({ type: 'message', message: JSON.parse(event.data) as ChatMessageView });
  } catch {
    // not JSON: not ours to show
  }
}

function onDeleted(event: MessageEvent<string>): void {
  try {
    const { roomId, id } = JSON.parse(event.data) as { roomId: string; id: number };
    emit({ type: 'deleted', roomId, id });
  } catch {
    // not JSON: ignored
  }
}

/** The server's last event before it ends the stream (see the module's comment). */
function onClosed(event: MessageEvent<string>): void {
  let reason: unknown;
  try {
    reason = (JSON.parse(event.data) as { reason?: unknown }).reason;
  } catch {
    return;
  }
  close();
  if (reason === 'expired') {
    failures = 0;
    void open();
  } else if (reason === 'limit') {
    setStatus('down');
    startPolling();
  } else if (reason === 'session_ended') {
    stopPolling();
    setStatus('idle');
  } else failed();
}

function onRead(event: MessageEvent<string>): void {
  try {
    const { roomId, after, upTo } = JSON.parse(event.data) as { roomId: string; after: number; upTo: number };
    emit({ type: 'read', roomId, after, upTo });
  } catch {
    // not JSON: ignored
  }
}

async function open(): Promise<void> {
  close();
  if (users === 0 || !readIsLoggedIn() || typeof EventSource === 'undefined') {
    if (typeof EventSource === 'undefined' && users > 0) {
      setStatus('down');
      startPolling();
    }
    return;
  }
  const mine = generation;
  if (status !== 'down') setStatus('connecting');
  const answer = await callApi({ endpoint: 'chatStreamTicket' });
  if (mine !== generation) return;
  if (answer.error) return failed();
  const { ticket } = answer.data.data as { ticket: string };
  const stream = new EventSource(streamUrl(ticket));
  source = stream;
  stream.onopen = () => {
    failures = 0;
    stopPolling();
    setStatus('open');
    emit({ type: 'resync' });
  };
  stream.addEventListener('message', onMessage);
  stream.addEventListener('deleted', onDeleted as EventListener);
  stream.addEventListener('read', onRead as EventListener);
  stream.addEventListener('closed', onClosed as EventListener);
  stream.onerror = () => {
    if (source === stream) failed();
  };
}

function onLoginChange(): void {
  if (users === 0) return;
  if (readIsLoggedIn()) void open();
  else {
    close();
    stopPolling();
    lastEventId = undefined;
    setStatus('idle');
  }
}

/**
 * Opens the tab's stream (once, however many screens ask) and keeps it open until every caller released it.
 * @returns the release function.
 */
export function connectChatLive(): () => void {
  users += 1;
  if (users === 1) {
    window.addEventListener(LOGIN_STATE_EVENT, onLoginChange);
    void open();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0) return;
    window.removeEventListener(LOGIN_STATE_EVENT, onLoginChange);
    close();
    stopPolling();
    failures = 0;
    setStatus('idle');
  };
}

/** Listens to the stream's events; returns the unsubscribe function. */
export function subscribeChatLive(listener: (event: ChatLiveEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Listens to status changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeChatLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** The stream's status now. */
export function chatLiveStatus(): ChatLiveStatus {
  return status;
}
