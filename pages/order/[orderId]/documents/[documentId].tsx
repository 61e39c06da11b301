import Seo from '../../../../components/common/Seo';
import PayPageGate from '../../../../components/payments/PayPageGate';
import TaxDocumentScreen, { TAX_DOCUMENT_HEADING, TaxDocumentPage } from '../../../../components/taxdocs/TaxDocumentScreen';
import type { AppPage } from '../../../../lib/pageTypes';
import { TAX_DOCUMENT_KIND_LABEL } from '../../../../lib/taxDocuments';
import { localeOr } from '../../../../lib/i18n/locales';
import { taxDocumentPath } from '../../../../lib/routes';
import type { TaxDocumentPageProps } from '../../../../server/taxdocs/pageProps';
import { withDatabaseOutagePage } from '../../../../server/http/ssr';
import { localized } from '../../../../server/i18n/pageMessages';
import { useLocale, useT } from '../../../../components/i18n/I18nProvider';

/**
 * /order/{orderId}/documents/{documentId}: one GST document (receipt voucher, tax invoice, credit note, refund voucher),
 * printable, with its PDF. Through a link the server signed (the order page's "View") its content is in the server
 * HTML; through a plain link (the WhatsApp message) the customer logs in and the page reads it with their session.
 * Never indexed, never cached.
 */
const TaxDocumentRoute: AppPage<TaxDocumentPageProps> = ({ orderId, documentId, document }) => {
  const t = useT('taxdocs');
  const locale = useLocale();
  const kind = document && (locale === 'en' ? TAX_DOCUMENT_KIND_LABEL[document.kind] : t(`kind.${document.kind}`));
  return (
    <>
      <Seo
        title={document ? `${kind} ${document.number}` : t(TAX_DOCUMENT_HEADING)}
        description={t('description')}
        path={taxDocumentPath(orderId, documentId)}
        noindex
      />
      {document ? (
        <TaxDocumentPage document={document} />
      ) : (
        <PayPageGate heading={t(TAX_DOCUMENT_HEADING)} ready loginPrompt={t('login')}>
          <TaxDocumentScreen orderId={orderId} documentId={documentId} />
        </PayPageGate>
      )}
    </>
  );
};

TaxDocumentRoute.usesMui = false;
TaxDocumentRoute.usesStore = true;
export default TaxDocumentRoute;

const pageGetServerSideProps = withDatabaseOutagePage<TaxDocumentPageProps>(async ({ res, params, query, locale }) => {
  const { taxDocumentPageProps } = await import('../../../../server/taxdocs/pageProps');
  const props = await taxDocumentPageProps({ ...query, ...params }, new Date(), localeOr(locale));
  if (!props) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  return { props };
});

export const getServerSideProps = localized(['payments', 'taxdocs'], pageGetServerSideProps);
