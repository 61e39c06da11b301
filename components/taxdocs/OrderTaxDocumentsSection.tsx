import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { useT } from '../i18n/I18nProvider';
import orderStyles from '../orders/OrderDetails.module.css';
import TaxDocumentList from './TaxDocumentList';

/**
 * The "Tax documents" section of the customer's order page: each GST document of the order (receipt vouchers, the tax
 * invoice, credit notes, refund vouchers) with "View" and "Download PDF". Nothing until the first is issued.
 */
export default function OrderTaxDocumentsSection({ documents }: { documents: readonly TaxDocumentView[] }) {
  const t = useT('taxdocs');
  if (documents.length === 0) return null;
  return (
    <section className={orderStyles.section} aria-labelledby="tax-documents-heading">
      <h2 id="tax-documents-heading" className={orderStyles.sectionHeading}>
        {t('section')}
      </h2>
      <TaxDocumentList documents={documents} />
    </section>
  );
}
