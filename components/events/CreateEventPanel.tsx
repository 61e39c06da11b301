import { useRouter } from 'next/router';
import { useState } from 'react';
import { inviteDesignPath } from '../../lib/routes';
import { useInviteCreateMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import { useClientNow } from '../common/useClientNow';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { fieldErrorsOf, localFieldErrors } from './apiErrors';
import EventForm from './EventForm';
import { EMPTY_EVENT, eventBody, eventDateRange, eventErrors, type EventFormValues } from './eventForm';
import styles from './events.module.css';

/**
 * "Create an invite": the event form; once the API has created the event, the design step
 * opens. The API's field errors show under their fields.
 * @param templateId the design picked on /templates before the event existed (null: the occasion's first).
 */
export default function CreateEventPanel({ templateId = null }: { templateId?: string | null }) {
  const t = useT('events');
  const locale = useLocale();
  const router = useRouter();
  const now = useClientNow() ?? new Date();
  const [create, { isLoading }] = useInviteCreateMutation();
  const [values, setValues] = useState<EventFormValues>(EMPTY_EVENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = eventErrors(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const answer = await create(eventBody(values, templateId));
    if (answer.data) return void router.push(inviteDesignPath(answer.data._id));
    const apiFields = fieldErrorsOf(answer.error);
    const fields = apiFields && localFieldErrors(apiFields, locale, t('fieldInvalid'));
    // no field shows a design's error (one removed from the catalogue since): say it under the form
    if (fields?.templateId) setFailure(fields.templateId);
    if (fields) setErrors(fields);
    else setFailure(localFailureText(locale, answer.error, t('create.failed'), t('network')));
  };

  return (
    <section className={styles.section} aria-labelledby="create-invite">
      <h2 id="create-invite" className={styles.sectionTitle}>
        {t('create.heading')}
      </h2>
      {templateId && <p className={form.hint}>{t('create.picked')}</p>}
      <EventForm
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        errors={errors}
        busy={isLoading}
        submitLabel={t('create.submit')}
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
