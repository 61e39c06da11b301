import { CANCELLATION_TABLE } from '../../lib/orders';
import styles from './payments.module.css';

/** Props of `CancellationTable`. */
export interface CancellationTableProps {
  /** The table's caption (its accessible name). */
  caption?: string;
}

/**
 * The cancellation table as an accessible table: a caption, column headers, and each row
 * headed by when the order is cancelled, with what is refunded. Checkouts show it before payment.
 */
export default function CancellationTable({ caption = 'What you get back if you cancel' }: CancellationTableProps) {
  return (
    <table className={styles.table} data-testid="cancellation-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">When the order is cancelled</th>
          <th scope="col">Refund</th>
        </tr>
      </thead>
      <tbody>
        {CANCELLATION_TABLE.map((row) => (
          <tr key={row.when}>
            <th scope="row">{row.when}</th>
            <td>{row.refund}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
