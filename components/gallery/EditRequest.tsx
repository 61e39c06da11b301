import { useId, useState, type FormEvent } from 'react';
import type { GalleryPhoto } from '../../lib/contracts/photos';
import { localFailureText } from '../chat/failureText';
import { usePhotoEditRequestMutation } from '../../store/galleryApi';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';

/** The edit note's length (3 to 500 characters; EDIT_REQUEST_MIN/MAX of lib/contracts/photos, whose zod stays out of the bundle). */
export const EDIT_NOTE_MIN = 3;
export const EDIT_NOTE_MAX = 500;

/**
 * "Request edit" on a favourite photo: a button that opens a small form with the note (3-500
 * characters, checked here and by the server); once sent, the photo's request is shown with a way to change it.
 */
export default function EditRequest({ orderId, photo }: { orderId: string; photo: GalleryPhoto }) {
  const t = useT('gallery');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // after the form closes, its button takes the keyboard focus back
  const [closed, setClosed] = useState(false);
  const close = () => {
    setOpen(false);
    setClosed(true);
  };
  const [note, setNote] = useState(photo.editRequest ?? '');
  const [problem, setProblem] = useState('');
  const [send, { isLoading }] = usePhotoEditRequestMutation();
  const noteId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (isLoading) return;
    if (text.length < EDIT_NOTE_MIN || text.length > EDIT_NOTE_MAX) {
      setProblem(t('edit.length', { min: EDIT_NOTE_MIN, max: EDIT_NOTE_MAX }));
      return;
    }
    try {
      await send({ orderId, photoId: photo._id, note: text }).unwrap();
      setProblem('');
      close();
    } catch (error) {
      setProblem(localFailureText(locale, error, t('edit.failed'), t('network')));
    }
  };

  if (!open) {
    return (
      <>
        {photo.editRequest && <span data-testid="edit-requested">{t('edit.requested', { note: photo.editRequest })}</span>}
        <button
          type="button"
          className={`${ui.button} ${ui.outlined} ${styles.lightButton}`}
          aria-expanded={false}
          onClick={() => setOpen(true)}
          autoFocus={closed}
        >
          {photo.editRequest ? t('edit.change') : t('edit.request')}
        </button>
      </>
    );
  }
  return (
    <form className={styles.editForm} onSubmit={(event) => void submit(event)} aria-label={t('edit.form')}>
      <label htmlFor={noteId}>{t('edit.what')}</label>
      <textarea
        id={noteId}
        value={note}
        maxLength={EDIT_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? problemId : undefined}
        // the form replaces the button that opened it: keep the keyboard focus with it
        autoFocus
      />
      {problem && (
        <p id={problemId} role="alert" className={styles.viewerMessage}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`${ui.button} ${ui.contained}`} aria-busy={isLoading}>
          {isLoading ? t('edit.sending') : t('edit.send')}
        </button>
        <button type="button" className={`${ui.button} ${ui.outlined} ${styles.lightButton}`} onClick={close}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
