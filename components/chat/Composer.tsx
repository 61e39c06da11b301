import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MAX_IMAGES, CHAT_TEXT_MAX } from '../../lib/chat/rules';
import { useChatPhotoUploadMutation } from '../../store/chatApi';
import { useLocale, useT } from '../i18n/I18nProvider';
import { localFailureText } from './failureText';
import styles from './chat.module.css';
import { useNetworkNotice } from './useNetworkNotice';

/** The photo types the chat takes (as the upload route: jpg, png, webp, heic). */
export const CHAT_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

interface Attached {
  name: string;
  key: string | null;
  error: string | null;
}

/**
 * The message box: text of 1-1,000 characters and up to 5 photos (each uploaded at once
 * through `POST /api/chat/photos`), Send (or Enter without Shift on a keyboard). The API's 400, 409 and 429
 * messages show under it as they are; "Network error…" goes once the connection is back (`recovered` bumped).
 */
export default function Composer({
  onSend,
  recovered = 0,
}: {
  onSend: (text: string, imageKeys: string[]) => Promise<string | null>;
  recovered?: number;
}) {
  const t = useT('chat');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Attached[]>([]);
  // "Network error…" said before the connection came back no longer holds
  const [message, setMessage] = useNetworkNotice(recovered);
  const [upload] = useChatPhotoUploadMutation();
  const input = useRef<HTMLTextAreaElement>(null);
  const uploading = photos.some((photo) => photo.key === null && photo.error === null);
  const keys = photos.flatMap((photo) => (photo.key ? [photo.key] : []));
  const canSend = (text.trim() !== '' || keys.length > 0) && !uploading;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = CHAT_MAX_IMAGES - photos.length;
    if (files.length > room) setMessage(t('composer.maxPhotos', { max: CHAT_MAX_IMAGES }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const name = file.name;
      if (file.size > MAX_PHOTO_BYTES) {
        setMessage(t('composer.tooLarge'));
        continue;
      }
      setPhotos((list) => [...list, { name, key: null, error: null }]);
      const answer = await upload(file);
      setPhotos((list) =>
        list.map((photo) =>
          photo.name === name && photo.key === null && photo.error === null
            ? answer.data
              ? { ...photo, key: answer.data.key }
              : { ...photo, error: localFailureText(locale, answer.error, t('composer.photoFailed'), t('network')) }
            : photo,
        ),
      );
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const body = text.trim();
    setText('');
    setPhotos([]);
    setMessage(null);
    const problem = await onSend(body, keys);
    if (problem) setMessage(problem);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)}>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      {photos.length > 0 && (
        <ul className={styles.attached} aria-label={t('composer.photos')}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              {photo.error ?? (photo.key ? photo.name : t('composer.uploading', { name: photo.name }))}
              <button
                type="button"
                className={styles.linkButton}
                aria-label={t('composer.remove', { name: photo.name })}
                onClick={() => setPhotos((list) => list.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inputRow}>
        <label className={styles.attach} title={t('composer.addPhotos')}>
          <span className={styles.visuallyHidden}>{t('composer.addPhotos')}</span>
          <span aria-hidden="true">📷</span>
          <input
            type="file"
            accept={CHAT_PHOTO_ACCEPT}
            multiple
            className={styles.visuallyHidden}
            disabled={photos.length >= CHAT_MAX_IMAGES}
            onChange={(e) => void onFiles(e)}
          />
        </label>
        <label htmlFor={`${id}-text`} className={styles.visuallyHidden}>
          {t('composer.message')}
        </label>
        <textarea
          ref={input}
          id={`${id}-text`}
          className={styles.input}
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={!canSend}>
          {t('composer.send')}
        </button>
      </div>
      {text.length > CHAT_TEXT_MAX - 100 && (
        <p className={styles.counter} aria-live="polite">
          {text.length} / {CHAT_TEXT_MAX}
        </p>
      )}
    </form>
  );
}
