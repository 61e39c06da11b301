import type { InviteEvent } from '../../lib/contracts/events';
import ui from '../common/ui.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';
import { eventChangeText, eventDayText, eventTimeText, hostNamesText, icsUrl } from './inviteText';
import styles from './events.module.css';

/** Props of `InviteCard`: the event's public fields and its picture (null: a card drawn in CSS). */
export interface InviteCardProps {
  event: InviteEvent;
  imageUrl: string | null;
}

/**
 * The invite as a guest sees it: the rendered picture (or a drawn card when the host has not
 * chosen a design), the title, the hosts, the day and time in IST, the venue, directions (the host's Google Maps
 * link) and "Add to calendar" (the event's .ics); a cancelled or moved event says so above the details. Everything is plain text: React escapes it.
 */
export default function InviteCard({ event, imageUrl }: InviteCardProps) {
  const t = useT('invite');
  const locale = useLocale();
  const hosts = hostNamesText(event.hostNames);
  // cancelled or moved: said on the page itself, for guests who get no WhatsApp
  const change = eventChangeText(event, t, locale);
  return (
    <article aria-labelledby="invite-title">
      {imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the server-rendered invite (PNG, cached for good by its versioned URL), sized
        <img
          className={styles.picture}
          src={imageUrl}
          alt={t('card.alt', { title: event.title })}
          width={1080}
          height={1350}
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <div className={styles.drawn} aria-hidden="true">
          <p className={styles.drawnKicker}>{t('card.kicker')}</p>
          <p className={styles.drawnTitle}>{event.title}</p>
          <p>{hosts}</p>
        </div>
      )}
      <h1 id="invite-title" className={styles.title}>
        {event.title}
      </h1>
      <p className={styles.hosts}>{t('card.hostedBy', { hosts })}</p>
      {change && (
        <p className={styles.banner} role="status" data-testid="event-change">
          {change}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('card.date')}</dt>
        <dd>{eventDayText(event, locale)}</dd>
        <dt>{t('card.time')}</dt>
        <dd>{eventTimeText(event, locale)}</dd>
        <dt>{t('card.venue')}</dt>
        <dd>{event.venue}</dd>
      </dl>
      <div className={styles.row}>
        {event.mapsUrl && (
          <a className={`${ui.button} ${ui.outlined}`} href={event.mapsUrl} target="_blank" rel="noopener noreferrer nofollow">
            {t('directions')}
          </a>
        )}
        {event.status === 'active' && (
          <a className={`${ui.button} ${ui.outlined}`} href={icsUrl(event._id)} download>
            {t('addToCalendar')}
          </a>
        )}
      </div>
    </article>
  );
}
