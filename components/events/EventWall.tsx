import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { WALL_MAX_FILE_BYTES, WALL_NOTE_MAX } from '../../lib/events/limits';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import { useWallDeleteMutation, useWallNoteMutation, useWallQuery, useWallUploadMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import styles from './events.module.css';

/** The photo types the wall takes. */
export const WALL_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The event wall for members (hosts, and guests who answered Going or Maybe): photos and
 * thank-you notes, newest first; a member posts a photo (jpg/png/webp/heic up to 15 MB) or a note up to 280
 * characters; guests remove their own posts, hosts anything. The API decides every rule (403, 413, 415, 429) and
 * its message is shown as it is.
 */
export default function EventWall({ eventId, isHost }: { eventId: string; isHost: boolean }) {
  const t = useT('invite');
  const locale = useLocale();
  const { dateTime } = useFormat();
  const id = useId();
  const { data, error } = useWallQuery(eventId);
  const [upload, uploading] = useWallUploadMutation();
  const [postNote, posting] = useWallNoteMutation();
  const [remove] = useWallDeleteMutation();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > WALL_MAX_FILE_BYTES) return setMessage(t('wall.large'));
    setMessage(null);
    const answer = await upload({ eventId, file });
    if (answer.error) setMessage(localFailureText(locale, answer.error, t('wall.photoFailed'), t('network')));
  };

  const onNote = async (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text === '') return setMessage(t('wall.noteEmpty'));
    setMessage(null);
    const answer = await postNote({ eventId, text });
    if (answer.error) setMessage(localFailureText(locale, answer.error, t('wall.noteFailed'), t('network')));
    else setNote('');
  };

  if (error) return null; // not a member (403): no wall
  return (
    <section className={styles.section} aria-labelledby={`${id}-wall`}>
      <h2 id={`${id}-wall`} className={styles.sectionTitle}>
        {t('wall.heading')}
      </h2>
      <div className={styles.row}>
        <label className={`${ui.button} ${ui.outlined}`}>
          {uploading.isLoading ? t('wall.uploading') : t('wall.addPhoto')}
          <input type="file" accept={WALL_ACCEPT} className={ui.visuallyHidden} onChange={(e) => void onFile(e)} />
        </label>
      </div>
      <form onSubmit={(e) => void onNote(e)} className={form.field}>
        <label className={form.label} htmlFor={`${id}-note`}>
          {t('wall.note')}
        </label>
        <textarea
          id={`${id}-note`}
          className={form.input}
          rows={2}
          maxLength={WALL_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <span className={styles.counter}>
          {[...note].length}/{WALL_NOTE_MAX}
        </span>
        <button type="submit" className={`${ui.button} ${ui.contained} ${ui.small}`} disabled={posting.isLoading}>
          {t('wall.post')}
        </button>
      </form>
      {message && (
        <p className={form.error} role="alert">
          {message}
        </p>
      )}
      {data && data.items.length === 0 && <p className={styles.muted}>{t('wall.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.grid} data-testid="wall-grid">
          {data.items.map((item) => (
            <li key={item._id} className={styles.tile}>
              {item.kind === 'photo' && item.thumbUrl ? (
                <a href={item.webUrl ?? item.thumbUrl} target="_blank" rel="noopener noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- short-lived signed URL of the 400 px WebP thumbnail, sized by the API */}
                  <img
                    src={item.thumbUrl}
                    alt={t('wall.photoBy', { author: item.author })}
                    width={item.width ?? 400}
                    height={item.height ?? 400}
                    loading="lazy"
                  />
                </a>
              ) : (
                <p className={styles.note}>{item.text}</p>
              )}
              <span className={styles.muted}>
                {item.author} · {dateTime(item.createdAt)}
              </span>
              {(item.mine || isHost) && (
                <button
                  type="button"
                  className={`${ui.button} ${ui.text} ${ui.small}`}
                  onClick={() => void remove({ eventId, imageId: item._id })}
                >
                  {t('wall.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
