import type { PhotographyPackageCard } from '../../lib/contracts/photography';
import { useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/**
 * A package's figures as a definition list: hours covered (from arrival), photos delivered (a range),
 * retouched photos and the days after the event until the edited photos arrive.
 */
export default function PackageFacts({
  pkg,
}: {
  pkg: Pick<PhotographyPackageCard, 'hours' | 'photosMin' | 'photosMax' | 'editedPhotos' | 'deliveryDays'>;
}) {
  const t = useT('photography');
  return (
    <dl className={styles.facts}>
      <dt>{t('facts.coverage')}</dt>
      <dd>{t('facts.hours', { hours: pkg.hours })}</dd>
      <dt>{t('facts.photos')}</dt>
      <dd>{t('facts.photosValue', { min: String(pkg.photosMin), max: String(pkg.photosMax), edited: pkg.editedPhotos })}</dd>
      <dt>{t('facts.delivery')}</dt>
      <dd>{t('facts.deliveryValue', { days: pkg.deliveryDays })}</dd>
    </dl>
  );
}
