import Seo from '../components/common/Seo';
import PhotographyCheckoutScreen from '../components/photography/PhotographyCheckoutScreen';
import type { AppPage } from '../lib/pageTypes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /photography-checkout: date, arrival slot, address, note, bill and payment of a photography package. */
const PhotographyCheckoutPage: AppPage = () => (
  <>
    <Seo
      title="Checkout: Book a Photographer"
      description="Choose the date and arrival time, the address and a note for the photographer, review the bill and the cancellation policy, then pay the advance."
      path="/photography-checkout"
      noindex
    />
    <PhotographyCheckoutScreen />
  </>
);

PhotographyCheckoutPage.usesMui = false;
PhotographyCheckoutPage.usesStore = false;
export default PhotographyCheckoutPage;

export const getStaticProps = staticMessages(['booking', 'checkout', 'payments', 'policy']);
