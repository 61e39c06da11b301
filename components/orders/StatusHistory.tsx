import { TIME_ZONE } from '../../lib/constants';
import type { OrderDetails } from '../../lib/contracts/orders';
import styles from './OrderDetails.module.css';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

/** The order's status changes, oldest first, each with its time in IST and note. */
export default function StatusHistory({ history }: { history: OrderDetails['history'] }) {
  if (history.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>Status history</h2>
      <ol className={styles.history} data-testid="order-history">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className={styles.historyLabel}>{entry.statusLabel}</span>
            <time dateTime={entry.at} className={styles.muted}>
              {dateTimeFormat.format(new Date(entry.at))}
            </time>
            {entry.note && <span className={styles.historyNote}>{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
