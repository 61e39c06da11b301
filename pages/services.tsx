import SectionUnavailable from '../components/account/SectionUnavailable';
import { ROUTES } from '../lib/routes';

/** /services: not open yet; an honest empty state with the Access Restricted popup. */
export default function ServicesPage() {
  return (
    <SectionUnavailable
      title="Services"
      path={ROUTES.services}
      text="Book services for your event from inside the invite app. This section opens soon; meanwhile book from our website."
    />
  );
}
