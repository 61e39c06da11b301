import { useId, useMemo, useState } from 'react';
import { formatDate, formatTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import type { ChatRoomSummary } from '../../lib/contracts/chat';
import { useLocale, useT } from '../i18n/I18nProvider';
import { roomTitle } from './roomTitle';
import styles from './chat.module.css';

/** "7:45 PM" today (IST), else the date. */
function whenText(at: string, now: Date, locale: Locale): string {
  return formatDate(at) === formatDate(now) ? formatTime(at, locale) : formatDate(at, locale);
}

const lastActivity = (room: ChatRoomSummary) => (room.lastMessage ? Date.parse(room.lastMessage.at) : 0);

/**
 * The customer's chat rooms: newest activity first, each with its last message, unread count
 * and muted mark; a search box filters by title.
 */
export default function RoomList({ rooms, onOpen }: { rooms: ChatRoomSummary[]; onOpen: (roomId: string) => void }) {
  const t = useT('chat');
  const locale = useLocale();
  const id = useId();
  const [search, setSearch] = useState('');
  const now = new Date();
  const title = (room: ChatRoomSummary) => roomTitle(room, t, locale);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return [...rooms]
      .sort((a, b) => lastActivity(b) - lastActivity(a))
      .filter((room) => roomTitle(room, t, locale).toLowerCase().includes(words));
  }, [rooms, search, t, locale]);

  return (
    <section aria-labelledby={`${id}-rooms`}>
      <h2 id={`${id}-rooms`} className={styles.visuallyHidden}>
        {t('rooms.heading')}
      </h2>
      <label htmlFor={`${id}-search`} className={styles.visuallyHidden}>
        {t('rooms.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.search}
        placeholder={t('rooms.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {rooms.length === 0 ? (
        <p className={styles.empty}>{t('rooms.empty')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('rooms.noMatch', { search: search.trim() })}</p>
      ) : (
        <ul className={styles.rooms} aria-label={t('rooms.label')}>
          {shown.map((room) => (
            <li key={room._id}>
              <button
                type="button"
                className={styles.room}
                onClick={() => onOpen(room._id)}
                aria-label={room.unread > 0 ? t('rooms.unread', { title: title(room), count: room.unread }) : title(room)}
              >
                <span className={styles.avatar} aria-hidden="true">
                  {title(room).slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.roomText}>
                  <span className={styles.roomTitle}>
                    {title(room)}
                    {room.muted && <span className={styles.muted}>{t('rooms.muted')}</span>}
                  </span>
                  <span className={styles.preview}>
                    {room.lastMessage ? `${room.lastMessage.senderName}: ${room.lastMessage.text}` : t('rooms.noMessages')}
                  </span>
                </span>
                <span className={styles.roomSide}>
                  {room.lastMessage && <time dateTime={room.lastMessage.at}>{whenText(room.lastMessage.at, now, locale)}</time>}
                  {room.unread > 0 && (
                    <span className={room.muted ? `${styles.unread} ${styles.unreadMuted}` : styles.unread} data-testid="room-unread">
                      {room.unread > 99 ? '99+' : room.unread}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
