import { ROUTES } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import states from '../common/states.module.css';
import { useT } from '../i18n/I18nProvider';

/** Props of `GalleryUnavailable`. */
export interface GalleryUnavailableProps {
  text: string;
  /** Offer the way back to the customer's galleries (owners; a guest has none). */
  backToList?: boolean;
}

/** A gallery that cannot be shown: an expired, revoked or unknown share link, or an order not in this account. */
export default function GalleryUnavailable({ text, backToList = false }: GalleryUnavailableProps) {
  const t = useT('gallery');
  return (
    <div className={states.box} data-testid="gallery-unavailable">
      <p role="alert" className={states.text}>
        {text}
      </p>
      {backToList && (
        <div className={states.actions}>
          <ButtonLink href={ROUTES.photoGallery} variant="outlined">
            {t('title')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
