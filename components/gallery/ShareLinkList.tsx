import { useState } from 'react';
import { localFailureText } from '../chat/failureText';
import { useShareLinksQuery, useShareRevokeMutation } from '../../store/galleryApi';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/** Props of `ShareLinkList`. */
export interface ShareLinkListProps {
  orderId: string;
  /** A link was revoked. */
  onRevoked: (shareId: string) => void;
}

/** The live share links of a gallery: when each was made and when it expires, each with Revoke. */
export default function ShareLinkList({ orderId, onRevoked }: ShareLinkListProps) {
  const t = useT('gallery');
  const locale = useLocale();
  const { date } = useFormat();
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
      setProblem(localFailureText(locale, error, t('links.failed'), t('network')));
    }
  };

  if (!query.data) return <QueryFallback query={query} loading={t('links.loading')} failure={t('links.loadFailed')} />;
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>{t('links.heading')}</h3>
      {query.data.length === 0 ? (
        <p className={styles.muted}>{t('links.none')}</p>
      ) : (
        <ul className={styles.links} data-testid="share-links">
          {query.data.map((link) => (
            <li key={link._id}>
              <span>{t('links.made', { made: date(link.createdAt), expires: date(link.expiresAt) })}</span>
              <button
                type="button"
                className={`${ui.button} ${ui.outlined} ${ui.small}`}
                onClick={() => void turnOff(link._id)}
                aria-busy={isLoading && originalArgs?.shareId === link._id}
              >
                {t('links.revoke')}
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
