import Image from 'next/image';
import type { PhotographyCategoryProps } from '../../lib/contracts/photography';
import { breadcrumbJsonLd } from '../../lib/jsonLd';
import { ROUTES } from '../../lib/routes';
import Breadcrumbs from '../common/Breadcrumbs';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import OccasionLinks from './OccasionLinks';
import PackageList from './PackageList';
import styles from './photography.module.css';

/**
 * `/photography-page/{catValue}`, one occasion's packages (light, server-rendered): its picture and
 * description, the package cards (real prices, whole rupees) and links to the other occasions.
 */
export default function PhotographyCategory({ occasion, groupName, packages, occasions, seo }: PhotographyCategoryProps) {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Photography', path: ROUTES.photography },
    { name: `${occasion.name} Photography`, path: seo.path },
  ];
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <Seo title={seo.title} description={seo.description} path={seo.path} jsonLd={[breadcrumbJsonLd(crumbs)]} />
      <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />
      <div className={styles.product}>
        <div>
          <h1 className={styles.heading}>{occasion.name} Photography</h1>
          <p className={styles.lead}>{occasion.description}</p>
          <p>
            {groupName} · {packages.length} {packages.length === 1 ? 'package' : 'packages'}
          </p>
        </div>
        <div className={styles.gallery}>
          <Image src={occasion.image} alt={`${occasion.name} photography illustration`} width={400} height={300} priority unoptimized />
        </div>
      </div>
      <section className={styles.section} aria-labelledby="category-packages">
        <h2 id="category-packages" className={styles.sectionTitle}>
          {occasion.name} packages
        </h2>
        <PackageList packages={packages} />
      </section>
      <OccasionLinks occasions={occasions} heading="Other occasions" current={occasion.slug} />
    </div>
  );
}
