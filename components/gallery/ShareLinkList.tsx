import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { failureText } from '../../services/errors';
import { useShareLinksQuery, useShareRevokeMutation } from '../../store/galleryApi';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';

/** Props of `ShareLinkList`. */
export interface ShareLinkListProps {
  orderId: string;
  /** A link was revoked. */
  onRevoked: (shareId: string) => void;
}

/** The live share links of a gallery: when each was made and when it expires, each with Revoke. */
export default function ShareLinkList({ orderId, onRevoked }: ShareLinkListProps) {
  const query = useShareLinksQuery(orderId);
  const [revoke, { isLoading, originalArgs }] = useShareRevokeMutation();
  const [problem, setProblem] = useState('');

  const turnOff = async (shareId: string) => {
    if (isLoading) return;
    try {
      await revoke({ orderId, shareId }).unwrap();
      setProblem('');
      onRevoked(shareId);
    } catch (error) {
      setProblem(failureText(error, 'We could not turn this link off. Please try again.'));
    }
  };

  if (!query.data) return <QueryFallback query={query} loading="Loading your share links…" failure="We could not load your share links." />;
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>Live links</h3>
      {query.data.length === 0 ? (
        <p className={styles.muted}>No live links. Guests cannot see this gallery.</p>
      ) : (
        <ul className={styles.links} data-testid="share-links">
          {query.data.map((link) => (
            <li key={link._id}>
              <span>
                Made {formatDate(link.createdAt)}, expires {formatDate(link.expiresAt)}
              </span>
              <button
                type="button"
                className={`${ui.button} ${ui.outlined} ${ui.small}`}
                onClick={() => void turnOff(link._id)}
                aria-busy={isLoading && originalArgs?.shareId === link._id}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </div>
  );
}
