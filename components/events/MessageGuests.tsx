import { useId, useState, type FormEvent } from 'react';
import type { MessageAudience } from '../../lib/contracts/events';
import { INVITE_MESSAGE_MAX } from '../../lib/events/limits';
import { failureText } from '../../services/errors';
import { useMessageSendMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import AudienceFields, { SEGMENTS, type Channel, type Segment } from './AudienceFields';
import styles from './events.module.css';

const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** Whom a message to `segment` reaches, said before sending: "Goes to 3 guests (Going) who asked for messages." */
export function audienceText(segment: Segment, count: number): string {
  const label = SEGMENTS.find((s) => s.value === segment)?.label ?? segment;
  if (count === 0) return `Nobody in “${label}” asked for messages yet: there is no one to send this to.`;
  return `Goes to ${guests(count)} in “${label}” who asked for messages.`;
}

/**
 * Message guests by segment, by WhatsApp or SMS, only those who opted in. Says whom the message
 * reaches (count and group) before it is sent, refuses a group nobody in which asked for messages, and keeps the
 * text unless it was sent.
 * @param audience how many each segment reaches now (the event's `hostOnly.audience`); unknown: the server says.
 */
export default function MessageGuests({ eventId, audience }: { eventId: string; audience?: MessageAudience }) {
  const id = useId();
  const [send, { isLoading }] = useMessageSendMutation();
  const [segment, setSegment] = useState<Segment>('all');
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const count = audience?.[segment];
  const nobody = count === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setResult({ ok: false, text: 'Please write a message' });
    if (nobody) return setResult({ ok: false, text: audienceText(segment, 0) });
    const answer = await send({ eventId, segment, channel, text: text.trim() });
    if (answer.data) {
      setText('');
      setResult({ ok: true, text: `Sending to ${guests(answer.data.recipients)} who asked for messages.` });
    } else setResult({ ok: false, text: failureText(answer.error, 'Could not send the message. Please try again.') });
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Message guests
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <AudienceFields
          id={id}
          segment={segment}
          onSegment={(next) => {
            setSegment(next);
            setResult(null);
          }}
          channel={channel}
          onChannel={setChannel}
        />
        {count !== undefined && (
          <p className={nobody ? form.error : form.hint} data-testid="message-audience">
            {audienceText(segment, count)}
          </p>
        )}
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
        <button type="submit" className={`${ui.button} ${ui.contained}`} disabled={isLoading || nobody}>
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
