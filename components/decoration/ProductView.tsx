import Image from 'next/image';
import { useState } from 'react';
import { decorationCategoryHref, decorationProductHref } from '../../lib/decorationPaths';
import { formatRupees } from '../../lib/format';
import type { DecorationCategory, DecorationContext, ProductDetailsPublic } from '../../lib/contracts/decoration';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
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
  const t = useT('decoration');
  const where = placePhrase(context, t);
  const minutes = Math.round(product.setupMinutes / 15) * 15;
  const image = product.images[imageIndex] ?? product.images[0];
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <DecorationHead
        context={context}
        title={t('product.title', { product: product.name, where })}
        description={t('product.description', {
          description: product.description,
          price: formatRupees(product.price),
          where,
          minutes,
        }).slice(0, 300)}
        organicPath={decorationProductHref(context.organicRoot, 'organic', category.slug, product.slug)}
        crumbs={[
          ...decorationCrumbs(context, t),
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
                  aria-label={t('product.picture', { index: index + 1, total: product.images.length })}
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
          <h2 className={styles.sectionTitle}>{t('product.included')}</h2>
          <ul>
            <li>{t('product.balloons', { count: product.inclusions.balloonCount })}</li>
            <li>{t('product.colours', { colours: product.inclusions.colours.join(', ') })}</li>
            {product.inclusions.props.map((prop) => (
              <li key={prop}>{prop}</li>
            ))}
            <li>{t('product.setup', { minutes })}</li>
          </ul>
        </div>
        <BookingPanel context={context} product={product} categoryName={category.name} />
      </div>
    </div>
  );
}
