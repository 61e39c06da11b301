import { TIME_ZONE } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import type { OrderDetails } from '../../lib/contracts/orders';
import styles from './OrderDetails.module.css';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

/** The order's status changes, oldest first, each with its time in IST and note (`orders` texts, the page's language). */
export default function StatusHistory({ history }: { history: OrderDetails['history'] }) {
  const t = useT('orders');
  const locale = useLocale();
  if (history.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{t('history.heading')}</h2>
      <ol className={styles.history} data-testid="order-history">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <span className={styles.historyLabel}>{locale === 'en' ? entry.statusLabel : t(`status.${entry.status}`)}</span>
            <time dateTime={entry.at} className={styles.muted}>
              {locale === 'en' ? dateTimeFormat.format(new Date(entry.at)) : formatDateTime(entry.at, locale)}
            </time>
            {entry.note && locale === 'en' && <span className={styles.historyNote}>{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
