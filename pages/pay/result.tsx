import ButtonLink from '../../components/common/ButtonLink';
import PaymentResultScreen, { CHECKING_HEADING } from '../../components/payments/PaymentResultScreen';
import { resultPage } from '../../components/payments/resultPage';
import { ROUTES } from '../../lib/routes';
import { staticMessages } from '../../server/i18n/pageMessages';

/**
 * /pay/result?order=<id>[&providerOrderId&providerPaymentId&signature]: where a gateway sends
 * the customer back after paying; the server decides whether the payment went through.
 */
export default resultPage({
  param: 'order',
  seo: { title: 'Payment', description: 'Where the payment of your booking stands.', path: ROUTES.payResult },
  heading: CHECKING_HEADING,
  loginPrompt: 'Log in with your mobile number to see your payment.',
  screen: (orderId, proof) => <PaymentResultScreen key={orderId} orderId={orderId} proof={proof} />,
  missing: {
    heading: 'Order not found',
    body: (
      <>
        <p>This link does not name an order. My Orders lists every order you placed.</p>
        <ButtonLink href={ROUTES.orderList} size="large">
          My Orders
        </ButtonLink>
      </>
    ),
  },
});

export const getStaticProps = staticMessages();
