import { formatDate } from '../../lib/format';
import { serviceByKey, type ServiceKey } from '../../lib/services';
import ContactForm from '../info/ContactForm';

/** Props of `NotServedEnquiry`. */
export interface NotServedEnquiryProps {
  service: ServiceKey;
  pincode: string;
  /** IST date 'yyyy-MM-dd', or '' when none is chosen yet. */
  date: string;
}

/**
 * The enquiry offered where nobody serves the pincode yet: the contact form (POST /api/contact, which takes any
 * party, unlike the large-party leads form with its 101-guest minimum), its message started with the service, the
 * pincode and the date so customer care can call back about it. Rendered inside StoreIsland.
 */
export default function NotServedEnquiry({ service, pincode, date }: NotServedEnquiryProps) {
  const when = date ? ` on ${formatDate(date)}` : '';
  return <ContactForm initialMessage={`I'd like ${serviceByKey(service).name} at pincode ${pincode}${when}. Please call me back.`} />;
}
