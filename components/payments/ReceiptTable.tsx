import styles from './payments.module.css';

/**
 * A receipt's lines (label and value, in print order) as a table of row headings; the row labelled `strong` stands out
 * ("Amount paid", in the page's language).
 */
export default function ReceiptTable({ rows, strong = 'Amount paid' }: { rows: readonly [string, string][]; strong?: string }) {
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={label === strong ? styles.strong : undefined}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
