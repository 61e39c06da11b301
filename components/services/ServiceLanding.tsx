import type { ReactNode } from 'react';
import type { ServiceContent } from '../../data/services';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { absoluteUrl } from '../../lib/i18n/urls';
import { BRAND, SITE_URL } from '../../lib/site';
import ButtonLink from '../common/ButtonLink';
import PageHero from '../common/PageHero';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import WhatsAppCta from '../common/WhatsAppCta';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './ServiceLanding.module.css';

/** schema.org `Service` of a landing page, its URL in the page's `locale` (texts as `service` has them). */
export function serviceJsonLd(service: ServiceContent, areaServed?: string, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.heading,
    serviceType: service.name,
    description: service.seoDescription,
    url: absoluteUrl(service.path, locale),
    areaServed: areaServed ? { '@type': 'City', name: areaServed } : { '@type': 'Country', name: 'India' },
    provider: { '@type': 'Organization', name: BRAND, url: SITE_URL },
  };
}

/**
 * A service landing page (light: no MUI): hero, what is included, how it works, and how to book. `service` is in the
 * page's language (data/servicePages.ts `servicePageIn`); the headings are the `services` messages.
 * @param areaServed the place named in the Service JSON-LD (default India); `children` follow the columns.
 */
export default function ServiceLanding({
  service,
  areaServed,
  children,
}: {
  service: ServiceContent;
  areaServed?: string;
  children?: ReactNode;
}) {
  const t = useT('services');
  const locale = useLocale();
  return (
    <>
      <Seo
        title={service.seoTitle}
        description={service.seoDescription}
        path={service.path}
        jsonLd={[serviceJsonLd(service, areaServed, locale)]}
      />
      <PageHero
        heading={service.heading}
        intro={service.intro}
        image={service.image}
        imageAlt={service.imageAlt}
        actions={
          <>
            {service.bookingLink && (
              <ButtonLink size="large" href={service.bookingLink.href}>
                {service.bookingLink.label}
              </ButtonLink>
            )}
            <WhatsAppCta service={service.name} size="large" variant={service.bookingLink ? 'outlined' : 'contained'} />
          </>
        }
      />
      <div className={`${ui.container} ${styles.columns}`}>
        <section aria-labelledby="what-you-get">
          <h2 id="what-you-get" className={styles.heading}>
            {t('whatYouGet')}
          </h2>
          <ul className={styles.list}>
            {service.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how-it-works">
          <h2 id="how-it-works" className={styles.heading}>
            {t('howItWorks')}
          </h2>
          <ol className={styles.list}>
            {service.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {!service.bookingLink && (
            <p className={styles.note}>{t('whatsAppOnly', { service: locale === 'hi' ? service.name : service.name.toLowerCase() })}</p>
          )}
        </section>
      </div>
      {children}
    </>
  );
}
