import { MESSAGES } from '../../lib/messages';
import LazyMessagePopup from './LazyMessagePopup';

/** Spec 2: title and text of the Access Restricted popup. */
export const ACCESS_RESTRICTED_TITLE = 'Access Restricted';
export const ACCESS_RESTRICTED_TEXT = MESSAGES.accessRestricted;

/** The spec's Access Restricted popup ("Currently unable to access this section.") with OK. */
export default function AccessRestrictedPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <LazyMessagePopup
      open={open}
      onClose={onClose}
      img="/images/icons/order-warning.svg"
      title={ACCESS_RESTRICTED_TITLE}
      body={ACCESS_RESTRICTED_TEXT}
      button="OK"
    />
  );
}
