import { useId, useState } from 'react';
import { localFailureText } from '../chat/failureText';
import { useShareCreateMutation } from '../../store/galleryApi';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import ShareLinkList from './ShareLinkList';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/** An absolute URL for a link the API may answer as a path. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * "Share with guests": creates a read-only link to the gallery (valid 90 days), shows it with
 * Copy (clipboard) and Share (the Web Share API, where the browser has it), and lists the live links with
 * their expiry and a Revoke button. The server keeps only a hash of each link, so a link is shown once,
 * when it is created.
 */
export default function SharePanel({ orderId }: { orderId: string }) {
  const t = useT('gallery');
  const locale = useLocale();
  const { date } = useFormat();
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
      setProblem(localFailureText(locale, error, t('share.failed'), t('network')));
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.blocked'));
    }
  };
  const share = async (url: string) => {
    try {
      await navigator.share({ title: t('share.title'), text: t('share.text'), url });
    } catch {
      // the customer closed the share sheet: nothing to report
    }
  };

  return (
    <section className={styles.sharePanel} aria-labelledby={headingId} data-testid="share-panel">
      <h2 id={headingId} className={styles.subheading}>
        {t('share.heading')}
      </h2>
      <p className={styles.muted}>{t('share.help')}</p>
      <div>
        <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => void makeLink()} aria-busy={isLoading}>
          {isLoading ? t('share.creating') : t('share.create')}
        </button>
      </div>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {created && (
        <div className={styles.section}>
          <label htmlFor={linkId}>{t('share.link', { date: date(created.expiresAt) })}</label>
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
              {t('share.copy')}
            </button>
            {canShare && (
              <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void share(created.url)}>
                {t('share.share')}
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
          setStatus(t('share.revoked'));
        }}
      />
    </section>
  );
}
