import Image from 'next/image';
import { useState } from 'react';
import { decorationCategoryHref, decorationProductHref } from '../../lib/decorationPaths';
import { formatRupees } from '../../lib/format';
import type { DecorationCategory, DecorationContext, ProductDetailsPublic } from '../../lib/contracts/decoration';
import ui from '../common/ui.module.css';
import BookingPanel from './BookingPanel';
import DecorationHead, { decorationCrumbs, placePhrase } from './DecorationHead';
import styles from './decoration.module.css';

/** `/…/product/{productName}`: gallery, price, inclusions and the booking panel. */
export default function ProductView({
  context,
  category,
  product,
}: {
  context: DecorationContext;
  category: DecorationCategory;
  product: ProductDetailsPublic;
}) {
  const [imageIndex, setImageIndex] = useState(0);
  const where = placePhrase(context);
  const image = product.images[imageIndex] ?? product.images[0];
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <DecorationHead
        context={context}
        title={`${product.name} ${where}`}
        description={`${product.description} ${formatRupees(product.price)}, set up ${where} in about ${Math.round(product.setupMinutes / 15) * 15} minutes.`.slice(
          0,
          300,
        )}
        organicPath={decorationProductHref(context.organicRoot, 'organic', category.slug, product.slug)}
        crumbs={[
          ...decorationCrumbs(context),
          { name: category.name, path: decorationCategoryHref(context.root, category.slug) },
          { name: product.name, path: decorationProductHref(context.root, context.source, category.slug, product.slug) },
        ]}
      />
      <div className={styles.product}>
        <div>
          <div className={styles.gallery}>
            {image && <Image src={image} alt={product.name} width={480} height={360} priority unoptimized />}
          </div>
          {product.images.length > 1 && (
            <div className={styles.thumbs}>
              {product.images.map((src, index) => (
                <button
                  key={src}
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === imageIndex}
                  aria-label={`Picture ${index + 1} of ${product.images.length}`}
                  onClick={() => setImageIndex(index)}
                >
                  <Image src={src} alt="" width={72} height={54} unoptimized />
                </button>
              ))}
            </div>
          )}
          <h1 className={styles.heading} style={{ marginTop: 16 }}>
            {product.name}
          </h1>
          <p>
            <span className={styles.price}>{formatRupees(product.price)}</span>
            {product.previousPrice && product.previousPrice > product.price && (
              <span className={styles.previousPrice}>{formatRupees(product.previousPrice)}</span>
            )}
          </p>
          <p className={styles.lead}>{product.description}</p>
          <h2 className={styles.sectionTitle}>What is included</h2>
          <ul>
            <li>{product.inclusions.balloonCount} balloons</li>
            <li>Colours: {product.inclusions.colours.join(', ')}</li>
            {product.inclusions.props.map((prop) => (
              <li key={prop}>{prop}</li>
            ))}
            <li>Set-up on site: about {Math.round(product.setupMinutes / 15) * 15} minutes</li>
          </ul>
        </div>
        <BookingPanel context={context} product={product} categoryName={category.name} />
      </div>
    </div>
  );
}
