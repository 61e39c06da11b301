/**
 * Spec 2 "Browser protections": the context menu, dragging and the developer shortcuts
 * F12, Ctrl+U, Ctrl+S, Ctrl+Shift+I and Ctrl+Shift+C are blocked.
 */

/** True when a key event is one of the spec's blocked shortcuts. */
export function isBlockedShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey'>): boolean {
  const key = event.key.toLowerCase();
  if (key === 'f12') return true;
  if (!event.ctrlKey) return false;
  if (event.shiftKey) return key === 'i' || key === 'c';
  return key === 'u' || key === 's';
}

/**
 * Installs the protections on `target` (the document); returns a function that removes them.
 * The layout skips this when NODE_ENV is development so developers can work.
 */
export function installBrowserProtection(target: Document): () => void {
  const prevent = (event: Event) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    if (isBlockedShortcut(event)) event.preventDefault();
  };
  target.addEventListener('contextmenu', prevent);
  target.addEventListener('dragstart', prevent);
  target.addEventListener('keydown', onKeyDown);
  return () => {
    target.removeEventListener('contextmenu', prevent);
    target.removeEventListener('dragstart', prevent);
    target.removeEventListener('keydown', onKeyDown);
  };
}
