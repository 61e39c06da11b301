import type { ChatMessageView } from '../lib/contracts/chat';

/**
 * One tab's chat stream, whoever opens it: the customer's (./chatLive.ts, a ticket per
 * connection), the console's support inbox and the partner app's job chat (their session cookie goes with a
 * same-origin EventSource). The URL of each connection comes from `source.streamUrl`; after any error the stream
 * is closed and opened again with a new URL (a customer's ticket is single-use, so EventSource's own reconnect
 * cannot work), resuming after the last event seen, backing off from 2 to 30 seconds. While it is not open, a tick
 * every `pollMs` tells the screens to poll instead (the fallback, only while the stream is down).
 *
 * The server ends a stream with a last `closed` event saying why: `expired` (a stream lives at most 30 minutes:
 * a new one at once), `limit` (too many opened elsewhere: reconnecting would close another one, so the screens
 * poll until they connect again), `session_ended` (signed out on this or every device: nothing more).
 *
 * Browser-only. Screens `connect()` while they show chat (reference counted: the last release closes the stream).
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

const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

/** Where a stream comes from, and who may open it. */
export interface LiveStreamSource {
  /** The URL of a new connection resuming after `lastEventId` (if any), or null when none can be had now (a failure). */
  streamUrl: (lastEventId: number | undefined) => Promise<string | null>;
  /** Whether someone is signed in to open it (else it stays idle). */
  signedIn: () => boolean;
  /** A window event fired when the sign-in changes (the stream opens or closes with it), if any. */
  loginEvent?: string;
  /** Milliseconds between the fallback polls while the stream is down. */
  pollMs: number;
}

/** A tab's stream: connect while a screen shows chat, listen to its events and status. */
export interface LiveStream {
  /** Opens the stream (once, however many screens ask) until every caller released it. @returns the release. */
  connect: () => () => void;
  /** Listens to the stream's events; returns the unsubscribe function. */
  subscribe: (listener: (event: ChatLiveEvent) => void) => () => void;
  /** Listens to status changes (for useSyncExternalStore); returns the unsubscribe function. */
  subscribeStatus: (listener: () => void) => () => void;
  /** The stream's status now. */
  status: () => ChatLiveStatus;
}

/** A stream as described in this module's comment, of `source`. */
export function createLiveStream(source: LiveStreamSource): LiveStream {
  const listeners = new Set<(event: ChatLiveEvent) => void>();
  const statusListeners = new Set<() => void>();
  let status: ChatLiveStatus = 'idle';
  let eventSource: EventSource | null = null;
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
    pollTimer ??= setInterval(() => emit({ type: 'poll' }), source.pollMs);
  }

  function stopPolling(): void {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  }

  function close(): void {
    generation += 1;
    eventSource?.close();
    eventSource = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function failed(): void {
    close();
    if (users === 0 || !source.signedIn()) return setStatus('idle');
    failures += 1;
    setStatus('down');
    startPolling();
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
    retryTimer = setTimeout(() => void open(), delay);
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
    if (users === 0 || !source.signedIn() || typeof EventSource === 'undefined') {
      if (typeof EventSource === 'undefined' && users > 0) {
        setStatus('down');
        startPolling();
      }
      return;
    }
    const mine = generation;
    if (status !== 'down') setStatus('connecting');
    const url = await source.streamUrl(lastEventId);
    if (mine !== generation) return;
    if (url === null) return failed();
    const stream = new EventSource(url);
    eventSource = stream;
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
    // the server lost events on its side (its bus reconnected): the screens read again
    stream.addEventListener('resync', () => emit({ type: 'resync' }));
    stream.onerror = () => {
      if (eventSource === stream) failed();
    };
  }

  function onLoginChange(): void {
    if (users === 0) return;
    if (source.signedIn()) void open();
    else {
      close();
      stopPolling();
      lastEventId = undefined;
      setStatus('idle');
    }
  }

  function connect(): () => void {
    users += 1;
    if (users === 1) {
      if (source.loginEvent) window.addEventListener(source.loginEvent, onLoginChange);
      void open();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      if (source.loginEvent) window.removeEventListener(source.loginEvent, onLoginChange);
      close();
      stopPolling();
      failures = 0;
      setStatus('idle');
    };
  }

  return {
    connect,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    status: () => status,
  };
}
