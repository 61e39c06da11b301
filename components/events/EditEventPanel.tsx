import { useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import { failureText } from '../../services/errors';
import { useInviteUpdateMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import { fieldErrorsOf } from './apiErrors';
import EventForm from './EventForm';
import { eventBody, eventDateRange, eventErrors, eventFormOf, type EventFormValues } from './eventForm';
import styles from './events.module.css';

/**
 * Change an event's details (reschedule; hosts): the create form filled with the event, the
 * design kept. A new date or time is a reschedule the server tells every guest who answered about.
 */
export default function EditEventPanel({ event }: { event: InviteEvent }) {
  const now = useClientNow() ?? new Date();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<EventFormValues>(() => eventFormOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [update, { isLoading }] = useInviteUpdateMutation();

  const submit = async () => {
    const found = eventErrors(values);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    const answer = await update({ id: event._id, body: eventBody(values, event.templateId) });
    if (answer.data) {
      const moved = answer.data.date !== event.date || answer.data.time !== event.time;
      setOpen(false);
      return setResult({ ok: true, text: moved ? 'Saved. Guests who answered will hear about the new date and time.' : 'Saved.' });
    }
    const fields = fieldErrorsOf(answer.error);
    if (fields) setErrors(fields);
    else setResult({ ok: false, text: failureText(answer.error, 'Could not save the changes. Please try again.') });
  };

  return (
    <section className={styles.section} aria-label="Edit event">
      {open ? (
        <EventForm
          values={values}
          onChange={setValues}
          onSubmit={() => void submit()}
          errors={errors}
          busy={isLoading}
          submitLabel="Save changes"
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
          Edit details or reschedule
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
