import { useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import { failureText } from '../../services/errors';
import { useCohostLinkMutation, useInviteCancelMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import styles from './events.module.css';

/**
 * The owner's actions on an event: a co-host link (valid 7 days, at most 3 co-hosts) and
 * cancelling the event (every guest who answered is told). Co-hosts see neither.
 */
export default function HostActions({ event }: { event: InviteEvent }) {
  const [makeLink, link] = useCohostLinkMutation();
  const [cancel, cancelling] = useInviteCancelMutation();
  const [message, setMessage] = useState<string | null>(null);

  const cohost = async () => {
    const answer = await makeLink(event._id);
    setMessage(answer.error ? failureText(answer.error, 'Could not make a co-host link. Please try again.') : null);
  };
  const cancelEvent = async () => {
    if (!window.confirm('Cancel this event? Every guest who answered will be told.')) return;
    const answer = await cancel(event._id);
    setMessage(answer.error ? failureText(answer.error, 'Could not cancel the event. Please try again.') : null);
  };
  const url = link.data ? (link.data.url.startsWith('/') ? `${window.location.origin}${link.data.url}` : link.data.url) : null;

  return (
    <section className={styles.section} aria-label="Event actions">
      <h2 className={styles.sectionTitle}>Co-hosts</h2>
      <p className={styles.muted}>Co-hosts see the guest list and message guests; they cannot delete the event. Up to 3.</p>
      {url ? (
        <p>
          Send this link to your co-host (valid 7 days):
          <input className={styles.shareLink} readOnly value={url} aria-label="Co-host link" onFocus={(e) => e.target.select()} />
        </p>
      ) : (
        <button type="button" className={`${ui.button} ${ui.outlined}`} disabled={link.isLoading} onClick={() => void cohost()}>
          Invite a co-host
        </button>
      )}
      {event.status === 'active' && (
        <div className={styles.section}>
          <button type="button" className={`${ui.button} ${ui.text}`} disabled={cancelling.isLoading} onClick={() => void cancelEvent()}>
            Cancel event
          </button>
        </div>
      )}
      {message && (
        <p className={form.error} role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
