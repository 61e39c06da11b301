import { useRouter } from 'next/router';
import Seo from '../../../components/common/Seo';
import PayPageGate from '../../../components/payments/PayPageGate';
import { useT } from '../../../components/i18n/I18nProvider';
import ReceiptScreen, { RECEIPT_HEADING_KEY } from '../../../components/payments/ReceiptScreen';
import { ROUTES } from '../../../lib/routes';
import { serverMessages } from '../../../server/i18n/pageMessages';

/** /pay/receipt/{paymentId}: the printable receipt of one of the customer's payments. */
export default function ReceiptPage() {
  const router = useRouter();
  const t = useT('payments');
  const raw = router.query.paymentId;
  const paymentId = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <Seo title={t(RECEIPT_HEADING_KEY)} description={t('receipt.description')} path={ROUTES.payReceipt} noindex />
      <PayPageGate heading={t(RECEIPT_HEADING_KEY)} ready={router.isReady} loginPrompt={t('receipt.login')}>
        {paymentId && <ReceiptScreen key={paymentId} paymentId={paymentId} />}
      </PayPageGate>
    </>
  );
}

ReceiptPage.usesMui = false;
ReceiptPage.usesStore = true;

export const getServerSideProps = serverMessages(['payments', 'orders']);
