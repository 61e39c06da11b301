import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatItem } from './messages';
import MessageBubble from './MessageBubble';
import { useT } from '../i18n/I18nProvider';
import styles from './chat.module.css';

/** How often the delete window is looked at again (ms): a Delete option disappears after 5 minutes. */
const CLOCK_MS = 30_000;

/**
 * A room's messages, oldest at the top: scrolling to the top loads the older page (the view
 * keeps its place), a new message at the bottom is followed while the reader is at the bottom, and the newest
 * message coming into view is reported (the read mark).
 */
export default function MessageList({
  items,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onNewestSeen,
  onDelete,
  onReport,
  onRetry,
}: {
  items: ChatItem[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The newest message is on screen (and the tab visible). */
  onNewestSeen: () => void;
  onDelete: (item: ChatItem) => void;
  onReport: (item: ChatItem, reason: string) => Promise<string | null>;
  onRetry: (item: ChatItem) => void;
}) {
  const t = useT('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLLIElement>(null);
  const bottom = useRef<HTMLLIElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first: number | undefined; height: number }>({ first: undefined, height: 0 });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  // Older messages went on top: keep the reader's place. A new one at the bottom: follow it if they were there.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = items[0]?.id;
    const before = previous.current;
    if (before.first !== undefined && first !== before.first && before.height > 0) box.scrollTop += box.scrollHeight - before.height;
    else if (atBottom.current) box.scrollTop = box.scrollHeight;
    previous.current = { first, height: box.scrollHeight };
  }, [items]);

  const onScroll = () => {
    const box = scroller.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  };

  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          if (entry.target === top.current && hasMore && !loadingOlder) onLoadOlder();
          if (entry.target === bottom.current && document.visibilityState === 'visible') onNewestSeen();
        }
      },
      { root: box },
    );
    if (top.current) observer.observe(top.current);
    if (bottom.current) observer.observe(bottom.current);
    return () => observer.disconnect();
  }, [hasMore, loadingOlder, onLoadOlder, onNewestSeen, items]);

  // back to the tab: what arrived while it was hidden is seen now if the newest is in view
  useEffect(() => {
    const onVisible = () => {
      const end = bottom.current?.getBoundingClientRect();
      const view = scroller.current?.getBoundingClientRect();
      if (document.visibilityState === 'visible' && end && view && end.top <= view.bottom && end.bottom >= view.top) onNewestSeen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onNewestSeen]);

  return (
    <div ref={scroller} className={styles.scroller} onScroll={onScroll} data-testid="chat-messages">
      <ol className={styles.messages} aria-label={t('list.label')}>
        <li ref={top} className={styles.older} aria-hidden={!hasMore}>
          {hasMore &&
            (loadingOlder ? (
              t('list.loadingOlder')
            ) : (
              <button type="button" className={styles.linkButton} onClick={onLoadOlder}>
                {t('list.loadOlder')}
              </button>
            ))}
        </li>
        {items.map((item) => (
          <MessageBubble
            key={item.clientId && item.mine ? item.clientId : item.id}
            item={item}
            now={now}
            onDelete={onDelete}
            onReport={onReport}
            onRetry={onRetry}
          />
        ))}
        <li ref={bottom} className={styles.end} aria-hidden="true" />
      </ol>
    </div>
  );
}
