import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
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
  const t = useT('taxdocs');
  const locale = useLocale();
  // English pages (and the console, which loads no messages) keep the English words; a Hindi page its own
  const say = (key: string, english: string, values?: Record<string, string>) => (locale === 'en' ? english : t(key, values));
  const kindLabel = (kind: TaxDocumentView['kind']) => say(`kind.${kind}`, TAX_DOCUMENT_KIND_LABEL[kind]);
  return (
    <ul className={styles.list} data-testid="tax-documents">
      {documents.map((doc) => {
        const name = `${kindLabel(doc.kind)} ${doc.number}`;
        return (
          <li key={doc._id} className={styles.item}>
            <div className={styles.itemText}>
              <p>
                <strong>{kindLabel(doc.kind)}</strong> {doc.number}
              </p>
              <p className={styles.muted}>
                {formatDocumentDate(doc.issuedAt, locale)} · {formatPaise(doc.totalPaise)}
              </p>
            </div>
            <div className={styles.itemActions}>
              {withPage && (
                <a
                  className={styles.button}
                  href={localizedPath(doc.pagePath, locale)}
                  aria-label={say('viewLabel', `View ${name}`, { name })}
                >
                  {say('view', 'View')}
                </a>
              )}
              <a
                className={styles.button}
                href={doc.pdfPath}
                download
                aria-label={say('downloadLabel', `Download PDF of ${name}`, { name })}
              >
                {say('downloadPdf', 'Download PDF')}
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
