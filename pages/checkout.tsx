import Seo from '../components/common/Seo';
import CheckoutScreen from '../components/decoration/CheckoutScreen';
import { ClientPersistGate } from '../store/StoreProvider';
import type { AppPage } from '../lib/pageTypes';

/** /checkout: the shared checkout (decoration today); the persisted selection is read once rehydrated. */
const CheckoutPage: AppPage = () => (
  <>
    <Seo
      title="Checkout"
      description="Review your booking, the bill and the cancellation policy, then confirm your order."
      path="/checkout"
      noindex
    />
    <ClientPersistGate>
      <CheckoutScreen />
    </ClientPersistGate>
  </>
);

CheckoutPage.usesMui = false;
CheckoutPage.usesStore = true;
export default CheckoutPage;
