import { lazy, Suspense, useState } from 'react';
import type { GuestRow } from '../../lib/contracts/events';
import { inviteDesignPath, inviteSharePath, luckyDrawPath, ROUTES } from '../../lib/routes';
import { localizedPath } from '../../lib/i18n/urls';
import { useGuestListQuery, useGuestRemoveMutation, useInviteDetailsQuery } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { downloadGuestCsv } from './csvDownload';
import EditEventPanel from './EditEventPanel';
import GuestTable, { GuestCountTiles } from './GuestTable';
import HostActions from './HostActions';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { eventDayText, eventTimeText } from './inviteText';
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
  const t = useT('eventHost');
  const locale = useLocale();
  const local = (path: string) => localizedPath(path, locale);
  const details = useInviteDetailsQuery(eventId);
  const isHost = details.data?.role === 'owner' || details.data?.role === 'cohost';
  const guests = useGuestListQuery(eventId, { skip: !isHost });
  const [remove] = useGuestRemoveMutation();
  const [message, setMessage] = useState<string | null>(null);

  if (!details.data) return <QueryFallback query={details} loading={t('loading')} failure={t('loadFailed')} />;
  const event = details.data;
  if (!isHost) {
    return (
      <div className={styles.page}>
        <p>{t('onlyHosts')}</p>
        <a href={local(inviteSharePath(event.shortCode))}>{t('seeInvite')}</a>
      </div>
    );
  }

  const onRemove = async (guest: GuestRow) => {
    if (!window.confirm(t('removeConfirm', { name: guest.name }))) return;
    const answer = await remove({ eventId, guestId: guest._id });
    setMessage(answer.error ? localFailureText(locale, answer.error, t('removeFailed'), t('network')) : null);
  };
  const exportCsv = async () => {
    try {
      await downloadGuestCsv(eventId, `guests-${event.shortCode}.csv`);
    } catch {
      setMessage(t('exportFailed'));
    }
  };
  const counts = guests.data?.counts ?? event.counts;

  return (
    <div className={styles.page}>
      <p>
        <a href={local(ROUTES.wonderland)}>{t('myInvites')}</a>
      </p>
      <h1 className={styles.title}>{event.title}</h1>
      <p className={styles.hosts}>
        {eventDayText(event, locale)}, {eventTimeText(event, locale)} · {event.venue}
      </p>
      {event.status === 'cancelled' && <p className={styles.banner}>{t('cancelled')}</p>}
      <div className={styles.row}>
        <a className={`${ui.button} ${ui.outlined}`} href={local(inviteSharePath(event.shortCode))}>
          {t('viewInvite')}
        </a>
        <a className={`${ui.button} ${ui.outlined}`} href={local(inviteDesignPath(event._id))}>
          {t('editDesign')}
        </a>
        <a className={`${ui.button} ${ui.outlined}`} href={local(luckyDrawPath(event._id))}>
          {t('luckyDraw')}
        </a>
      </div>
      {event.status === 'active' && <EditEventPanel event={event} />}
      {event.status === 'active' && <SharePanel title={event.title} sharePath={event.shareUrl} imageUrl={event.imageUrl.share} />}
      <Suspense fallback={<p>{t('loadingPlan')}</p>}>
        <EventPlanPanel event={event} />
      </Suspense>
      <section className={styles.section} aria-labelledby="guest-list">
        <h2 id="guest-list" className={styles.sectionTitle}>
          {t('guestList')}
        </h2>
        {counts && <GuestCountTiles counts={counts} />}
        {guests.data ? (
          <>
            <GuestTable guests={guests.data.guests} onRemove={(guest) => void onRemove(guest)} />
            <button type="button" className={`${ui.button} ${ui.outlined} ${ui.small}`} onClick={() => void exportCsv()}>
              {t('exportCsv')}
            </button>
          </>
        ) : (
          <QueryFallback query={guests} loading={t('loadingGuests')} failure={t('guestsFailed')} />
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
