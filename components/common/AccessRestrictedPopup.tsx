import { useT } from '../i18n/I18nProvider';
import LazyMessagePopup from './LazyMessagePopup';

/** The spec's Access Restricted popup ("Currently unable to access this section.") with OK, in the page's language. */
export default function AccessRestrictedPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('common');
  return (
    <LazyMessagePopup
      open={open}
      onClose={onClose}
      img="/images/icons/order-warning.svg"
      title={t('spec.accessRestrictedTitle')}
      body={t('spec.accessRestricted')}
      button={t('common.ok')}
    />
  );
}
