import SectionUnavailable from '../../components/account/SectionUnavailable';
import { ROUTES } from '../../lib/routes';

/** /wonderland: not open yet; an honest empty state with the Access Restricted popup. */
export default function WonderlandPage() {
  return (
    <SectionUnavailable
      title="Event Invites"
      path={ROUTES.wonderland}
      text="Create and share invitations for your party with your guests. This section opens soon."
    />
  );
}
