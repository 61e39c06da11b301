import { useEffect } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import { useInviteDetailsQuery } from '../../store/eventsApi';

/**
 * Reads the event as the logged-in customer sees it (their role, their answer, the counts) and hands it up; renders
 * nothing. Lazy, inside a StoreIsland: a visitor who is not logged in never loads the store.
 */
export default function InviteViewLoader({ eventId, onLoaded }: { eventId: string; onLoaded: (event: InviteEvent) => void }) {
  const { data } = useInviteDetailsQuery(eventId);
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);
  return null;
}
