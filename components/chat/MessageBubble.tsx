import { useState } from 'react';
import { canDeleteMessage } from '../../lib/chat/rules';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import type { ChatItem } from './messages';
import MessageText from './MessageText';
import ReportForm from './ReportForm';
import styles from './chat.module.css';

/** The tick of one of my messages: sending, failed, sent (✓) or read by another member (✓✓). */
function Tick({ item }: { item: ChatItem }) {
  const t = useT('chat');
  if (item.pending === 'sending')
    return (
      <span className={styles.tick} aria-label={t('bubble.sending')}>
        🕓
      </span>
    );
  if (item.pending === 'failed') return <span className={`${styles.tick} ${styles.failed}`}>{t('bubble.notSent')}</span>;
  if (item.readBy > 0)
    return (
      <span className={`${styles.tick} ${styles.read}`} aria-label={t('bubble.read')} data-tick="read">
        ✓✓
      </span>
    );
  return (
    <span className={styles.tick} aria-label={t('bubble.sent')} data-tick="sent">
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
  const t = useT('chat');
  const { time } = useFormat();
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
        <p className={`${styles.text} ${styles.deleted}`}>{t('bubble.deleted')}</p>
      ) : (
        <>
          {item.images.length > 0 && (
            <div className={styles.photos}>
              {item.images.map((image, index) => (
                <a key={image.key} href={image.url} target="_blank" rel="noopener">
                  {/* eslint-disable-next-line @next/next/no-img-element -- signed, short-lived URLs: not for the image optimiser */}
                  <img
                    src={image.url}
                    alt={item.mine ? t('bubble.photoMine', { n: index + 1 }) : t('bubble.photo', { n: index + 1, name: item.sender.name })}
                    loading="lazy"
                  />
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
        <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
        {item.mine && <Tick item={item} />}
        {item.pending === 'failed' && (
          <button type="button" className={styles.linkButton} onClick={() => onRetry(item)}>
            {t('bubble.retry')}
          </button>
        )}
        {(deletable || reportable) && (
          <button type="button" className={styles.linkButton} aria-expanded={options} onClick={() => setOptions((open) => !open)}>
            {t('bubble.options')}
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
              {t('bubble.delete')}
            </button>
          )}
          {reportable && !reporting && (
            <button type="button" className={styles.linkButton} onClick={() => setReporting(true)}>
              {t('bubble.report')}
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
