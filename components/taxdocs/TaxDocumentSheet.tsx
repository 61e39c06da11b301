import { documentLayout, type DocumentFacts } from '../../lib/taxDocuments';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './taxdocs.module.css';

/** Props of `TaxDocumentSheet`. */
export interface TaxDocumentSheetProps {
  document: DocumentFacts;
  /** The heading level of the document's title (the page's h1, or an h2 inside another page). */
  titleAs?: 'h1' | 'h2';
}

/**
 * One GST document as its page shows and prints it: the same layout as its PDF (lib/taxDocuments documentLayout),
 * parties, particulars, the lines (a table that scrolls sideways on a phone), totals, notes and the signature line;
 * its labels in the page's language (`taxdocs`).
 */
export default function TaxDocumentSheet({ document, titleAs: Title = 'h1' }: TaxDocumentSheetProps) {
  const t = useT('taxdocs');
  const locale = useLocale();
  const layout = documentLayout(document, locale === 'en' ? undefined : t, locale);
  return (
    <article className={styles.document} aria-labelledby="tax-document-title" data-testid="tax-document" data-print-alone>
      <Title id="tax-document-title" className={styles.title}>
        {`${layout.title} ${document.number}`}
      </Title>
      <p className={styles.source}>{layout.source}</p>
      <div className={styles.parties}>
        {[layout.supplier, layout.recipient].map((party) => (
          <section key={party.title} className={styles.party} aria-label={party.title}>
            <h2>{party.title}</h2>
            {party.lines.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </section>
        ))}
      </div>
      <dl className={styles.facts}>
        {layout.heading.map(({ label, value }) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('lines')}>
        <table className={styles.table}>
          <thead>
            <tr>
              {layout.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={`${styles.facts} ${styles.totals}`} aria-label={t('totals')}>
        {layout.totals.map(({ label, value }) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {layout.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      <p className={styles.signature}>{layout.signature}</p>
    </article>
  );
}
