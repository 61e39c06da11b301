import { useRouter } from 'next/router';
import Seo from '../../../components/common/Seo';
import PayFrame from '../../../components/payments/PayFrame';
import PayPageGate from '../../../components/payments/PayPageGate';
import ShareResultScreen, { SHARE_CHECKING_HEADING } from '../../../components/payments/ShareResultScreen';
import { ROUTES, type PaymentProof } from '../../../lib/routes';

/** One value of a query parameter (the first when repeated). */
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /pay/share/result?attempt=<id>[&providerOrderId&providerPaymentId&signature] (issue 25 §4): where a gateway
 * sends a co-host back after paying their share; no login (the attempt id is the secret, as on the sandbox's
 * page). The server decides whether the share is paid.
 */
export default function ShareResultPage() {
  const router = useRouter();
  const attemptId = one(router.query.attempt);
  const proof: PaymentProof = {
    providerOrderId: one(router.query.providerOrderId),
    providerPaymentId: one(router.query.providerPaymentId),
    signature: one(router.query.signature),
  };
  return (
    <>
      <Seo title="Your share" description="Where the payment of your share stands." path={ROUTES.payShareResult} noindex />
      <PayPageGate heading={SHARE_CHECKING_HEADING} ready={router.isReady}>
        {attemptId ? (
          <ShareResultScreen key={attemptId} attemptId={attemptId} proof={proof} />
        ) : (
          <PayFrame heading="Payment not found">
            <p>This link does not name a payment. Open your payment link again to see where your share stands.</p>
          </PayFrame>
        )}
      </PayPageGate>
    </>
  );
}

ShareResultPage.usesMui = false;
ShareResultPage.usesStore = true;
