import Seo from '../components/common/Seo';
import CheckoutScreen from '../components/decoration/CheckoutScreen';
import { useT } from '../components/i18n/I18nProvider';
import type { AppPage } from '../lib/pageTypes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /checkout: the shared checkout (decoration today), from the tab's booking draft. */
const CheckoutPage: AppPage = () => {
  const t = useT('decoration');
  return (
    <>
      <Seo title={t('checkout.seoTitle')} description={t('checkout.seoDescription')} path="/checkout" noindex />
      <CheckoutScreen />
    </>
  );
};

CheckoutPage.usesMui = false;
CheckoutPage.usesStore = false;
export default CheckoutPage;

export const getStaticProps = staticMessages(['decoration', 'booking', 'checkout', 'policy', 'payments']);
