import type { PhotographyLandingProps } from '../../lib/contracts/photography';
import { breadcrumbJsonLd, faqPageJsonLd, type JsonLd } from '../../lib/jsonLd';
import { BRAND, SITE_URL, canonicalUrl } from '../../lib/site';
import Breadcrumbs from '../common/Breadcrumbs';
import ButtonLink from '../common/ButtonLink';
import PageHero from '../common/PageHero';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import WhatsAppCta from '../common/WhatsAppCta';
import { useT } from '../i18n/I18nProvider';
import HowItWorks from './HowItWorks';
import OccasionLinks from './OccasionLinks';
import OccasionTabs from './OccasionTabs';
import PhotographyFaq from './PhotographyFaq';
import styles from './photography.module.css';

/** schema.org `Service` of a photography landing page, with the real price range of its packages (INR). */
function photographyServiceJsonLd({ seo, heading, place, groups }: PhotographyLandingProps): JsonLd {
  const prices = groups.flatMap((group) => group.packages.map((pkg) => pkg.price));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: heading,
    serviceType: 'Event photography',
    description: seo.description,
    url: canonicalUrl(seo.path),
    areaServed: place ? { '@type': 'City', name: place.cityName } : { '@type': 'Country', name: 'India' },
    provider: { '@type': 'Organization', name: BRAND, url: SITE_URL },
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
          },
        }
      : {}),
  };
}

/** The breadcrumb trail of a landing page: Home, the city, the locality, Photography. */
function landingCrumbs({ place, seo }: PhotographyLandingProps, t: (key: string) => string): { name: string; path: string }[] {
  const crumbs = [{ name: t('crumbs.home'), path: '/' }];
  if (place) crumbs.push({ name: place.cityName, path: `/${place.citySlug}` });
  if (place?.localitySlug) crumbs.push({ name: place.localityName ?? '', path: `/${place.citySlug}/${place.localitySlug}` });
  crumbs.push({ name: t('crumbs.photography'), path: seo.path });
  return crumbs;
}

/**
 * `/photography-page` and its city and locality variants (light, server-rendered): hero, the two
 * occasion groups as tabs of package cards (real prices in whole rupees), how it works, links to every
 * occasion and the 25-question FAQ with FAQPage JSON-LD. A city page preselects its city for the booking.
 */
export default function PhotographyLanding(props: PhotographyLandingProps) {
  const { seo, heading, intro, groups, occasions, faq, steps, place } = props;
  const t = useT('photography');
  const crumbs = landingCrumbs(props, t);
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        path={seo.path}
        jsonLd={[photographyServiceJsonLd(props), faqPageJsonLd(faq), ...(place ? [breadcrumbJsonLd(crumbs)] : [])]}
      />
      <PageHero
        heading={heading}
        intro={intro}
        image="/images/services/photography.svg"
        imageAlt={t('landing.imageAlt')}
        actions={
          <>
            <ButtonLink size="large" href="#packages">
              {t('landing.seePackages')}
            </ButtonLink>
            <WhatsAppCta service={t('landing.whatsappService')} size="large" label={t('landing.askWhatsapp')} />
          </>
        }
      />
      <div className={`${ui.container} ${styles.page}`}>
        {place && <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />}
        <OccasionTabs groups={groups} citySlug={place?.citySlug} />
        <HowItWorks steps={steps} />
        <OccasionLinks occasions={occasions} />
        <PhotographyFaq entries={faq} />
      </div>
    </>
  );
}
