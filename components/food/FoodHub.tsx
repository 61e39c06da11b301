import type { FoodHubContent } from '../../data/food/landing';
import PageHero from '../common/PageHero';
import RouterLink from '../common/RouterLink';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import { foodLandingServiceJsonLd } from './FoodLanding';
import styles from './FoodLanding.module.css';
import { useT } from '../i18n/I18nProvider';
import FoodLandingServices from './FoodLandingServices';

/**
 * The party-food hub `/party-food-delivery-live-catering-buffet` (the first food flow), light (no MUI): the
 * three services (chef, bulk delivery, live buffet) with inclusions, minimums, "From ₹X per plate" (whole
 * rupees, computed at build time) and Create your Package / WhatsApp, then the way to parties of more
 * than 100 guests (`/bulk-food-delivery`, `/caterers`).
 */
export default function FoodHub({ content }: { content: FoodHubContent }) {
  const t = useT('foodLanding');
  return (
    <>
      <Seo
        title={content.seoTitle}
        description={content.seoDescription}
        path={content.path}
        jsonLd={[
          foodLandingServiceJsonLd({
            heading: content.heading,
            whatsappService: 'Party Food Delivery and Live Buffet Catering',
            seoDescription: content.seoDescription,
            path: content.path,
          }),
        ]}
      />
      <PageHero heading={content.heading} intro={content.intro} image={content.image} imageAlt={content.imageAlt} />
      <div className={ui.container}>
        <section className={styles.section} aria-label={t('hub.services')}>
          <FoodLandingServices services={content.services} titleLevel={2} />
        </section>
        <section className={`${styles.section} ${styles.bottom}`} aria-labelledby="large-party-heading">
          <div className={styles.callout}>
            <h2 id="large-party-heading" className={styles.sectionTitle}>
              {content.largeParty.heading}
            </h2>
            <p>{content.largeParty.text}</p>
            <ul className={`${styles.linkRow} ${styles.plainList}`}>
              {content.largeParty.links.map((link) => (
                <li key={link.href}>
                  <RouterLink href={link.href}>{link.label}</RouterLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </>
  );
}
