import { useId, useState, type FormEvent } from 'react';
import { MAX_REMINDERS } from '../../lib/events/limits';
import { formatDateTime } from '../../lib/format';
import { failureText } from '../../services/errors';
import { useReminderCancelMutation, useReminderCreateMutation, useRemindersQuery } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { istInputToIso } from './eventForm';
import styles from './events.module.css';
import AudienceFields, { SEGMENTS, type Channel, type Segment } from './AudienceFields';

const segmentLabel = (value: string) => SEGMENTS.find((s) => s.value === value)?.label ?? value;

/**
 * The event's reminders: the default one 2 days before and the host's own, at most 5 scheduled,
 * at least an hour apart (the API says so when a time breaks a rule); a scheduled one can be cancelled.
 */
export default function RemindersPanel({ eventId }: { eventId: string }) {
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
    if (sendAt === '') return setMessage('Please choose when to send it');
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
    } else setMessage(failureText(answer.error, 'Could not schedule the reminder. Please try again.'));
  };

  const list = reminders.data ?? [];
  const scheduled = list.filter((r) => r.status === 'scheduled').length;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Reminders
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>No reminders.</p>
      ) : (
        <ul className={styles.list} aria-label="Reminders">
          {list.map((reminder) => (
            <li key={reminder._id}>
              <span>
                {formatDateTime(reminder.sendAt)} · {segmentLabel(reminder.segment)} · {reminder.channel === 'sms' ? 'SMS' : 'WhatsApp'}
                {reminder.isDefault ? ' · default' : ''}
                <br />
                <span className={styles.muted}>
                  {reminder.status}
                  {reminder.recipients !== null ? ` · ${reminder.recipients} guests` : ''}
                </span>
              </span>
              {reminder.status === 'scheduled' && (
                <button
                  type="button"
                  className={`${ui.button} ${ui.text} ${ui.small}`}
                  onClick={() => void cancel({ eventId, reminderId: reminder._id })}
                >
                  Cancel
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
              Send at (IST)
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
              Text (optional)
            </label>
            <input id={`${id}-text`} className={form.input} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <button type="submit" className={`${ui.button} ${ui.outlined}`} disabled={isLoading}>
            Add reminder
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
