import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { WALL_MAX_FILE_BYTES, WALL_NOTE_MAX } from '../../lib/events/limits';
import { formatDateTime } from '../../lib/format';
import { failureText } from '../../services/errors';
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
    if (file.size > WALL_MAX_FILE_BYTES) return setMessage('This photo is larger than 15 MB.');
    setMessage(null);
    const answer = await upload({ eventId, file });
    if (answer.error) setMessage(failureText(answer.error, 'Could not post the photo. Please try again.'));
  };

  const onNote = async (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text === '') return setMessage('Please write a thank you message.');
    setMessage(null);
    const answer = await postNote({ eventId, text });
    if (answer.error) setMessage(failureText(answer.error, 'Could not post the note. Please try again.'));
    else setNote('');
  };

  if (error) return null; // not a member (403): no wall
  return (
    <section className={styles.section} aria-labelledby={`${id}-wall`}>
      <h2 id={`${id}-wall`} className={styles.sectionTitle}>
        Event wall
      </h2>
      <div className={styles.row}>
        <label className={`${ui.button} ${ui.outlined}`}>
          {uploading.isLoading ? 'Uploading…' : 'Add a photo'}
          <input type="file" accept={WALL_ACCEPT} className={ui.visuallyHidden} onChange={(e) => void onFile(e)} />
        </label>
      </div>
      <form onSubmit={(e) => void onNote(e)} className={form.field}>
        <label className={form.label} htmlFor={`${id}-note`}>
          Thank-you note
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
          Post note
        </button>
      </form>
      {message && (
        <p className={form.error} role="alert">
          {message}
        </p>
      )}
      {data && data.items.length === 0 && <p className={styles.muted}>No photos or notes yet.</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.grid} data-testid="wall-grid">
          {data.items.map((item) => (
            <li key={item._id} className={styles.tile}>
              {item.kind === 'photo' && item.thumbUrl ? (
                <a href={item.webUrl ?? item.thumbUrl} target="_blank" rel="noopener noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- short-lived signed URL of the 400 px WebP thumbnail, sized by the API */}
                  <img
                    src={item.thumbUrl}
                    alt={`Photo by ${item.author}`}
                    width={item.width ?? 400}
                    height={item.height ?? 400}
                    loading="lazy"
                  />
                </a>
              ) : (
                <p className={styles.note}>{item.text}</p>
              )}
              <span className={styles.muted}>
                {item.author} · {formatDateTime(item.createdAt)}
              </span>
              {(item.mine || isHost) && (
                <button
                  type="button"
                  className={`${ui.button} ${ui.text} ${ui.small}`}
                  onClick={() => void remove({ eventId, imageId: item._id })}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
