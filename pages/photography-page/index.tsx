import ServiceLanding from '../../components/services/ServiceLanding';
import { SERVICES } from '../../data/services';

/** /photography-page: the photography service landing page (static). */
export default function PhotographyPage() {
  return <ServiceLanding service={SERVICES.photography} />;
}

PhotographyPage.usesMui = false;
