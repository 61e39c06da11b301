import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { serviceByKey, type ServiceKey } from '../../lib/services';
import { failedWith, failureText, isApiFailure } from '../../services/errors';
import { useContactCreateMutation } from '../../store/contactApi';
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
 * StoreIsland. Nothing typed is lost on an error.
 */
export default function NotServedEnquiry({ service, pincode, date }: NotServedEnquiryProps) {
  const when = date ? ` on ${formatDate(date)}` : '';
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    phone: '',
    message: `I'd like ${serviceByKey(service).name} at pincode ${pincode}${when}. Please call me back.`,
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
      return setResult({ ok: true, text: answer.data.message });
    }
    const failure = answer.error;
    if (isApiFailure(failure)) setErrors(Object.fromEntries(failure.errors.map((e) => [e.path, e.message])));
    setResult({
      ok: false,
      text: failedWith(failure, 400) ? 'Please correct the highlighted fields.' : failureText(failure, 'Could not send. Please try again.'),
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
    <form aria-label="Enquiry form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {field('name', 'Your name', (attrs) => (
        <input {...attrs} autoComplete="name" />
      ))}
      {field('phone', 'Mobile number', (attrs) => (
        <input {...attrs} type="tel" inputMode="numeric" autoComplete="tel-national" />
      ))}
      {field('message', 'About your party', (attrs) => (
        <textarea {...attrs} rows={3} />
      ))}
      {result && (
        <p className={styles.error} role="alert">
          {result.text}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send enquiry'}
      </button>
    </form>
  );
}
