import { useState } from 'react';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';

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
        title="Your service provider"
        body={`${executor.name} is assigned to your order.`}
        button="OK"
        executorPhone={executor.phone}
      />
    </>
  );
}
