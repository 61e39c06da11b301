import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { connectChatLive, subscribeChatLive } from '../../client/chatLive';
import { readUserId, storeTotalUnread } from '../../client/chatUnread';
import { ROUTES } from '../../lib/routes';
import { useChatGroupsQuery } from '../../store/chatApi';
import { useT } from '../i18n/I18nProvider';
import QueryFallback from '../common/QueryFallback';
import RoomList from './RoomList';
import RoomView from './RoomView';
import styles from './chat.module.css';

/** Milliseconds the room list waits after a live event before it refetches (a burst of messages: one fetch). */
const GROUPS_REFRESH_DELAY_MS = 300;

/**
 * /chat for a signed-in customer: the tab's live stream for as long as it shows, the room list
 * (`GET /api/chat/groups`, its `totalUnread` written over localStorage at each fetch), and the room of `?room=`.
 * Lazy, inside a StoreIsland: none of it loads with any other page.
 */
export default function ChatScreen() {
  const t = useT('chat');
  const router = useRouter();
  const userId = readUserId() ?? '';
  const groups = useChatGroupsQuery(userId, { skip: !userId, refetchOnMountOrArgChange: true });
  const { refetch } = groups;
  const rawRoom = router.query.room;
  const roomId = Array.isArray(rawRoom) ? rawRoom[0] : rawRoom;

  useEffect(() => connectChatLive(), []);

  const fetchedAt = useRef(0);
  useEffect(() => {
    if (groups.data && groups.fulfilledTimeStamp && groups.fulfilledTimeStamp !== fetchedAt.current) {
      fetchedAt.current = groups.fulfilledTimeStamp;
      storeTotalUnread(groups.data.totalUnread);
    }
  }, [groups.data, groups.fulfilledTimeStamp]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = subscribeChatLive(() => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void refetch();
      }, GROUPS_REFRESH_DELAY_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [refetch]);

  const open = (id: string | null) =>
    void router.push(id ? { pathname: ROUTES.chat, query: { room: id } } : ROUTES.chat, undefined, { shallow: true, scroll: false });

  const room = roomId ? groups.data?.rooms.find((r) => r._id === roomId) : undefined;
  // a room opened a moment ago (Help on this page) may be newer than the list: ask once more
  const askedFor = useRef<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const missing = Boolean(roomId && groups.data && !room && !groups.isFetching);
  useEffect(() => {
    if (missing && roomId && askedFor.current !== roomId) {
      askedFor.current = roomId;
      void refetch().then(() => setChecked(roomId));
    }
  }, [missing, refetch, roomId]);
  if (roomId && room) return <RoomView key={room._id} room={room} onBack={() => open(null)} />;
  return (
    <div className={styles.listPage}>
      {missing && checked === roomId && (
        <p className={styles.error} role="alert">
          {t('notAvailable')}
        </p>
      )}
      {groups.data ? (
        <RoomList rooms={groups.data.rooms} onOpen={open} />
      ) : (
        <QueryFallback query={groups} loading={t('loading')} failure={t('loadFailed')} />
      )}
    </div>
  );
}
