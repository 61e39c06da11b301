import { useRouter } from 'next/router';
import Seo from '../../components/common/Seo';
import ButtonLink from '../../components/common/ButtonLink';
import PayFrame from '../../components/payments/PayFrame';
import PayPageGate from '../../components/payments/PayPageGate';
import PaymentResultScreen, { CHECKING_HEADING } from '../../components/payments/PaymentResultScreen';
import { ROUTES, type PaymentProof } from '../../lib/routes';

/** One value of a query parameter (the first when repeated). */
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /pay/result?order=<id>[&providerOrderId&providerPaymentId&signature] (issue 12): where a gateway sends
 * the customer back after paying; the server decides whether the payment went through.
 */
export default function PayResultPage() {
  const router = useRouter();
  const orderId = one(router.query.order);
  const proof: PaymentProof = {
    providerOrderId: one(router.query.providerOrderId),
    providerPaymentId: one(router.query.providerPaymentId),
    signature: one(router.query.signature),
  };
  return (
    <>
      <Seo title="Payment" description="Where the payment of your booking stands." path={ROUTES.payResult} noindex />
      <PayPageGate heading={CHECKING_HEADING} ready={router.isReady} loginPrompt="Log in with your mobile number to see your payment.">
        {orderId ? (
          <PaymentResultScreen key={orderId} orderId={orderId} proof={proof} />
        ) : (
          <PayFrame heading="Order not found">
            <p>This link does not name an order. My Orders lists every order you placed.</p>
            <ButtonLink href={ROUTES.orderList} size="large">
              My Orders
            </ButtonLink>
          </PayFrame>
        )}
      </PayPageGate>
    </>
  );
}

PayResultPage.usesMui = false;
PayResultPage.usesStore = true;
