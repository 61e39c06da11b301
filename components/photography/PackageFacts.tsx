import type { PhotographyPackageCard } from '../../lib/contracts/photography';
import styles from './photography.module.css';

/** "1 hour" / "4 hours". */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * A package's figures as a definition list: hours covered (from arrival), photos delivered (a range),
 * retouched photos and the days after the event until the edited photos arrive.
 */
export default function PackageFacts({
  pkg,
}: {
  pkg: Pick<PhotographyPackageCard, 'hours' | 'photosMin' | 'photosMax' | 'editedPhotos' | 'deliveryDays'>;
}) {
  return (
    <dl className={styles.facts}>
      <dt>Coverage</dt>
      <dd>{hoursText(pkg.hours)}</dd>
      <dt>Photos</dt>
      <dd>
        {pkg.photosMin}-{pkg.photosMax}, {pkg.editedPhotos} edited
      </dd>
      <dt>Delivery</dt>
      <dd>Edited photos in {pkg.deliveryDays} days</dd>
    </dl>
  );
}
