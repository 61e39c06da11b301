import { useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import { useCohostLinkMutation, useInviteCancelMutation } from '../../store/eventsApi';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import styles from './events.module.css';

/**
 * The owner's actions on an event: a co-host link (valid 7 days, at most 3 co-hosts) and
 * cancelling the event (every guest who answered is told). Co-hosts see neither.
 */
export default function HostActions({ event }: { event: InviteEvent }) {
  const t = useT('eventHost');
  const locale = useLocale();
  const [makeLink, link] = useCohostLinkMutation();
  const [cancel, cancelling] = useInviteCancelMutation();
  const [message, setMessage] = useState<string | null>(null);

  const cohost = async () => {
    const answer = await makeLink(event._id);
    setMessage(answer.error ? localFailureText(locale, answer.error, t('actions.cohostFailed'), t('network')) : null);
  };
  const cancelEvent = async () => {
    if (!window.confirm(t('actions.cancelConfirm'))) return;
    const answer = await cancel(event._id);
    setMessage(answer.error ? localFailureText(locale, answer.error, t('actions.cancelFailed'), t('network')) : null);
  };
  const url = link.data ? (link.data.url.startsWith('/') ? `${window.location.origin}${link.data.url}` : link.data.url) : null;

  return (
    <section className={styles.section} aria-label={t('actions.label')}>
      <h2 className={styles.sectionTitle}>{t('actions.cohosts')}</h2>
      <p className={styles.muted}>{t('actions.cohostsHelp')}</p>
      {url ? (
        <p>
          {t('actions.sendLink')}
          <input
            className={styles.shareLink}
            readOnly
            value={url}
            aria-label={t('actions.cohostLink')}
            onFocus={(e) => e.target.select()}
          />
        </p>
      ) : (
        <button type="button" className={`${ui.button} ${ui.outlined}`} disabled={link.isLoading} onClick={() => void cohost()}>
          {t('actions.invite')}
        </button>
      )}
      {event.status === 'active' && (
        <div className={styles.section}>
          <button type="button" className={`${ui.button} ${ui.text}`} disabled={cancelling.isLoading} onClick={() => void cancelEvent()}>
            {t('actions.cancel')}
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
