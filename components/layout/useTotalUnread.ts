import { useSyncExternalStore } from 'react';
import { readTotalUnread, UNREAD_EVENT } from '../../client/session';

function subscribeUnread(onChange: () => void): () => void {
  window.addEventListener(UNREAD_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(UNREAD_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** localStorage.totalUnread, following changes in this tab and others; 0 on the server. */
export function useTotalUnread(): number {
  return useSyncExternalStore(subscribeUnread, readTotalUnread, () => 0);
}
