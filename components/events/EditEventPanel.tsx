import { useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import { useInviteUpdateMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { fieldErrorsOf, localFieldErrors } from './apiErrors';
import EventForm from './EventForm';
import { eventBody, eventDateRange, eventErrors, eventFormOf, type EventFormValues } from './eventForm';
import styles from './events.module.css';

/**
 * Change an event's details (reschedule; hosts): the create form filled with the event, the
 * design kept. A new date or time is a reschedule the server tells every guest who answered about.
 */
export default function EditEventPanel({ event }: { event: InviteEvent }) {
  const t = useT('eventHost');
  const formT = useT('events');
  const locale = useLocale();
  const now = useClientNow() ?? new Date();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<EventFormValues>(() => eventFormOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [update, { isLoading }] = useInviteUpdateMutation();

  const submit = async () => {
    const found = eventErrors(values, formT);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    const answer = await update({ id: event._id, body: eventBody(values, event.templateId) });
    if (answer.data) {
      const moved = answer.data.date !== event.date || answer.data.time !== event.time;
      setOpen(false);
      return setResult({ ok: true, text: moved ? t('edit.savedMoved') : t('edit.saved') });
    }
    const fields = fieldErrorsOf(answer.error);
    if (fields) setErrors(localFieldErrors(fields, locale, t('fieldInvalid')));
    else setResult({ ok: false, text: localFailureText(locale, answer.error, t('edit.failed'), t('network')) });
  };

  return (
    <section className={styles.section} aria-label={t('edit.label')}>
      {open ? (
        <EventForm
          values={values}
          onChange={setValues}
          onSubmit={() => void submit()}
          errors={errors}
          busy={isLoading}
          submitLabel={t('edit.save')}
          dateRange={eventDateRange(now)}
        />
      ) : (
        <button
          type="button"
          className={`${ui.button} ${ui.outlined}`}
          onClick={() => {
            setValues(eventFormOf(event));
            setOpen(true);
          }}
        >
          {t('edit.open')}
        </button>
      )}
      {result && (
        <p className={result.ok ? styles.success : form.error} role="status">
          {result.text}
        </p>
      )}
    </section>
  );
}
