import { useState } from 'react';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';

/** Props of `ContactProviderButton`. */
export interface ContactProviderButtonProps {
  executor: { name: string; phone: string };
  /** Button text, e.g. "Contact your chef". */
  label: string;
}

/** Fetches the popup's code ahead of the click (hover or keyboard focus). */
const preloadPopup = () => void import('../common/MessagePopup');

/** A button opening the popup that names the assigned provider, with its "Call Vendor" link. */
export default function ContactProviderButton({ executor, label }: ContactProviderButtonProps) {
  const t = useT('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${ui.button} ${ui.contained}`}
        aria-haspopup="dialog"
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <LazyMessagePopup
        open={open}
        onClose={() => setOpen(false)}
        title={t('contact.title')}
        body={t('contact.body', { name: executor.name })}
        button={t('contact.ok')}
        executorPhone={executor.phone}
      />
    </>
  );
}
