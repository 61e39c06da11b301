import { useId, useState } from 'react';
import { formatDate } from '../../lib/format';
import { failureText } from '../../services/errors';
import { useShareCreateMutation } from '../../store/galleryApi';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import ShareLinkList from './ShareLinkList';

/** An absolute URL for a link the API may answer as a path. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * "Share with guests": creates a read-only link to the gallery (valid 90 days), shows it with
 * Copy (clipboard) and Share (the Web Share API, where the browser has it), and lists the live links with
 * their expiry and a Revoke button. The server keeps only a hash of each link, so a link is shown once,
 * when it is created.
 */
export default function SharePanel({ orderId }: { orderId: string }) {
  const [create, { isLoading }] = useShareCreateMutation();
  const [created, setCreated] = useState<{ _id: string; url: string; expiresAt: string } | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const headingId = useId();
  const linkId = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const makeLink = async () => {
    if (isLoading) return;
    try {
      const answer = await create(orderId).unwrap();
      setCreated({ _id: answer._id, url: absolute(answer.url), expiresAt: answer.expiresAt });
      setProblem('');
      setStatus('');
    } catch (error) {
      setProblem(failureText(error, 'We could not create a link. Please try again.'));
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      setStatus('Copying is blocked here: select the link and copy it.');
    }
  };
  const share = async (url: string) => {
    try {
      await navigator.share({ title: 'Our event photos', text: 'See the photos of our event', url });
    } catch {
      // the customer closed the share sheet: nothing to report
    }
  };

  return (
    <section className={styles.sharePanel} aria-labelledby={headingId} data-testid="share-panel">
      <h2 id={headingId} className={styles.subheading}>
        Share with guests
      </h2>
      <p className={styles.muted}>
        Anyone with a link can see and download the photos (web size) for 90 days. They cannot change favourites. Revoke a link to turn it
        off.
      </p>
      <div>
        <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => void makeLink()} aria-busy={isLoading}>
          {isLoading ? 'Creating a link…' : 'Create a share link'}
        </button>
      </div>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {created && (
        <div className={styles.section}>
          <label htmlFor={linkId}>Share link (valid until {formatDate(created.expiresAt)})</label>
          <div className={styles.linkRow}>
            <input
              id={linkId}
              className={styles.linkInput}
              readOnly
              value={created.url}
              onFocus={(e) => e.target.select()}
              data-testid="share-url"
            />
            <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void copy(created.url)}>
              Copy link
            </button>
            {canShare && (
              <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void share(created.url)}>
                Share…
              </button>
            )}
          </div>
        </div>
      )}
      <p role="status" className={status ? styles.success : ui.visuallyHidden}>
        {status}
      </p>
      <ShareLinkList
        orderId={orderId}
        onRevoked={(shareId) => {
          if (created?._id === shareId) setCreated(null);
          setStatus('Link turned off. Guests who open it now see that it has expired.');
        }}
      />
    </section>
  );
}
