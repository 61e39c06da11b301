import { useId, useState, type FormEvent } from 'react';
import { MAX_REMINDERS } from '../../lib/events/limits';
import { useReminderCancelMutation, useReminderCreateMutation, useRemindersQuery } from '../../store/eventsApi';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { istInputToIso } from './eventForm';
import styles from './events.module.css';
import AudienceFields, { type Channel, type Segment } from './AudienceFields';

/** The reminder states the screen names (another state shows as the API gives it). */
const STATUSES = new Set(['scheduled', 'sending', 'sent', 'cancelled', 'failed']);

/**
 * The event's reminders: the default one 2 days before and the host's own, at most 5 scheduled,
 * at least an hour apart (the API says so when a time breaks a rule); a scheduled one can be cancelled.
 */
export default function RemindersPanel({ eventId }: { eventId: string }) {
  const t = useT('eventHost');
  const locale = useLocale();
  const { dateTime } = useFormat();
  const id = useId();
  const reminders = useRemindersQuery(eventId);
  const [create, { isLoading }] = useReminderCreateMutation();
  const [cancel] = useReminderCancelMutation();
  const [sendAt, setSendAt] = useState('');
  const [segment, setSegment] = useState<Segment>('no-reply');
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendAt === '') return setMessage(t('reminders.chooseTime'));
    const answer = await create({
      eventId,
      sendAt: istInputToIso(sendAt),
      segment,
      channel,
      text: text.trim() === '' ? null : text.trim(),
    });
    if (answer.data) {
      setSendAt('');
      setText('');
      setMessage(null);
    } else setMessage(localFailureText(locale, answer.error, t('reminders.failed'), t('network')));
  };

  const list = reminders.data ?? [];
  const scheduled = list.filter((r) => r.status === 'scheduled').length;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('reminders.heading')}
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('reminders.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('reminders.heading')}>
          {list.map((reminder) => (
            <li key={reminder._id}>
              <span>
                {dateTime(reminder.sendAt)} · {t(`segment.${reminder.segment}`)} ·{' '}
                {reminder.channel === 'sms' ? t('channel.sms') : 'WhatsApp'}
                {reminder.isDefault ? t('reminders.default') : ''}
                <br />
                <span className={styles.muted}>
                  {STATUSES.has(reminder.status) ? t(`reminders.status.${reminder.status}`) : reminder.status}
                  {reminder.recipients !== null ? t('reminders.recipients', { count: reminder.recipients }) : ''}
                </span>
              </span>
              {reminder.status === 'scheduled' && (
                <button
                  type="button"
                  className={`${ui.button} ${ui.text} ${ui.small}`}
                  onClick={() => void cancel({ eventId, reminderId: reminder._id })}
                >
                  {t('reminders.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {scheduled < MAX_REMINDERS && (
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.section}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-at`}>
              {t('reminders.sendAt')}
            </label>
            <input
              id={`${id}-at`}
              className={form.input}
              type="datetime-local"
              value={sendAt}
              onChange={(e) => setSendAt(e.target.value)}
            />
          </div>
          <AudienceFields id={id} segment={segment} onSegment={setSegment} channel={channel} onChannel={setChannel} />
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-text`}>
              {t('reminders.text')}
            </label>
            <input id={`${id}-text`} className={form.input} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <button type="submit" className={`${ui.button} ${ui.outlined}`} disabled={isLoading}>
            {t('reminders.add')}
          </button>
        </form>
      )}
      {message && (
        <p className={form.error} role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
