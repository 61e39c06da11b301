import form from '../common/bookingForm.module.css';
import { useT } from '../i18n/I18nProvider';

/** Who a message or reminder goes to (labels: the `eventHost` messages `segment.<value>`). */
export const SEGMENTS = ['all', 'going', 'maybe', 'no-reply'] as const;
export type Segment = (typeof SEGMENTS)[number];
export type Channel = 'whatsapp' | 'sms';

/**
 * Whom a host's message or reminder goes to: the guests' segment (all,
 * Going, Maybe, no reply) and the channel (WhatsApp or SMS), as two labelled selects. `id` prefixes the fields' ids.
 */
export default function AudienceFields({
  id,
  segment,
  onSegment,
  channel,
  onChannel,
}: {
  id: string;
  segment: Segment;
  onSegment: (segment: Segment) => void;
  channel: Channel;
  onChannel: (channel: Channel) => void;
}) {
  const t = useT('eventHost');
  return (
    <>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-segment`}>
          {t('audience.to')}
        </label>
        <select id={`${id}-segment`} className={form.input} value={segment} onChange={(e) => onSegment(e.target.value as Segment)}>
          {SEGMENTS.map((s) => (
            <option key={s} value={s}>
              {t(`segment.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-channel`}>
          {t('audience.by')}
        </label>
        <select id={`${id}-channel`} className={form.input} value={channel} onChange={(e) => onChannel(e.target.value as Channel)}>
          <option value="whatsapp">WhatsApp</option>
          <option value="sms">{t('channel.sms')}</option>
        </select>
      </div>
    </>
  );
}
