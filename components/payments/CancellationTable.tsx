import { CANCELLATION_TABLE } from '../../lib/orders';
import { useT } from '../i18n/I18nProvider';
import styles from './payments.module.css';

/** Props of `CancellationTable`. */
export interface CancellationTableProps {
  /** The table's caption (its accessible name); the `policy` domain's by default. */
  caption?: string;
}

/**
 * The cancellation table as an accessible table: a caption, column headers, and each row
 * headed by when the order is cancelled, with what is refunded. Checkouts show it before payment. Texts: the `policy`
 * domain (its rows are lib/orders' CANCELLATION_TABLE, in order).
 */
export default function CancellationTable({ caption }: CancellationTableProps) {
  const t = useT('policy');
  return (
    <table className={styles.table} data-testid="cancellation-table">
      <caption>{caption ?? t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('when')}</th>
          <th scope="col">{t('refund')}</th>
        </tr>
      </thead>
      <tbody>
        {CANCELLATION_TABLE.map((row, index) => (
          <tr key={row.when}>
            <th scope="row">{t(`row.${index}.when`)}</th>
            <td>{t(`row.${index}.refund`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
