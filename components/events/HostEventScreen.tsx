import { lazy, Suspense, useState } from 'react';
import type { GuestRow } from '../../lib/contracts/events';
import { inviteDesignPath, inviteSharePath, luckyDrawPath, ROUTES } from '../../lib/routes';
import { failureText } from '../../services/errors';
import { useGuestListQuery, useGuestRemoveMutation, useInviteDetailsQuery } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { downloadGuestCsv } from './csvDownload';
import EditEventPanel from './EditEventPanel';
import GuestTable, { GuestCountTiles } from './GuestTable';
import HostActions from './HostActions';
import { eventDayText, eventTimeText, INVITE_TEXT } from './inviteText';
import styles from './events.module.css';
import MessageGuests from './MessageGuests';
import RemindersPanel from './RemindersPanel';
import SharePanel from './SharePanel';

// The plan's code loads only when a host's event page shows it
const EventPlanPanel = lazy(() => import('./EventPlanPanel'));

/**
 * The host's page of an event: counts, the guest list with remove and CSV export, messages by
 * segment, reminders, the share link, co-hosts and cancelling (owner). Lazy, inside a StoreIsland.
 */
export default function HostEventScreen({ eventId }: { eventId: string }) {
  const details = useInviteDetailsQuery(eventId);
  const isHost = details.data?.role === 'owner' || details.data?.role === 'cohost';
  const guests = useGuestListQuery(eventId, { skip: !isHost });
  const [remove] = useGuestRemoveMutation();
  const [message, setMessage] = useState<string | null>(null);

  if (!details.data)
    return <QueryFallback query={details} loading="Loading your event…" failure="Could not load the event. Please try again." />;
  const event = details.data;
  if (!isHost) {
    return (
      <div className={styles.page}>
        <p>Only the hosts of this event can see this page.</p>
        <a href={inviteSharePath(event.shortCode)}>See the invite</a>
      </div>
    );
  }

  const onRemove = async (guest: GuestRow) => {
    if (!window.confirm(`Remove ${guest.name} from the guest list?`)) return;
    const answer = await remove({ eventId, guestId: guest._id });
    setMessage(answer.error ? failureText(answer.error, 'Could not remove the guest. Please try again.') : null);
  };
  const exportCsv = async () => {
    try {
      await downloadGuestCsv(eventId, `guests-${event.shortCode}.csv`);
    } catch {
      setMessage('Could not export the guest list. Please try again.');
    }
  };
  const counts = guests.data?.counts ?? event.counts;

  return (
    <div className={styles.page}>
      <p>
        <a href={ROUTES.wonderland}>My invites</a>
      </p>
      <h1 className={styles.title}>{event.title}</h1>
      <p className={styles.hosts}>
        {eventDayText(event)}, {eventTimeText(event)} · {event.venue}
      </p>
      {event.status === 'cancelled' && <p className={styles.banner}>{INVITE_TEXT.cancelled}</p>}
      <div className={styles.row}>
        <a className={`${ui.button} ${ui.outlined}`} href={inviteSharePath(event.shortCode)}>
          View invite
        </a>
        <a className={`${ui.button} ${ui.outlined}`} href={inviteDesignPath(event._id)}>
          Edit design
        </a>
        <a className={`${ui.button} ${ui.outlined}`} href={luckyDrawPath(event._id)}>
          Lucky draw
        </a>
      </div>
      {event.status === 'active' && <EditEventPanel event={event} />}
      {event.status === 'active' && <SharePanel title={event.title} sharePath={event.shareUrl} imageUrl={event.imageUrl.share} />}
      <Suspense fallback={<p>Loading the plan…</p>}>
        <EventPlanPanel event={event} />
      </Suspense>
      <section className={styles.section} aria-labelledby="guest-list">
        <h2 id="guest-list" className={styles.sectionTitle}>
          Guest list
        </h2>
        {counts && <GuestCountTiles counts={counts} />}
        {guests.data ? (
          <>
            <GuestTable guests={guests.data.guests} onRemove={(guest) => void onRemove(guest)} />
            <button type="button" className={`${ui.button} ${ui.outlined} ${ui.small}`} onClick={() => void exportCsv()}>
              Export CSV
            </button>
          </>
        ) : (
          <QueryFallback query={guests} loading="Loading the guests…" failure="Could not load the guests. Please try again." />
        )}
        {message && (
          <p className={form.error} role="alert">
            {message}
          </p>
        )}
      </section>
      {event.status === 'active' && <MessageGuests eventId={eventId} audience={event.hostOnly?.audience} />}
      {event.status === 'active' && <RemindersPanel eventId={eventId} />}
      {event.role === 'owner' && <HostActions event={event} />}
    </div>
  );
}
