import ShareResultScreen, { SHARE_CHECKING_HEADING } from '../../../components/payments/ShareResultScreen';
import { resultPage } from '../../../components/payments/resultPage';
import { ROUTES } from '../../../lib/routes';
import { staticMessages } from '../../../server/i18n/pageMessages';

/**
 * /pay/share/result?attempt=<id>[&providerOrderId&providerPaymentId&signature]: where a gateway
 * sends a co-host back after paying their share; no login (the attempt id is the secret, as on the sandbox's
 * page). The server decides whether the share is paid.
 */
export default resultPage({
  param: 'attempt',
  seo: { title: 'Your share', description: 'Where the payment of your share stands.', path: ROUTES.payShareResult },
  heading: SHARE_CHECKING_HEADING,
  screen: (attemptId, proof) => <ShareResultScreen key={attemptId} attemptId={attemptId} proof={proof} />,
  missing: {
    heading: 'Payment not found',
    body: <p>This link does not name a payment. Open your payment link again to see where your share stands.</p>,
  },
});

export const getStaticProps = staticMessages(['payments']);
