import { useId, useState, type FormEvent } from 'react';
import type { MessageAudience } from '../../lib/contracts/events';
import { INVITE_MESSAGE_MAX } from '../../lib/events/limits';
import { useMessageSendMutation } from '../../store/eventsApi';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import AudienceFields, { type Channel, type Segment } from './AudienceFields';
import styles from './events.module.css';

/**
 * Whom a message to `segment` reaches, said before sending: "Goes to 3 guests in “Going” who asked for messages."
 * @param t the page's `eventHost` messages.
 */
export function audienceText(segment: Segment, count: number, t: T): string {
  const label = t(`segment.${segment}`);
  if (count === 0) return t('message.nobody', { label });
  return t('message.goesTo', { count, label });
}

/**
 * Message guests by segment, by WhatsApp or SMS, only those who opted in. Says whom the message
 * reaches (count and group) before it is sent, refuses a group nobody in which asked for messages, and keeps the
 * text unless it was sent.
 * @param audience how many each segment reaches now (the event's `hostOnly.audience`); unknown: the server says.
 */
export default function MessageGuests({ eventId, audience }: { eventId: string; audience?: MessageAudience }) {
  const t = useT('eventHost');
  const locale = useLocale();
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
    if (text.trim() === '') return setResult({ ok: false, text: t('message.empty') });
    if (nobody) return setResult({ ok: false, text: audienceText(segment, 0, t) });
    const answer = await send({ eventId, segment, channel, text: text.trim() });
    if (answer.data) {
      setText('');
      setResult({ ok: true, text: t('message.sending', { count: answer.data.recipients }) });
    } else setResult({ ok: false, text: localFailureText(locale, answer.error, t('message.failed'), t('network')) });
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('message.heading')}
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
            {audienceText(segment, count, t)}
          </p>
        )}
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-text`}>
            {t('message.label')}
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
        <p className={form.hint}>{t('message.hint')}</p>
        <button type="submit" className={`${ui.button} ${ui.contained}`} disabled={isLoading || nobody}>
          {t('message.send')}
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
