import Image from 'next/image';
import { useState } from 'react';
import { useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/** A package's pictures (4:3 illustrations under public/): the chosen one large, the others as thumbnails. */
export default function PackageGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT('photography');
  const [index, setIndex] = useState(0);
  const image = images[index] ?? images[0];
  return (
    <div>
      <div className={styles.gallery}>{image && <Image src={image} alt={name} width={480} height={360} priority unoptimized />}</div>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={styles.thumb}
              aria-pressed={i === index}
              aria-label={t('gallery.picture', { index: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
            >
              <Image src={src} alt="" width={76} height={57} unoptimized />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
