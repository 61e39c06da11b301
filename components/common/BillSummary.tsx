import { useId } from 'react';
import { formatRupees } from '../../lib/format';
import type { BillLine } from '../../lib/pricing';
import styles from './BillSummary.module.css';
import { KEEP_CLEAR } from './keepClear';

/**
 * A bill with every line shown (dishes, per-person charge, surcharge, total, advance, balance;
 * product and add-ons). Used by the booking steps and the order page.
 */
export default function BillSummary({ lines, title = 'Bill', testId }: { lines: readonly BillLine[]; title?: string; testId?: string }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId} {...KEEP_CLEAR}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <table className={styles.bill} data-testid={testId}>
        <tbody>
          {lines.map((line, index) => (
            <tr
              key={`${line.kind}-${index}`}
              className={line.kind === 'total' ? styles.total : line.kind === 'advance' ? styles.advance : undefined}
            >
              <th scope="row">{line.label}</th>
              <td>{formatRupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
