import { useId, useState } from 'react';
import { localFailureText } from '../chat/failureText';
import { usePhotoZipLinkMutation, type GalleryArg } from '../../store/galleryApi';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';

/** The guest's zip of the web-size photos, streamed by the server. */
export function guestZipHref(share: string, orderId?: string): string {
  const query = new URLSearchParams(orderId ? { orderId, share } : { share });
  return `/api/photo/zip?${query.toString()}`;
}

/** Starts a download of `url` the way a click on a link would (the link is short-lived: used at once). */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download all (zip)". A guest gets the web-size zip through a plain link. The owner chooses
 * web size or originals, the server answers a link valid for a short while, and the browser downloads it
 * at once; the link also stays on screen in case the download did not start.
 */
export default function DownloadAll({ gallery }: { gallery: GalleryArg }) {
  const t = useT('gallery');
  const locale = useLocale();
  const [originals, setOriginals] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [ask, { isLoading }] = usePhotoZipLinkMutation();
  const sizeId = useId();

  if (gallery.share !== undefined) {
    return (
      <a className={`${ui.button} ${ui.contained}`} href={guestZipHref(gallery.share, gallery.orderId)} download data-testid="download-all">
        {t('download.all')}
      </a>
    );
  }

  const download = async () => {
    if (isLoading) return;
    try {
      const { url } = await ask({ orderId: gallery.orderId, originals }).unwrap();
      setProblem('');
      setLink(url);
      startDownload(url);
    } catch (error) {
      setLink(null);
      setProblem(localFailureText(locale, error, t('download.failed'), t('network')));
    }
  };

  return (
    <div className={styles.actions}>
      <label htmlFor={sizeId} className={ui.visuallyHidden}>
        {t('download.size')}
      </label>
      <select
        id={sizeId}
        className={styles.select}
        value={originals ? 'originals' : 'web'}
        onChange={(e) => setOriginals(e.target.value === 'originals')}
      >
        <option value="web">{t('download.web')}</option>
        <option value="originals">{t('download.originals')}</option>
      </select>
      <button
        type="button"
        className={`${ui.button} ${ui.contained}`}
        onClick={() => void download()}
        aria-busy={isLoading}
        data-testid="download-all"
      >
        {isLoading ? t('download.preparing') : t('download.all')}
      </button>
      {link && (
        <p className={styles.muted} role="status">
          {t.rich('download.started', {
            link: (chunks) => (
              <a href={link} download>
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </div>
  );
}
