import Seo from '../components/common/Seo';
import CheckoutScreen from '../components/decoration/CheckoutScreen';
import type { AppPage } from '../lib/pageTypes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /checkout: the shared checkout (decoration today), from the tab's booking draft. */
const CheckoutPage: AppPage = () => (
  <>
    <Seo
      title="Checkout"
      description="Review your booking, the bill and the cancellation policy, then confirm your order."
      path="/checkout"
      noindex
    />
    <CheckoutScreen />
  </>
);

CheckoutPage.usesMui = false;
CheckoutPage.usesStore = false;
export default CheckoutPage;

export const getStaticProps = staticMessages(['booking', 'checkout', 'policy', 'payments']);
