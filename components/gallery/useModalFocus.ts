import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes the returned element behave as a modal dialog: focus moves into it (its `[data-autofocus]`
 * element, else itself), Tab and Shift+Tab cycle inside it, the rest of the page is `inert` and does not
 * scroll, and on unmount everything is restored and focus returns to where it was before.
 */
export function useModalFocus<T extends HTMLElement>() {
  const dialog = useRef<T>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // the dialog is portalled into <body>: every other child of <body> is the page behind it
    const hidden = [...document.body.children].filter((child) => !child.contains(element) && !child.hasAttribute('inert'));
    for (const child of hidden) child.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element).focus();

    const trapTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', trapTab);
    return () => {
      document.removeEventListener('keydown', trapTab);
      for (const child of hidden) child.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return dialog;
}
