import { useEffect, useRef } from 'react';

/** How often to look again whether a popup still covers the page (milliseconds). */
const POPUP_CHECK_MS = 100;

/**
 * A ref for a notice (the RSVP's thank-you) that is scrolled into view and focused each time `notice` changes, once
 * no popup is open: the login popup, when it closes, gives the focus back to the button that opened it, which left
 * the thank-you above the screen on a phone. Focus goes to the notice (it needs `tabIndex={-1}`) so a screen reader
 * reads it too.
 */
export function useRevealNotice<T extends HTMLElement>(notice: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!notice) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      // a modal still open (or closing) would take the focus back when it goes: wait until it has gone
      if (document.querySelector('[aria-modal="true"]')) {
        timer = setTimeout(reveal, POPUP_CHECK_MS);
        return;
      }
      const element = ref.current;
      if (!element) return;
      element.focus({ preventScroll: true });
      // no `behavior`: the page's scroll-behavior decides (smooth, or a jump for who asked for less motion)
      element.scrollIntoView?.({ block: 'center' });
    };
    reveal();
    return () => clearTimeout(timer);
  }, [notice]);
  return ref;
}
