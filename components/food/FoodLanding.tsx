import type { EnquiryCity, EnquiryLimits, FoodLandingContent } from '../../data/food/landing';
import { faqPageJsonLd, type JsonLd } from '../../lib/jsonLd';
import { BRAND, SITE_URL, canonicalUrl } from '../../lib/site';
import ButtonLink from '../common/ButtonLink';
import PageHero from '../common/PageHero';
import RouterLink from '../common/RouterLink';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import WhatsAppCta from '../common/WhatsAppCta';
import { useT } from '../i18n/I18nProvider';
import EnquiryForm from './EnquiryForm';
import styles from './FoodLanding.module.css';
import FoodLandingFaq from './FoodLandingFaq';
import FoodLandingServices from './FoodLandingServices';

/** schema.org `Service` of a party-food landing page (India-wide). */
export function foodLandingServiceJsonLd(
  content: Pick<FoodLandingContent, 'heading' | 'whatsappService' | 'seoDescription' | 'path'>,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: content.heading,
    serviceType: content.whatsappService,
    description: content.seoDescription,
    url: canonicalUrl(content.path),
    areaServed: { '@type': 'Country', name: 'India' },
    provider: { '@type': 'Organization', name: BRAND, url: SITE_URL },
  };
}

/** Props of `FoodLanding`: the page's copy (data/food/landing.ts), our cities and the enquiry's limits. */
export interface FoodLandingProps {
  content: FoodLandingContent;
  cities: readonly EnquiryCity[];
  limits: EnquiryLimits;
}

/**
 * `/bulk-food-delivery` and `/caterers` (the large-party flow), light (no MUI): hero, the three services with
 * links into their flows, what is included, how it works, the enquiry form for more than 100 guests, and
 * an FAQ with FAQPage JSON-LD. Everything but the form's sending is in the server HTML.
 */
export default function FoodLanding({ content, cities, limits }: FoodLandingProps) {
  const t = useT('foodLanding');
  return (
    <>
      <Seo
        title={content.seoTitle}
        description={content.seoDescription}
        path={content.path}
        jsonLd={[foodLandingServiceJsonLd(content), faqPageJsonLd(content.faq)]}
      />
      <PageHero
        heading={content.heading}
        intro={content.intro}
        image={content.image}
        imageAlt={content.imageAlt}
        actions={
          <>
            <ButtonLink size="large" href="#enquiry">
              {t('hero.enquiry')}
            </ButtonLink>
            <WhatsAppCta service={content.whatsappService} size="large" label={t('hero.whatsapp')} />
          </>
        }
      />
      <div className={ui.container}>
        <section className={styles.section} aria-labelledby="services-heading">
          <h2 id="services-heading" className={styles.sectionTitle}>
            {content.servicesHeading}
          </h2>
          <FoodLandingServices services={content.services} />
        </section>
        <div className={`${styles.section} ${styles.columns}`}>
          <section aria-labelledby="included-heading">
            <h2 id="included-heading" className={styles.sectionTitle}>
              {t('included')}
            </h2>
            <ul className={styles.list}>
              {content.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="how-heading">
            <h2 id="how-heading" className={styles.sectionTitle}>
              {t('how')}
            </h2>
            <ol className={styles.list}>
              {content.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        <section id="enquiry" className={`${styles.section} ${styles.enquiry}`} aria-labelledby="enquiry-heading">
          <div>
            <h2 id="enquiry-heading" className={styles.sectionTitle}>
              {content.enquiryHeading}
            </h2>
            <p className={styles.lead}>{content.enquiryIntro}</p>
            <p className={styles.lead}>
              {t.rich('online', {
                max: limits.onlineMaxGuests,
                link: (chunks) => <RouterLink href={limits.onlineHref}>{chunks}</RouterLink>,
              })}
            </p>
          </div>
          <EnquiryForm service={content.service} cities={cities} limits={limits} />
        </section>
        <div className={styles.bottom}>
          <FoodLandingFaq heading={content.faqHeading} entries={content.faq} />
        </div>
      </div>
    </>
  );
}
