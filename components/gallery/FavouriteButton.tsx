import { localFailureText } from '../chat/failureText';
import { failedWith, isApiFailure } from '../../services/errors';
import { usePhotoFavouriteMutation } from '../../store/galleryApi';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import HeartIcon from './HeartIcon';
import { useLocale, useT } from '../i18n/I18nProvider';

/** Props of `FavouriteButton`. */
export interface FavouriteButtonProps {
  orderId: string;
  photoId: string;
  favourite: boolean;
  /** The answer to show: '' after a change, the server's message (e.g. the favourites limit, 409) after a refusal. */
  onMessage: (message: string) => void;
  className?: string;
}

/**
 * The heart that marks a photo as a favourite for editing (up to the package's edited-photo
 * count). A toggle button (`aria-pressed`); the server decides, so a refusal beyond the limit shows its
 * message and the heart stays as it was.
 */
export default function FavouriteButton({ orderId, photoId, favourite, onMessage, className = '' }: FavouriteButtonProps) {
  const t = useT('gallery');
  const locale = useLocale();
  const [save, { isLoading }] = usePhotoFavouriteMutation();
  const toggle = async () => {
    if (isLoading) return; // not `disabled`: a disabled button would drop the keyboard focus
    try {
      await save({ orderId, photoId, favourite: !favourite }).unwrap();
      onMessage('');
    } catch (error) {
      // the limit's refusal (409) names the limit: another language says it in its own words with that number
      const limit = locale !== 'en' && failedWith(error, 409) && isApiFailure(error) ? /\d+/.exec(error.message)?.[0] : undefined;
      onMessage(limit ? t('favourite.limit', { limit }) : localFailureText(locale, error, t('favourite.failed'), t('network')));
    }
  };
  return (
    <button
      type="button"
      className={`${ui.button} ${ui.outlined} ${styles.favourite} ${className}`}
      aria-pressed={favourite}
      aria-busy={isLoading}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={favourite} />
      {t('favourite.label')}
    </button>
  );
}
