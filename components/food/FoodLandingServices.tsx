import type { FoodServiceCard } from '../../data/food/landing';
import ButtonLink from '../common/ButtonLink';
import WhatsAppCta from '../common/WhatsAppCta';
import { useT } from '../i18n/I18nProvider';
import styles from './FoodLanding.module.css';

/** Props of `FoodLandingServices`: the cards (data/food/landing.ts) and the level of their titles. */
export interface FoodLandingServicesProps {
  services: readonly FoodServiceCard[];
  /** Heading level of each card's title: 3 under a section's h2 (landing pages), 2 directly under the h1 (hub). */
  titleLevel?: 2 | 3;
}

/**
 * The service cards of the party-food hub and landing pages: each with its price line ("From ₹X per plate",
 * whole rupees), what is included, its minimums, "Create your Package" into its flow and a WhatsApp button.
 */
export default function FoodLandingServices({ services, titleLevel = 3 }: FoodLandingServicesProps) {
  const t = useT('foodLanding');
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const Sub = titleLevel === 2 ? 'h3' : 'h4';
  return (
    <ul className={styles.cards}>
      {services.map((service) => (
        <li key={service.key}>
          <article className={styles.card} aria-labelledby={`service-${service.key}`} data-testid={`food-service-${service.key}`}>
            <Title id={`service-${service.key}`} className={styles.cardTitle}>
              {service.name}
            </Title>
            <p className={styles.price}>{service.price}</p>
            <p className={styles.summary}>{service.summary}</p>
            <Sub className={styles.listTitle}>{t('card.included')}</Sub>
            <ul className={styles.list}>
              {service.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Sub className={styles.listTitle}>{t('card.goodToKnow')}</Sub>
            <ul className={styles.list}>
              {service.minimums.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ButtonLink href={service.href} aria-label={t('card.createLabel', { name: service.name })}>
                {t('card.create')}
              </ButtonLink>
              <WhatsAppCta service={service.whatsappService} label={t('card.whatsapp')} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
