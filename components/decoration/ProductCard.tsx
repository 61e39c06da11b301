import Image from 'next/image';
import { IMAGE_NOT_AVAILABLE } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import type { ProductPublic } from '../../lib/contracts/decoration';
import RouterLink from '../common/RouterLink';
import styles from './decoration.module.css';

/**
 * A decoration in a list: cover image, name and price (a struck-through earlier price only when real).
 * @param eager the card is in the first screenful: load its image at once instead of lazily.
 */
export default function ProductCard({ product, href, eager = false }: { product: ProductPublic; href: string; eager?: boolean }) {
  const cover = product.images[0];
  return (
    <RouterLink href={href} className={styles.card} data-testid="product-card">
      {cover ? (
        <Image
          src={cover}
          alt={product.name}
          width={480}
          height={360}
          unoptimized
          loading={eager ? 'eager' : 'lazy'}
          className={styles.cardImage}
        />
      ) : (
        <div className={styles.cardImage}>{IMAGE_NOT_AVAILABLE}</div>
      )}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{product.name}</h2>
        <span className={styles.price}>{formatRupees(product.price)}</span>
        {product.previousPrice && product.previousPrice > product.price && (
          <span className={styles.previousPrice}>{formatRupees(product.previousPrice)}</span>
        )}
      </div>
    </RouterLink>
  );
}
