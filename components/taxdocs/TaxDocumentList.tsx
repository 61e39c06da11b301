import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { TAX_DOCUMENT_KIND_LABEL, formatDocumentDate, formatPaise } from '../../lib/taxDocuments';
import styles from './taxdocs.module.css';

/** Props of `TaxDocumentList`. */
export interface TaxDocumentListProps {
  documents: readonly TaxDocumentView[];
  /** Whether each document has a "View" link to its page (the customer's order page); the console shows the PDF only. */
  withPage?: boolean;
}

/**
 * The GST documents of an order, one row each: kind, number, date and total, with "View" (its page) and "Download PDF"
 * (each link named after its document, so a screen reader tells them apart).
 */
export default function TaxDocumentList({ documents, withPage = true }: TaxDocumentListProps) {
  return (
    <ul className={styles.list} data-testid="tax-documents">
      {documents.map((doc) => {
        const name = `${TAX_DOCUMENT_KIND_LABEL[doc.kind]} ${doc.number}`;
        return (
          <li key={doc._id} className={styles.item}>
            <div className={styles.itemText}>
              <p>
                <strong>{TAX_DOCUMENT_KIND_LABEL[doc.kind]}</strong> {doc.number}
              </p>
              <p className={styles.muted}>
                {formatDocumentDate(doc.issuedAt)} · {formatPaise(doc.totalPaise)}
              </p>
            </div>
            <div className={styles.itemActions}>
              {withPage && (
                <a className={styles.button} href={doc.pagePath} aria-label={`View ${name}`}>
                  View
                </a>
              )}
              <a className={styles.button} href={doc.pdfPath} download aria-label={`Download PDF of ${name}`}>
                Download PDF
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
