import { useRouter } from 'next/router';
import { useInviteListQuery } from '../../store/eventsApi';
import QueryFallback from '../common/QueryFallback';
import CreateEventPanel from './CreateEventPanel';
import EventList from './EventList';
import styles from './events.module.css';

/**
 * /wonderland for a logged-in customer ("API" event-invites/all): the events they host, those
 * they are invited to, and the form that creates a new one. Lazy, inside a StoreIsland.
 */
export default function WonderlandHome() {
  const list = useInviteListQuery();
  // `?templateId=`: the design picked on /templates before an event existed (the new event is created with it)
  const { query } = useRouter();
  const templateId = typeof query.templateId === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(query.templateId) ? query.templateId : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Event Invites</h1>
      {list.data ? (
        <>
          <EventList title="My events" events={list.data.hostedEvents} hosted />
          <EventList title="Invitations" events={list.data.asAGuestEvents} hosted={false} />
        </>
      ) : (
        <QueryFallback query={list} loading="Loading your invites…" failure="Could not load your invites. Please try again." />
      )}
      <CreateEventPanel templateId={templateId} />
    </div>
  );
}
