import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import { orderPagePath } from '../../lib/routes';
import { failedWith } from '../../services/errors';
import { useOrderDocumentQuery } from '../../store/taxDocumentsApi';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import MyOrdersLink from '../payments/MyOrdersLink';
import PayFrame from '../payments/PayFrame';
import TaxDocumentSheet from './TaxDocumentSheet';
import styles from './taxdocs.module.css';

/** The page's h1 before the document is known (a `taxdocs` key). */
export const TAX_DOCUMENT_HEADING = 'heading';

/** A document and its actions: print, download the PDF, back to the order. */
export function TaxDocumentPage({ document }: { document: TaxDocumentView }) {
  const t = useT('taxdocs');
  const locale = useLocale();
  return (
    <div className={ui.container} style={{ paddingTop: 16, paddingBottom: 32 }}>
      <TaxDocumentSheet document={document} />
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <a className={`${styles.button} ${styles.primary}`} href={document.pdfPath} download>
          {t('downloadPdf')}
        </a>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {t('print')}
        </button>
        <a className={styles.button} href={localizedPath(orderPagePath(document.orderId), locale)}>
          {t('viewOrder')}
        </a>
      </div>
    </div>
  );
}

/** The document read with the customer's session (a link without a signature: the WhatsApp message, a receipt). */
export default function TaxDocumentScreen({ orderId, documentId }: { orderId: string; documentId: string }) {
  const t = useT('taxdocs');
  const query = useOrderDocumentQuery({ orderId, documentId });
  if (query.data) return <TaxDocumentPage document={query.data} />;
  return (
    <PayFrame heading={t(TAX_DOCUMENT_HEADING)}>
      {failedWith(query.error, 400, 404) ? (
        <>
          <p>{t('notFound')}</p>
          <MyOrdersLink />
        </>
      ) : (
        <QueryFallback query={query} loading={t('loading')} failure={t('loadFailed')} />
      )}
    </PayFrame>
  );
}
