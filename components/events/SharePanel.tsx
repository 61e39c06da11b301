import ui from '../common/ui.module.css';
import { useCopyShare } from '../common/useCopyShare';
import { useT } from '../i18n/I18nProvider';
import { absoluteUrl, whatsAppShareUrl } from './inviteText';
import styles from './events.module.css';

/** The download URL of a rendered invite URL (`...image?size=share&v=`): the same image as an attachment. */
export function downloadUrl(imageUrl: string): string {
  return `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}download=1`;
}

/**
 * Share an invite: the short link with Copy, WhatsApp (`wa.me/?text=`) and the phone's share
 * sheet (`navigator.share`, shown only where the browser has it); with `imageUrl` (the event's `imageUrl.share`,
 * 1080x1350), "Download image" saves the rendered invite under the name the API gives it (the title's slug).
 */
export default function SharePanel({ title, sharePath, imageUrl }: { title: string; sharePath: string; imageUrl?: string }) {
  const t = useT('inviteShare');
  const { origin, canShare, said: copied, copy, share } = useCopyShare();
  const url = absoluteUrl(origin, sharePath);
  const message = t('message', { title, url });

  return (
    <section className={styles.section} aria-labelledby="share-invite">
      <h2 id="share-invite" className={styles.sectionTitle}>
        {t('heading')}
      </h2>
      <input className={styles.shareLink} readOnly value={url} aria-label={t('link')} onFocus={(e) => e.target.select()} />
      <div className={styles.row}>
        <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void copy(url)}>
          {t('copy')}
        </button>
        <a className={`${ui.button} ${ui.whatsapp}`} href={whatsAppShareUrl(message)} target="_blank" rel="noopener noreferrer">
          {t('whatsapp')}
        </a>
        {imageUrl && (
          <a className={`${ui.button} ${ui.outlined} ${ui.large}`} href={downloadUrl(imageUrl)} download>
            {t('download')}
          </a>
        )}
        {canShare && (
          <button
            type="button"
            className={`${ui.button} ${ui.contained}`}
            onClick={() => void share({ title, text: t('text', { title }), url })}
          >
            {t('share')}
          </button>
        )}
      </div>
      {copied && <p role="status">{copied}</p>}
    </section>
  );
}
