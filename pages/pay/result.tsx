import ButtonLink from '../../components/common/ButtonLink';
import PaymentResultScreen from '../../components/payments/PaymentResultScreen';
import { resultPage } from '../../components/payments/resultPage';
import { ROUTES } from '../../lib/routes';
import { staticMessages } from '../../server/i18n/pageMessages';

/**
 * /pay/result?order=<id>[&providerOrderId&providerPaymentId&signature]: where a gateway sends
 * the customer back after paying; the server decides whether the payment went through.
 */
export default resultPage({
  param: 'order',
  seo: (t) => ({ title: t('result.title'), description: t('result.description'), path: ROUTES.payResult }),
  heading: (t) => t('result.checking'),
  loginPrompt: (t) => t('result.login'),
  screen: (orderId, proof) => <PaymentResultScreen key={orderId} orderId={orderId} proof={proof} />,
  missing: (t) => ({
    heading: t('result.notFound'),
    body: (
      <>
        <p>{t('result.missingBody')}</p>
        <ButtonLink href={ROUTES.orderList} size="large">
          {t('myOrders')}
        </ButtonLink>
      </>
    ),
  }),
});

export const getStaticProps = staticMessages(['payments', 'booking']);
