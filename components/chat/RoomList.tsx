import { useId, useMemo, useState } from 'react';
import { formatDate, formatTime } from '../../lib/format';
import type { ChatRoomSummary } from '../../lib/contracts/chat';
import styles from './chat.module.css';

/** "7:45 PM" today (IST), else the date. */
function whenText(at: string, now: Date): string {
  return formatDate(at) === formatDate(now) ? formatTime(at) : formatDate(at);
}

const lastActivity = (room: ChatRoomSummary) => (room.lastMessage ? Date.parse(room.lastMessage.at) : 0);

/**
 * The customer's chat rooms: newest activity first, each with its last message, unread count
 * and muted mark; a search box filters by title.
 */
export default function RoomList({ rooms, onOpen }: { rooms: ChatRoomSummary[]; onOpen: (roomId: string) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const now = new Date();
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return [...rooms].sort((a, b) => lastActivity(b) - lastActivity(a)).filter((room) => room.title.toLowerCase().includes(words));
  }, [rooms, search]);

  return (
    <section aria-labelledby={`${id}-rooms`}>
      <h2 id={`${id}-rooms`} className={styles.visuallyHidden}>
        Your chats
      </h2>
      <label htmlFor={`${id}-search`} className={styles.visuallyHidden}>
        Search chats
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.search}
        placeholder="Search chats"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {rooms.length === 0 ? (
        <p className={styles.empty}>No chats yet. Your event chats appear here once you host an event or answer an invite.</p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>No chats match “{search.trim()}”.</p>
      ) : (
        <ul className={styles.rooms} aria-label="Chats">
          {shown.map((room) => (
            <li key={room._id}>
              <button
                type="button"
                className={styles.room}
                onClick={() => onOpen(room._id)}
                aria-label={room.unread > 0 ? `${room.title}, ${room.unread} unread` : room.title}
              >
                <span className={styles.avatar} aria-hidden="true">
                  {room.title.slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.roomText}>
                  <span className={styles.roomTitle}>
                    {room.title}
                    {room.muted && <span className={styles.muted}> · Muted</span>}
                  </span>
                  <span className={styles.preview}>
                    {room.lastMessage ? `${room.lastMessage.senderName}: ${room.lastMessage.text}` : 'No messages yet'}
                  </span>
                </span>
                <span className={styles.roomSide}>
                  {room.lastMessage && <time dateTime={room.lastMessage.at}>{whenText(room.lastMessage.at, now)}</time>}
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
