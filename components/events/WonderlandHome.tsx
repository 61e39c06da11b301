import { useRouter } from 'next/router';
import { useInviteListQuery } from '../../store/eventsApi';
import { useT } from '../i18n/I18nProvider';
import QueryFallback from '../common/QueryFallback';
import CreateEventPanel from './CreateEventPanel';
import EventList from './EventList';
import styles from './events.module.css';

/**
 * /wonderland for a logged-in customer ("API" event-invites/all): the events they host, those
 * they are invited to, and the form that creates a new one. Lazy, inside a StoreIsland.
 */
export default function WonderlandHome() {
  const t = useT('events');
  const list = useInviteListQuery();
  // `?templateId=`: the design picked on /templates before an event existed (the new event is created with it)
  const { query } = useRouter();
  const templateId = typeof query.templateId === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(query.templateId) ? query.templateId : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {list.data ? (
        <>
          <EventList title={t('home.mine')} events={list.data.hostedEvents} hosted />
          <EventList title={t('home.invitations')} events={list.data.asAGuestEvents} hosted={false} />
        </>
      ) : (
        <QueryFallback query={list} loading={t('loadingInvites')} failure={t('home.loadFailed')} />
      )}
      <CreateEventPanel templateId={templateId} />
    </div>
  );
}
