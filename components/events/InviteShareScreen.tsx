import type { InviteEvent } from '../../lib/contracts/events';
import { useT } from '../i18n/I18nProvider';
import DrawResult from './DrawResult';
import InviteCard from './InviteCard';
import styles from './events.module.css';
import RsvpPanel from './RsvpPanel';

/** The share page's screen: the invite, then the guest's answer and the wall. */
export default function InviteShareScreen({ event, imageUrl }: { event: InviteEvent; imageUrl: string | null }) {
  const t = useT('invite');
  return (
    <div className={styles.page}>
      <InviteCard event={event} imageUrl={imageUrl} />
      <RsvpPanel initialEvent={event} />
      {event.luckyDraw && (
        <section className={styles.section} aria-label={t('draw.label')}>
          <h2 className={styles.sectionTitle}>{t('draw.label')}</h2>
          <DrawResult draw={event.luckyDraw} />
        </section>
      )}
    </div>
  );
}
