import SectionUnavailable from '../components/account/SectionUnavailable';
import { ROUTES } from '../lib/routes';

/** /chat: not open yet; an honest empty state with the Access Restricted popup. */
export default function ChatPage() {
  return (
    <SectionUnavailable
      title="Chat"
      path={ROUTES.chat}
      text="Chat with your guests and with us about your event. This section opens soon."
    />
  );
}
