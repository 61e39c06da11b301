import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { serviceByKey, type ServiceKey } from '../../lib/services';
import { failedWith, failureText, isApiFailure } from '../../services/errors';
import { useContactCreateMutation } from '../../store/contactApi';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './bookingForm.module.css';

/** Props of `NotServedEnquiry`. */
export interface NotServedEnquiryProps {
  service: ServiceKey;
  pincode: string;
  /** IST date 'yyyy-MM-dd', or '' when none is chosen yet. */
  date: string;
}

type Field = 'name' | 'phone' | 'message';

/**
 * The enquiry offered where nobody serves the pincode yet, stored for customer care like the contact page's
 * (POST /api/contact: any party, unlike the large-party leads form with its 101-guest minimum); the message starts
 * with the service, the pincode and the date so they can call back about it. Plain inputs (no MUI); rendered inside
 * StoreIsland. Nothing typed is lost on an error. Texts: the `booking` domain; a Hindi page words the server's field
 * errors and answer itself.
 */
export default function NotServedEnquiry({ service, pincode, date }: NotServedEnquiryProps) {
  const t = useT('booking');
  const locale = useLocale();
  const serviceName = locale === 'en' ? serviceByKey(service).name : t(`service.${service}`);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    phone: '',
    message: date
      ? t('enquiry.draftOnDate', { service: serviceName, pincode, date: formatDate(date, locale) })
      : t('enquiry.draft', { service: serviceName, pincode }),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [send, { isLoading }] = useContactCreateMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const answer = await send(values);
    if ('data' in answer && answer.data) {
      setErrors({});
      return setResult({ ok: true, text: locale === 'en' ? answer.data.message : t('enquiry.sent') });
    }
    const failure = answer.error;
    if (isApiFailure(failure)) {
      setErrors(Object.fromEntries(failure.errors.map((e) => [e.path, locale === 'en' ? e.message : t(`enquiry.error.${e.path}`)])));
    }
    setResult({
      ok: false,
      text: failedWith(failure, 400)
        ? t('enquiry.correct')
        : locale === 'en'
          ? failureText(failure, t('enquiry.failed'))
          : t('enquiry.failed'),
    });
  };

  const field = (name: Field, label: string, control: (attrs: Record<string, unknown>) => ReactNode) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`not-served-${name}`}>
        {label}
      </label>
      {control({
        id: `not-served-${name}`,
        className: styles.input,
        value: values[name],
        'aria-invalid': Boolean(errors[name]),
        onChange: (e: { target: { value: string } }) => {
          const value = name === 'phone' ? e.target.value.replace(/\D/g, '').slice(-10) : e.target.value;
          setValues((v) => ({ ...v, [name]: value }));
          setErrors((current) => ({ ...current, [name]: undefined }));
        },
      })}
      {errors[name] && <span className={styles.error}>{errors[name]}</span>}
    </div>
  );

  if (result?.ok) {
    return (
      <p className={styles.ok} role="status">
        {result.text}
      </p>
    );
  }
  return (
    <form aria-label={t('enquiry.label')} noValidate onSubmit={(e) => void onSubmit(e)}>
      {field('name', t('enquiry.name'), (attrs) => (
        <input {...attrs} autoComplete="name" />
      ))}
      {field('phone', t('enquiry.phone'), (attrs) => (
        <input {...attrs} type="tel" inputMode="numeric" autoComplete="tel-national" />
      ))}
      {field('message', t('enquiry.message'), (attrs) => (
        <textarea {...attrs} rows={3} />
      ))}
      {result && (
        <p className={styles.error} role="alert">
          {result.text}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isLoading}>
        {isLoading ? t('enquiry.sending') : t('enquiry.send')}
      </button>
    </form>
  );
}
