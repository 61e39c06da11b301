import { formatRupees } from '../../lib/format';
import { useCopyShare } from '../common/useCopyShare';
import styles from './payments.module.css';
import split from './split.module.css';

/**
 * One co-host's pay link as their host sees it: the link to copy, and the phone's share sheet where
 * the browser has one, so the host can send it themselves (a site without WhatsApp keys sends none). Shown only on
 * the host's own order page; the link is never put in the page's meta or logged.
 */
export default function SharePayLink({ name, amount, payUrl }: { name: string; amount: number; payUrl: string }) {
  const { origin, canShare, said, copy, share } = useCopyShare();
  const url = `${origin}${payUrl}`;

  return (
    <div className={split.payLink}>
      <input className={split.input} readOnly value={url} aria-label={`Pay link for ${name}`} onFocus={(event) => event.target.select()} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void copy(url)}>
          Copy link
        </button>
        {canShare && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() =>
              void share({ title: 'Pay your share', text: `${name}, your share is ${formatRupees(amount)}. Pay it here:`, url })
            }
          >
            Share…
          </button>
        )}
      </div>
      {said && (
        <p className={styles.muted} role="status">
          {said}
        </p>
      )}
    </div>
  );
}
