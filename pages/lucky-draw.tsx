import SectionUnavailable from '../components/account/SectionUnavailable';
import { ROUTES } from '../lib/routes';

/** /lucky-draw: not open yet; an honest empty state with the Access Restricted popup. */
export default function LuckyDrawPage() {
  return (
    <SectionUnavailable
      title="Lucky Draw"
      path={ROUTES.luckyDraw}
      text="Lucky draws for our customers. There is no draw running at the moment."
    />
  );
}
