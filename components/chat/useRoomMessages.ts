import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeChatLive } from '../../client/chatLive';
import { canRetry, failureText } from '../../services/errors';
import { useChatDeleteMutation, useChatSendMutation, useLazyChatHistoryQuery } from '../../store/chatApi';
import { CHAT_CLOSED_MESSAGE } from '../../lib/chat/rules';
import { useLocale, useT } from '../i18n/I18nProvider';
import { localFailureText } from './failureText';
import { markDeleted, markReadBy, mergeMessages, type ChatItem } from './messages';

/** What the room screen needs: the messages on screen, paging, and sending. */
export interface RoomMessages {
  items: ChatItem[];
  /** The first page has arrived. */
  loaded: boolean;
  /** The first page failed (403 not a member, offline): its text. */
  loadError: string | null;
  hasMore: boolean;
  loadingOlder: boolean;
  /** The room is read-only (sending answers 409 "This chat is closed"). */
  closed: boolean;
  loadOlder: () => Promise<void>;
  /** Sends text and photo keys (or resends a failed bubble); resolves with the API's message on failure. */
  send: (text: string, imageKeys: string[], retryOf?: ChatItem) => Promise<string | null>;
  remove: (item: ChatItem) => Promise<string | null>;
  /**
   * Bumped each time the connection is back (the browser's `online`, the stream (re)opened): a screen clears what
   * it said about the network then.
   */
  recovered: number;
}

const newClientId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One room's messages: the newest page of 30, older pages on demand (`before` = the oldest
 * id), live messages and deletions from the tab's stream, the newest page again when the stream (re)opens or, while
 * it cannot connect, every 5 seconds. Sends are optimistic bubbles with a client id; the answer (or its echo on the
 * stream) replaces them, and a retry reuses the client id, so a message never shows twice. A send that got no
 * answer (offline) or a 5xx is sent again by itself, once per return of the connection (the browser's `online`, the
 * stream reopening), with the same client id (the server answers a repeat with the first message); what the server
 * refused (400, 409, 429) waits for Retry.
 */
export function useRoomMessages(roomId: string): RoomMessages {
  const t = useT('chat');
  const locale = useLocale();
  const [fetchPage] = useLazyChatHistoryQuery();
  const [sendMessage] = useChatSendMutation();
  const [deleteMessage] = useChatDeleteMutation();
  const [items, setItems] = useState<ChatItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [closed, setClosed] = useState(false);
  const tempId = useRef(0);
  const loadedRef = useRef(false);
  /** What each unsent bubble carried, by client id (a retry sends the same). */
  const bodies = useRef(new Map<string, { text: string; imageKeys: string[] }>());
  /** Client ids whose last send got no answer (or a 5xx): sent again by themselves once the connection is back. */
  const retryable = useRef(new Set<string>());
  /** Client ids being sent now (a second send of one waits for the first). */
  const sending = useRef(new Set<string>());
  const itemsRef = useRef<ChatItem[]>([]);
  const [recovered, setRecovered] = useState(0);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const loadNewest = useCallback(async () => {
    const answer = await fetchPage({ roomId });
    if (answer.error) {
      if (!loadedRef.current) setLoadError(localFailureText(locale, answer.error, t('room.loadFailed'), t('network')));
      return;
    }
    if (!answer.data) return;
    const page = answer.data;
    setItems((list) => mergeMessages(list, page.messages));
    setClosed(page.closed);
    setLoadError(null);
    // later newest pages (resync, polls) say nothing about older ones once the list reaches further back
    if (!loadedRef.current) setHasMore(page.hasMore);
    loadedRef.current = true;
    setLoaded(true);
  }, [fetchPage, locale, roomId, t]);

  useEffect(() => {
    // the first page is asked for from the subscription's own start, like any resync
    const first = setTimeout(() => void loadNewest(), 0);
    const unsubscribe = subscribeChatLive((event) => {
      if (event.type === 'message' && event.message.roomId === roomId) setItems((list) => mergeMessages(list, [event.message]));
      else if (event.type === 'deleted' && event.roomId === roomId) setItems((list) => markDeleted(list, event.id));
      else if (event.type === 'read' && event.roomId === roomId) setItems((list) => markReadBy(list, event.after, event.upTo));
      else if (event.type === 'resync' || event.type === 'poll') void loadNewest();
      if (event.type === 'resync') setRecovered((n) => n + 1);
    });
    const onOnline = () => {
      setRecovered((n) => n + 1);
      // a first page that failed offline ("Network error…" in its place) is asked for again
      void loadNewest();
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(first);
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [loadNewest, roomId]);

  const loadOlder = useCallback(async () => {
    const oldest = items.find((item) => !item.pending);
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    const answer = await fetchPage({ roomId, before: oldest.id });
    setLoadingOlder(false);
    if (answer.data) {
      const page = answer.data;
      setItems((list) => mergeMessages(list, page.messages));
      setHasMore(page.hasMore);
    }
  }, [fetchPage, items, loadingOlder, roomId]);

  const send = useCallback(
    async (text: string, imageKeys: string[], retryOf?: ChatItem): Promise<string | null> => {
      const clientId = retryOf?.clientId ?? newClientId();
      if (sending.current.has(clientId)) return null;
      sending.current.add(clientId);
      retryable.current.delete(clientId);
      const body = (retryOf?.clientId && bodies.current.get(retryOf.clientId)) || { text, imageKeys };
      bodies.current.set(clientId, body);
      tempId.current -= 1;
      const bubble: ChatItem = retryOf
        ? { ...retryOf, pending: 'sending' }
        : {
            id: tempId.current,
            roomId,
            kind: 'text',
            text,
            images: [],
            sender: { kind: 'user', name: 'You' },
            mine: true,
            clientId,
            deleted: false,
            createdAt: new Date().toISOString(),
            readBy: 0,
            pending: 'sending',
          };
      setItems((list) => [...list.filter((item) => item.clientId !== clientId || !item.pending), bubble]);
      const answer = await sendMessage({ roomId, ...body, clientId });
      sending.current.delete(clientId);
      if (answer.data) {
        const sent = answer.data;
        bodies.current.delete(clientId);
        setItems((list) => mergeMessages(list, [sent]));
        return null;
      }
      if (failureText(answer.error, '') === CHAT_CLOSED_MESSAGE) setClosed(true);
      const message = localFailureText(locale, answer.error, t('room.sendFailed'), t('network'));
      if (canRetry(answer.error)) retryable.current.add(clientId);
      setItems((list) => list.map((item) => (item.pending && item.clientId === clientId ? { ...item, pending: 'failed' } : item)));
      return message;
    },
    [locale, roomId, sendMessage, t],
  );

  // the connection is back: what failed for want of it is sent again, each with its own client id
  useEffect(() => {
    if (recovered === 0) return;
    for (const clientId of [...retryable.current]) {
      const item = itemsRef.current.find((i) => i.pending === 'failed' && i.clientId === clientId);
      if (item) void send(item.text, [], item);
      else retryable.current.delete(clientId);
    }
  }, [recovered, send]);

  const remove = useCallback(
    async (item: ChatItem): Promise<string | null> => {
      const answer = await deleteMessage({ roomId, messageId: item.id });
      if (answer.error) return localFailureText(locale, answer.error, t('room.deleteFailed'), t('network'));
      setItems((list) => markDeleted(list, item.id));
      return null;
    },
    [deleteMessage, locale, roomId, t],
  );

  return { items, loaded, loadError, hasMore, loadingOlder, closed, loadOlder, send, remove, recovered };
}
