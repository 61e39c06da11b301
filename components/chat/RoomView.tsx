import { useCallback, useRef } from 'react';
import { storeTotalUnread } from '../../client/chatUnread';
import type { ChatRoomSummary } from '../../lib/contracts/chat';
import { useChatLeaveMutation, useChatMarkReadMutation, useChatMuteMutation, useChatReportMutation } from '../../store/chatApi';
import { useLocale, useT } from '../i18n/I18nProvider';
import Composer from './Composer';
import MessageList from './MessageList';
import { newestSentId, type ChatItem } from './messages';
import { localFailureText } from './failureText';
import { roomTitle } from './roomTitle';
import { useNetworkNotice } from './useNetworkNotice';
import { useRoomMessages } from './useRoomMessages';
import { useViewportHeight } from './useViewportHeight';
import styles from './chat.module.css';

/**
 * One chat room: its title with Mute/Unmute and, in an event room, Leave; the history with
 * live messages; the message box pinned at the bottom (the whole view fits the visual viewport on phones), or
 * "This chat is closed" in a read-only room. The newest message in view marks the room read (the badge follows).
 */
export default function RoomView({ room, onBack }: { room: ChatRoomSummary; onBack: () => void }) {
  const t = useT('chat');
  const locale = useLocale();
  const failed = (error: unknown, key: string) => localFailureText(locale, error, t(key), t('network'));
  const box = useRef<HTMLDivElement>(null);
  useViewportHeight(box);
  const messages = useRoomMessages(room._id);
  const [markRead] = useChatMarkReadMutation();
  const [mute, muting] = useChatMuteMutation();
  const [leave, leaving] = useChatLeaveMutation();
  const [report] = useChatReportMutation();
  // "Network error…" given before the connection came back no longer holds
  const [notice, setNotice] = useNetworkNotice(messages.recovered);
  const marked = useRef(0);
  const newest = newestSentId(messages.items);

  const onNewestSeen = useCallback(() => {
    if (newest <= marked.current) return;
    marked.current = newest;
    void markRead({ roomId: room._id, upToMessageId: newest }).then((answer) => {
      if (answer.data) storeTotalUnread(answer.data.totalUnread);
    });
  }, [markRead, newest, room._id]);

  const onDelete = (item: ChatItem) => {
    void messages.remove(item).then((problem) => setNotice(problem));
  };
  const onReport = async (item: ChatItem, reason: string) => {
    const answer = await report({ roomId: room._id, messageId: item.id, ...(reason && { reason }) });
    return answer.error ? failed(answer.error, 'room.reportFailed') : null;
  };
  const onRetry = (item: ChatItem) => {
    void messages.send(item.text, [], item).then((problem) => setNotice(problem));
  };
  const onMute = async () => {
    const answer = await mute({ roomId: room._id, muted: !room.muted });
    setNotice(answer.error ? failed(answer.error, 'room.changeFailed') : null);
  };
  const onLeave = async () => {
    if (!window.confirm(t('room.leaveConfirm', { title: roomTitle(room, t, locale) }))) return;
    const answer = await leave(room._id);
    if (answer.error) setNotice(failed(answer.error, 'room.leaveFailed'));
    else onBack();
  };

  return (
    <div ref={box} className={styles.roomView}>
      <div className={styles.roomBar}>
        <button type="button" className={styles.iconButton} aria-label={t('room.back')} onClick={onBack}>
          <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
          </svg>
        </button>
        <h2 className={styles.roomName}>{roomTitle(room, t, locale)}</h2>
        <button type="button" className={styles.linkButton} disabled={muting.isLoading} onClick={() => void onMute()}>
          {room.muted ? t('room.unmute') : t('room.mute')}
        </button>
        {room.kind === 'event' && !room.closed && (
          <button type="button" className={styles.linkButton} disabled={leaving.isLoading} onClick={() => void onLeave()}>
            {t('room.leave')}
          </button>
        )}
      </div>
      {notice && (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      )}
      {messages.loadError ? (
        <p className={styles.empty} role="alert">
          {messages.loadError}
        </p>
      ) : !messages.loaded ? (
        <p className={styles.empty}>{t('room.loading')}</p>
      ) : (
        <MessageList
          items={messages.items}
          hasMore={messages.hasMore}
          loadingOlder={messages.loadingOlder}
          onLoadOlder={() => void messages.loadOlder()}
          onNewestSeen={onNewestSeen}
          onDelete={onDelete}
          onReport={onReport}
          onRetry={onRetry}
        />
      )}
      {messages.closed || room.closed ? (
        <p className={styles.closed}>{t('room.closed')}</p>
      ) : (
        <Composer onSend={messages.send} recovered={messages.recovered} />
      )}
    </div>
  );
}
