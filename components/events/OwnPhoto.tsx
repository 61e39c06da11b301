import { useId, useState, type ChangeEvent } from 'react';
import { INVITE_IMAGE_MAX_BYTES } from '../../lib/events/limits';
import { useInviteImageResetMutation, useInviteImageUploadMutation } from '../../store/eventsApi';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import styles from './events.module.css';

/** The photo types an invite takes (jpg/png/webp/heic). */
export const INVITE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';

/**
 * "Use my own photo" in the design step: the host's jpg/png/webp/heic photo up to 10 MB through
 * `PUT .../image` with an upload progress bar, and "Remove photo" (`DELETE .../image`) back to the template. The
 * template's texts are drawn over the photo by the server; the event (and so the preview, the share page and its
 * og:image, all versioned by `v=`) is fetched again after either. A file over 10 MB is refused here with the
 * API's own 413 words, before 10 MB go up a phone connection; every other refusal (415, 403, 410) is the API's
 * message as it is.
 */
export default function OwnPhoto({ eventId, customImage }: { eventId: string; customImage: boolean }) {
  const t = useT('templates');
  const locale = useLocale();
  const id = useId();
  const [upload, uploading] = useInviteImageUploadMutation();
  const [reset, resetting] = useInviteImageResetMutation();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = uploading.isLoading || resetting.isLoading;

  const onFile = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    change.target.value = ''; // the same file may be picked again after a failure
    if (!file) return;
    setDone(null);
    // the API's 413 words for one file over the limit
    if (file.size > INVITE_IMAGE_MAX_BYTES)
      return setFailure(t('photo.large', { name: file.name, max: INVITE_IMAGE_MAX_BYTES / 1024 / 1024 }));
    setFailure(null);
    setProgress(0);
    const answer = await upload({ id: eventId, file, onProgress: setProgress });
    if (answer.error) return setFailure(localFailureText(locale, answer.error, t('photo.uploadFailed'), t('network')));
    setDone(t('photo.saved'));
  };

  const onRemove = async () => {
    setFailure(null);
    setDone(null);
    const answer = await reset(eventId);
    if (answer.error) return setFailure(localFailureText(locale, answer.error, t('photo.removeFailed'), t('network')));
    setDone(t('photo.template'));
  };

  const percent = Math.round(progress * 100);
  return (
    <section className={styles.ownPhoto} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.ownPhotoTitle}>
        {t('photo.title')}
      </h3>
      <p className={styles.muted} id={`${id}-hint`}>
        {t('photo.hint')}
      </p>
      <div className={styles.row}>
        <label className={`${ui.button} ${ui.outlined} ${ui.large} ${styles.fileButton}`} data-busy={busy || undefined}>
          {customImage ? t('photo.change') : t('photo.use')}
          <input
            type="file"
            accept={INVITE_PHOTO_ACCEPT}
            className={ui.visuallyHidden}
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={(change) => void onFile(change)}
          />
        </label>
        {customImage && (
          <button type="button" className={`${ui.button} ${ui.text} ${ui.large}`} disabled={busy} onClick={() => void onRemove()}>
            {resetting.isLoading ? t('photo.removing') : t('photo.remove')}
          </button>
        )}
      </div>
      {uploading.isLoading && (
        <div className={styles.uploadProgress}>
          <progress max={100} value={percent} aria-label={t('photo.upload')} />
          <span aria-live="polite">{t('photo.uploading', { percent })}</span>
        </div>
      )}
      {failure && (
        <p className={form.error} role="alert">
          {failure}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {done}
        </p>
      )}
    </section>
  );
}
