import SectionUnavailable from '../components/account/SectionUnavailable';
import { ROUTES } from '../lib/routes';

/** /templates: not open yet; an honest empty state with the Access Restricted popup. */
export default function TemplatesPage() {
  return (
    <SectionUnavailable
      title="Invite Templates"
      path={ROUTES.templates}
      text="Invitation templates for birthdays, anniversaries and get-togethers. This section opens soon."
    />
  );
}
