import type { GalleryPhoto } from '../../lib/contracts/photos';
import EditRequest from './EditRequest';
import FavouriteButton from './FavouriteButton';
import styles from './gallery.module.css';

/** Props of `OwnerPhotoActions`. */
export interface OwnerPhotoActionsProps {
  orderId: string;
  photo: GalleryPhoto;
  onMessage: (message: string) => void;
}

/**
 * What the owner can do with the photo in the viewer: mark it a favourite, request an edit on
 * a favourite, and download the original (EXIF location kept: theirs to choose).
 */
export default function OwnerPhotoActions({ orderId, photo, onMessage }: OwnerPhotoActionsProps) {
  return (
    <>
      <FavouriteButton
        orderId={orderId}
        photoId={photo._id}
        favourite={photo.favourite}
        onMessage={onMessage}
        className={styles.lightButton}
      />
      {photo.favourite && <EditRequest orderId={orderId} photo={photo} />}
    </>
  );
}
