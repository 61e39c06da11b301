import { useRouter } from 'next/router';
import Seo from '../../../components/common/Seo';
import PayPageGate from '../../../components/payments/PayPageGate';
import ReceiptScreen, { RECEIPT_HEADING } from '../../../components/payments/ReceiptScreen';
import { ROUTES } from '../../../lib/routes';
import { serverMessages } from '../../../server/i18n/pageMessages';

/** /pay/receipt/{paymentId}: the printable receipt of one of the customer's payments. */
export default function ReceiptPage() {
  const router = useRouter();
  const raw = router.query.paymentId;
  const paymentId = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <Seo title="Payment receipt" description="The receipt of a payment for your booking." path={ROUTES.payReceipt} noindex />
      <PayPageGate heading={RECEIPT_HEADING} ready={router.isReady} loginPrompt="Log in with your mobile number to see this receipt.">
        {paymentId && <ReceiptScreen key={paymentId} paymentId={paymentId} />}
      </PayPageGate>
    </>
  );
}

ReceiptPage.usesMui = false;
ReceiptPage.usesStore = true;

export const getServerSideProps = serverMessages(['payments']);
