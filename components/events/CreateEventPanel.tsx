import { useRouter } from 'next/router';
import { useState } from 'react';
import { inviteDesignPath } from '../../lib/routes';
import { failureText } from '../../services/errors';
import { useInviteCreateMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import { useClientNow } from '../common/useClientNow';
import { fieldErrorsOf } from './apiErrors';
import EventForm from './EventForm';
import { EMPTY_EVENT, eventBody, eventDateRange, eventErrors, type EventFormValues } from './eventForm';
import styles from './events.module.css';

/**
 * "Create an invite": the event form; once the API has created the event, the design step
 * opens. The API's field errors show under their fields.
 * @param templateId the design picked on /templates before the event existed (null: the occasion's first).
 */
export default function CreateEventPanel({ templateId = null }: { templateId?: string | null }) {
  const router = useRouter();
  const now = useClientNow() ?? new Date();
  const [create, { isLoading }] = useInviteCreateMutation();
  const [values, setValues] = useState<EventFormValues>(EMPTY_EVENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = eventErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const answer = await create(eventBody(values, templateId));
    if (answer.data) return void router.push(inviteDesignPath(answer.data._id));
    const fields = fieldErrorsOf(answer.error);
    // no field shows a design's error (one removed from the catalogue since): say it under the form
    if (fields?.templateId) setFailure(fields.templateId);
    if (fields) setErrors(fields);
    else setFailure(failureText(answer.error, 'Could not create the invite. Please try again.'));
  };

  return (
    <section className={styles.section} aria-labelledby="create-invite">
      <h2 id="create-invite" className={styles.sectionTitle}>
        Create an invite
      </h2>
      {templateId && <p className={form.hint}>Your invite will use the design you picked.</p>}
      <EventForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        errors={errors}
        busy={isLoading}
        submitLabel="Create and choose a design"
        dateRange={eventDateRange(now)}
      />
      {failure && (
        <p className={form.error} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
