import { useId, useState, type FormEvent } from 'react';
import { INVITE_MESSAGE_MAX } from '../../lib/invites/limits';
import { failureText } from '../../services/errors';
import { useMessageSendMutation } from '../../store/invitesApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import AudienceFields, { type Channel, type Segment } from './AudienceFields';
import styles from './invites.module.css';

/** Message guests by segment, by WhatsApp or SMS, only those who opted in (issue 21 "Host" 6). */
export default function MessageGuests({ eventId }: { eventId: string }) {
  const id = useId();
  const [send, { isLoading }] = useMessageSendMutation();
  const [segment, setSegment] = useState<Segment>('all');
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setResult({ ok: false, text: 'Please write a message' });
    const answer = await send({ eventId, segment, channel, text: text.trim() });
    if (answer.data) {
      setText('');
      setResult({
        ok: true,
        text: `Sending to ${answer.data.recipients} ${answer.data.recipients === 1 ? 'guest' : 'guests'} who asked for messages.`,
      });
    } else setResult({ ok: false, text: failureText(answer.error, 'Could not send the message. Please try again.') });
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Message guests
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <AudienceFields id={id} segment={segment} onSegment={setSegment} channel={channel} onChannel={setChannel} />
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-text`}>
            Message
          </label>
          <textarea
            id={`${id}-text`}
            className={form.input}
            rows={3}
            maxLength={INVITE_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <span className={styles.counter}>
            {[...text].length}/{INVITE_MESSAGE_MAX}
          </span>
        </div>
        <p className={form.hint}>Only guests who asked for reminders get messages.</p>
        <button type="submit" className={`${ui.button} ${ui.contained}`} disabled={isLoading}>
          Send message
        </button>
      </form>
      {result && (
        <p className={result.ok ? styles.success : form.error} role="status">
          {result.text}
        </p>
      )}
    </section>
  );
}
