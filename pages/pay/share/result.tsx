import ShareResultScreen from '../../../components/payments/ShareResultScreen';
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
  seo: (t) => ({ title: t('share.resultTitle'), description: t('share.resultDescription'), path: ROUTES.payShareResult }),
  // the screen's own "checking" heading (ShareResultScreen's SHARE_CHECKING_HEADING_KEY)
  heading: (t) => t('share.checkingHeading'),
  screen: (attemptId, proof) => <ShareResultScreen key={attemptId} attemptId={attemptId} proof={proof} />,
  missing: (t) => ({
    heading: t('share.notFoundHeading'),
    body: <p>{t('share.missing')}</p>,
  }),
});

export const getStaticProps = staticMessages(['payments', 'orders']);
