import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { assignedRole } from '../../lib/punctuality';
import { useT } from '../i18n/I18nProvider';
import styles from './ProviderCard.module.css';

/** Props of `ProviderCard`: the order view's provider (first name, signed photo URL). */
export interface ProviderCardProps {
  provider: NonNullable<OrderDetails['provider']>;
  /** What the card says above the name, in the page's language: "Chef assigned" per service (lib/punctuality assignedLabel). */
  label?: string;
}

/**
 * The `orders` message saying who was assigned, per service, as lib/punctuality `assignedLabel` words it in
 * English: "provider.assigned.chef" ("Chef assigned") for a chef.
 */
export function assignedLabelKey(orderType: number): string {
  return `provider.assigned.${assignedRole(orderType)}`;
}

/** The initial of a first name ("R" of "Ramesh"), what shows when there is no photo. */
export function initialsOf(firstName: string): string {
  return firstName.trim().charAt(0).toUpperCase() || '?';
}

/**
 * The assigned provider on the customer's order page once they accepted the job: their first name and photo (served
 * from our origin; their initial without one, or when it fails to load). The start code leads the page on its own
 * (./StartCode). The page shows the status as the server has it on each load.
 */
export default function ProviderCard({ provider, label }: ProviderCardProps) {
  const t = useT('orders');
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <section className={styles.card} aria-label={t('provider.default')} data-testid="order-provider">
      {provider.photoUrl && !photoFailed ? (
        // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived URL of our own route: not for the image optimiser
        <img
          className={styles.photo}
          src={provider.photoUrl}
          alt={provider.firstName}
          width={56}
          height={56}
          onError={() => setPhotoFailed(true)}
        />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(provider.firstName)}
        </span>
      )}
      <div>
        <p className={styles.label} data-testid="order-provider-label">
          {label ?? t('provider.default')}
        </p>
        <p className={styles.name} data-testid="order-provider-name">
          {provider.firstName}
        </p>
      </div>
    </section>
  );
}
