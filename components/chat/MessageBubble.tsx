import { useState } from 'react';
import { canDeleteMessage, CHAT_DELETED_TEXT } from '../../lib/chat/rules';
import { formatTime } from '../../lib/format';
import type { ChatItem } from './messages';
import MessageText from './MessageText';
import ReportForm from './ReportForm';
import styles from './chat.module.css';

/** The tick of one of my messages: sending, failed, sent (✓) or read by another member (✓✓). */
function Tick({ item }: { item: ChatItem }) {
  if (item.pending === 'sending')
    return (
      <span className={styles.tick} aria-label="Sending">
        🕓
      </span>
    );
  if (item.pending === 'failed') return <span className={`${styles.tick} ${styles.failed}`}>Not sent</span>;
  if (item.readBy > 0)
    return (
      <span className={`${styles.tick} ${styles.read}`} aria-label="Read" data-tick="read">
        ✓✓
      </span>
    );
  return (
    <span className={styles.tick} aria-label="Sent" data-tick="sent">
      ✓
    </span>
  );
}

/**
 * One message: the sender's name (others'), the text as written with http(s) links, photos,
 * the time and, on mine, the sent/read tick; "This message was deleted" once deleted. Options: delete my own
 * within 5 minutes, report another's; a failed send offers Retry.
 */
export default function MessageBubble({
  item,
  now,
  onDelete,
  onReport,
  onRetry,
}: {
  item: ChatItem;
  /** The clock of the last render (ms), for the 5-minute delete window. */
  now: number;
  onDelete: (item: ChatItem) => void;
  onReport: (item: ChatItem, reason: string) => Promise<string | null>;
  onRetry: (item: ChatItem) => void;
}) {
  const [options, setOptions] = useState(false);
  const [reporting, setReporting] = useState(false);
  if (item.kind === 'system')
    return (
      <li className={styles.system} data-message-id={item.id}>
        <MessageText text={item.text} />
      </li>
    );
  const deletable = item.mine && !item.pending && !item.deleted && canDeleteMessage(new Date(item.createdAt), new Date(now));
  const reportable = !item.mine && !item.deleted && item.sender.kind !== 'system';
  return (
    <li className={item.mine ? `${styles.bubble} ${styles.mine}` : styles.bubble} data-message-id={item.id} data-mine={item.mine}>
      {!item.mine && <p className={styles.sender}>{item.sender.name}</p>}
      {item.deleted ? (
        <p className={`${styles.text} ${styles.deleted}`}>{CHAT_DELETED_TEXT}</p>
      ) : (
        <>
          {item.images.length > 0 && (
            <div className={styles.photos}>
              {item.images.map((image, index) => (
                <a key={image.key} href={image.url} target="_blank" rel="noopener">
                  {/* eslint-disable-next-line @next/next/no-img-element -- signed, short-lived URLs: not for the image optimiser */}
                  <img src={image.url} alt={`Photo ${index + 1} from ${item.mine ? 'you' : item.sender.name}`} loading="lazy" />
                </a>
              ))}
            </div>
          )}
          {item.text && (
            <p className={styles.text}>
              <MessageText text={item.text} />
            </p>
          )}
        </>
      )}
      <p className={styles.meta}>
        <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
        {item.mine && <Tick item={item} />}
        {item.pending === 'failed' && (
          <button type="button" className={styles.linkButton} onClick={() => onRetry(item)}>
            Retry
          </button>
        )}
        {(deletable || reportable) && (
          <button type="button" className={styles.linkButton} aria-expanded={options} onClick={() => setOptions((open) => !open)}>
            Options
          </button>
        )}
      </p>
      {options && (
        <p className={styles.options}>
          {deletable && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setOptions(false);
                onDelete(item);
              }}
            >
              Delete
            </button>
          )}
          {reportable && !reporting && (
            <button type="button" className={styles.linkButton} onClick={() => setReporting(true)}>
              Report
            </button>
          )}
        </p>
      )}
      {reporting && (
        <ReportForm
          onCancel={() => setReporting(false)}
          onSubmit={(reason) => onReport(item, reason)}
          onDone={() => {
            setReporting(false);
            setOptions(false);
          }}
        />
      )}
    </li>
  );
}
