import { useState, useSyncExternalStore } from 'react';
import { formatRupees } from '../../lib/format';
import styles from './payments.module.css';
import split from './split.module.css';

const subscribe = () => () => undefined;

/**
 * One co-host's pay link as their host sees it (issue 25 §4): the link to copy, and the phone's share sheet where
 * the browser has one, so the host can send it themselves (a site without WhatsApp keys sends none). Shown only on
 * the host's own order page; the link is never put in the page's meta or logged.
 */
export default function SharePayLink({ name, amount, payUrl }: { name: string; amount: number; payUrl: string }) {
  const origin = useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
  const canShare = useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [said, setSaid] = useState<string | null>(null);
  const url = `${origin}${payUrl}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied');
    } catch {
      setSaid('Could not copy: select the link and copy it.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Pay your share', text: `${name}, your share is ${formatRupees(amount)}. Pay it here:`, url });
    } catch {
      // the host closed the sheet: nothing to say
    }
  };

  return (
    <div className={split.payLink}>
      <input
        className={split.input}
        readOnly
        value={url}
        aria-label={`Pay link for ${name}`}
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          Copy link
        </button>
        {canShare && (
          <button type="button" className={styles.secondary} onClick={() => void share()}>
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
