import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { orderPagePath } from '../../lib/routes';
import { failedWith } from '../../services/errors';
import { useOrderDocumentQuery } from '../../store/taxDocumentsApi';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import MyOrdersLink from '../payments/MyOrdersLink';
import PayFrame from '../payments/PayFrame';
import TaxDocumentSheet from './TaxDocumentSheet';
import styles from './taxdocs.module.css';

/** The page's h1 before the document is known. */
export const TAX_DOCUMENT_HEADING = 'Tax document';

/** A document and its actions: print, download the PDF, back to the order. */
export function TaxDocumentPage({ document }: { document: TaxDocumentView }) {
  return (
    <div className={ui.container} style={{ paddingTop: 16, paddingBottom: 32 }}>
      <TaxDocumentSheet document={document} />
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <a className={`${styles.button} ${styles.primary}`} href={document.pdfPath} download>
          Download PDF
        </a>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print
        </button>
        <a className={styles.button} href={orderPagePath(document.orderId)}>
          View order
        </a>
      </div>
    </div>
  );
}

/** The document read with the customer's session (a link without a signature: the WhatsApp message, a receipt). */
export default function TaxDocumentScreen({ orderId, documentId }: { orderId: string; documentId: string }) {
  const query = useOrderDocumentQuery({ orderId, documentId });
  if (query.data) return <TaxDocumentPage document={query.data} />;
  return (
    <PayFrame heading={TAX_DOCUMENT_HEADING}>
      {failedWith(query.error, 400, 404) ? (
        <>
          <p>This document was not found in your account.</p>
          <MyOrdersLink />
        </>
      ) : (
        <QueryFallback query={query} loading="Loading…" failure="We could not load this document. Please try again in a moment." />
      )}
    </PayFrame>
  );
}
