import { useCallback, useEffect, useState, type RefObject } from 'react';

/** What marks a field in error: `aria-invalid` on a control, `data-invalid` on a group of buttons (time slots). */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = 'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * Scrolls the first field in error inside `root` (document order, which is the order on screen) to the middle
 * of the viewport, clear of the sticky header and action bar, and focuses it (or the first enabled control of
 * an invalid group), so a screen reader reads its label and error.
 * @returns whether a field in error was found.
 */
export function focusFirstError(root: ParentNode): boolean {
  const first = root.querySelector<HTMLElement>(INVALID);
  if (!first) return false;
  const target = first.matches(FOCUSABLE) ? first : (first.querySelector<HTMLElement>(FOCUSABLE) ?? first);
  first.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * For a form's submit button: returns a function to call after setting the errors of a failed submit; once
 * those errors have rendered, the first one inside `root` is scrolled into view and focused (focusFirstError).
 */
export function useFirstErrorFocus(root: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0 && root.current) focusFirstError(root.current);
  }, [attempt, root]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
