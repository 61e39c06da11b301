import Image from 'next/image';
import type { PhotographyCategoryProps } from '../../lib/contracts/photography';
import { breadcrumbJsonLd } from '../../lib/jsonLd';
import { ROUTES } from '../../lib/routes';
import Breadcrumbs from '../common/Breadcrumbs';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import OccasionLinks from './OccasionLinks';
import PackageList from './PackageList';
import styles from './photography.module.css';

/**
 * `/photography-page/{catValue}`, one occasion's packages (light, server-rendered): its picture and
 * description, the package cards (real prices, whole rupees) and links to the other occasions.
 */
export default function PhotographyCategory({ occasion, groupName, packages, occasions, seo }: PhotographyCategoryProps) {
  const t = useT('photography');
  const crumbs = [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.photography'), path: ROUTES.photography },
    { name: t('occasionPhotography', { occasion: occasion.name }), path: seo.path },
  ];
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <Seo title={seo.title} description={seo.description} path={seo.path} jsonLd={[breadcrumbJsonLd(crumbs)]} />
      <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />
      <div className={styles.product}>
        <div>
          <h1 className={styles.heading}>{t('occasionPhotography', { occasion: occasion.name })}</h1>
          <p className={styles.lead}>{occasion.description}</p>
          <p>{t('category.count', { groupName, count: packages.length })}</p>
        </div>
        <div className={styles.gallery}>
          <Image
            src={occasion.image}
            alt={t('category.imageAlt', { occasion: occasion.name })}
            width={400}
            height={300}
            priority
            unoptimized
          />
        </div>
      </div>
      <section className={styles.section} aria-labelledby="category-packages">
        <h2 id="category-packages" className={styles.sectionTitle}>
          {t('category.packages', { occasion: occasion.name })}
        </h2>
        <PackageList packages={packages} />
      </section>
      <OccasionLinks occasions={occasions} heading={t('occasions.other')} current={occasion.slug} />
    </div>
  );
}
