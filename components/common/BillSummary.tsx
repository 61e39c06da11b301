import { useId } from 'react';
import { formatRupees } from '../../lib/format';
import type { BillLine } from '../../lib/pricing';
import { useLocale, useT } from '../i18n/I18nProvider';
import { billLineLabel } from './billLabel';
import styles from './BillSummary.module.css';
import { KEEP_CLEAR } from './keepClear';

/**
 * A bill with every line shown (dishes, per-person charge, surcharge, total, advance, balance;
 * product and add-ons), its labels in the page's language (`booking` messages). Used by the booking steps and the
 * order page.
 */
export default function BillSummary({ lines, title, testId }: { lines: readonly BillLine[]; title?: string; testId?: string }) {
  const headingId = useId();
  const t = useT('booking');
  const locale = useLocale();
  if (lines.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId} {...KEEP_CLEAR}>
      <h2 id={headingId} className={styles.title}>
        {title ?? t('bill.title')}
      </h2>
      <table className={styles.bill} data-testid={testId}>
        <tbody>
          {lines.map((line, index) => (
            <tr
              key={`${line.kind}-${index}`}
              className={line.kind === 'total' ? styles.total : line.kind === 'advance' ? styles.advance : undefined}
            >
              <th scope="row">{billLineLabel(line, locale, t)}</th>
              <td>{formatRupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
