import styles from './payments.module.css';

/** A receipt's lines (label and value, in print order) as a table of row headings; "Amount paid" stands out. */
export default function ReceiptTable({ rows }: { rows: readonly [string, string][] }) {
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={label === 'Amount paid' ? styles.strong : undefined}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
