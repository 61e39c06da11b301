import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeConsoleStore, type ConsoleStore } from './store';

/**
 * Gives the console's (or the partner app's) screens their store: `store` when given (tests), else one made for this
 * frame on its first render. The app frames (OpsShell, PartnerShell) wrap their pages in it.
 */
export default function ConsoleStoreProvider({ store, children }: { store?: ConsoleStore; children: ReactNode }) {
  const [own] = useState(() => store ?? makeConsoleStore());
  // focus and reconnect events, for the queries that read again then (refetchOnFocus)
  useEffect(() => setupListeners(own.dispatch), [own]);
  return <Provider store={own}>{children}</Provider>;
}
