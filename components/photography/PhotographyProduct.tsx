import { photographyCategoryPath } from '../../data/photography/paths';
import type { PhotographyProductProps } from '../../lib/contracts/photography';
import { formatRupees } from '../../lib/format';
import { breadcrumbJsonLd, faqPageJsonLd, type JsonLd } from '../../lib/jsonLd';
import { ROUTES } from '../../lib/routes';
import { BRAND, canonicalUrl } from '../../lib/site';
import Breadcrumbs from '../common/Breadcrumbs';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import PackageFacts from './PackageFacts';
import PackageGallery from './PackageGallery';
import PackageList from './PackageList';
import PhotographyBookingPanel from './PhotographyBookingPanel';
import PhotographyFaq from './PhotographyFaq';
import ShareLink from './ShareLink';
import styles from './photography.module.css';

/** schema.org `Service` of one package with its one real price (INR, GST included). */
function packageJsonLd({ pkg, seo }: PhotographyProductProps): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: pkg.name,
    serviceType: 'Event photography',
    description: pkg.description,
    url: canonicalUrl(seo.path),
    provider: { '@type': 'Organization', name: BRAND },
    offers: { '@type': 'Offer', price: pkg.price, priceCurrency: 'INR', url: canonicalUrl(seo.path) },
  };
}

/**
 * `/photography-page/product/{slug}` (light, server-rendered): gallery, the real price (whole rupees),
 * hours, photos and delivery, inclusions, the booking panel (add-ons, extra hours, live bill, Book Now), a
 * share link, part of the FAQ and similar packages of the same occasion group.
 */
export default function PhotographyProduct(props: PhotographyProductProps) {
  const { pkg, occasion, groupName, similar, faq, place, seo } = props;
  const t = useT('photography');
  const crumbs = [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.photography'), path: ROUTES.photography },
    { name: t('occasionPhotography', { occasion: occasion.name }), path: photographyCategoryPath(occasion.slug) },
    { name: pkg.name, path: seo.path },
  ];
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <Seo
        title={seo.title}
        description={seo.description}
        path={seo.path}
        jsonLd={[breadcrumbJsonLd(crumbs), packageJsonLd(props), faqPageJsonLd(faq)]}
      />
      <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />
      <div className={styles.product}>
        <div>
          <PackageGallery images={pkg.images} name={pkg.name} />
          <h1 className={styles.heading} style={{ marginTop: 16 }}>
            {pkg.name}
          </h1>
          <p className={styles.price}>{formatRupees(pkg.price)}</p>
          <PackageFacts pkg={pkg} />
          <p className={styles.lead} style={{ marginTop: 12 }}>
            {pkg.description}
          </p>
          <h2 className={styles.panelTitle}>{t('product.included')}</h2>
          <ul className={styles.inclusions}>
            {pkg.inclusions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className={styles.optionHint}>{t('product.groupPackage', { groupName })}</p>
          <ShareLink title={pkg.name} path={seo.path} />
        </div>
        <PhotographyBookingPanel pkg={pkg} place={place} />
      </div>
      <PhotographyFaq entries={faq} heading={t('faq.packageHeading')} />
      {similar.length > 0 && (
        <section className={styles.section} aria-labelledby="similar-heading">
          <h2 id="similar-heading" className={styles.sectionTitle}>
            {t('product.similar')}
          </h2>
          <PackageList packages={similar} citySlug={place?.citySlug} />
        </section>
      )}
    </div>
  );
}
