import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider';
import styles from './chat.module.css';

/** The report of a message: an optional reason (up to 500 characters) sent to support. */
export default function ReportForm({
  onSubmit,
  onCancel,
  onDone,
}: {
  /** Sends the report; resolves with the API's message on failure, null when sent. */
  onSubmit: (reason: string) => Promise<string | null>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useT('chat');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await onSubmit(reason.trim());
    setBusy(false);
    if (problem) setMessage(problem);
    else setSent(true);
  };

  if (sent)
    return (
      <p className={styles.notice} role="status">
        {t('report.thanks')}{' '}
        <button type="button" className={styles.linkButton} onClick={onDone}>
          {t('report.ok')}
        </button>
      </p>
    );
  return (
    <form className={styles.report} onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-reason`}>{t('report.reason')}</label>
      <textarea id={`${id}-reason`} maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <span className={styles.row}>
        <button type="submit" className={styles.smallButton} disabled={busy}>
          {t('report.send')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {t('report.cancel')}
        </button>
      </span>
    </form>
  );
}
