import Image from 'next/image';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { rememberCityPick } from '../../client/cityPick';
import type { PlacePageProps } from '../../data/cities/placePages';
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } from '../../lib/jsonLd';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { cityPath } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import Breadcrumbs from '../common/Breadcrumbs';
import { heroImageLoader } from '../common/PageHero';
import RouterLink from '../common/RouterLink';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import FaqSection from '../common/FaqSection';
import { useLocale, useT } from '../i18n/I18nProvider';
import CategoryGrid from '../services/CategoryGrid';
import styles from './CityLanding.module.css';

/**
 * What a page generated on demand shows while its props load: a fallback render has no props, so no messages either
 * (and the text must not travel in every page's messages: a test reads "Loading..." in the HTML as a fallback page).
 */
const FALLBACK_TEXT: Record<Locale, string> = { en: 'Loading...', hi: 'लोड हो रहा है...' };
/**
 * The text sections below a phone's first screen (FAQ, about): rendered as they near the viewport. The lists of
 * area and city links are not deferred: axe (Lighthouse's accessibility audit) cannot hit-test links that have not
 * rendered, and failed their target size and contrast in some runs.
 */
const deferredSection = `${styles.section} ${styles.deferred} ${ui.deferred}`;

/**
 * Spec 2 "City page" for a city or a locality: banner, services, a 25-question FAQ, "Serving all Areas"
 * (or "No localities found"), "Other Cities", a description and the small keyword paragraph; with
 * FAQPage, BreadcrumbList and LocalBusiness JSON-LD. Everything is in the server HTML, in the page's language: the
 * props carry the names and copy in it (server/cities/pageProps), the `place` messages the rest. A logged-in
 * customer's visit saves the city as theirs.
 */
export default function CityLanding({ place, title, description, intro, services, areas, otherCities, faq, keywords }: PlacePageProps) {
  const router = useRouter();
  const t = useT('place');
  const locale = useLocale();
  const citySlug = router.isFallback ? null : place.city.slug;
  useEffect(() => {
    // a logged-in customer's city page becomes their saved city
    if (citySlug) void rememberCityPick(citySlug);
  }, [citySlug]);
  if (router.isFallback) return <p className={ui.container}>{FALLBACK_TEXT[localeOr(router.locale)]}</p>;
  const crumbs = [
    { name: t('crumb.home'), path: '/' },
    { name: place.city.name, path: cityPath(place.city.slug) },
    ...(place.locality ? [{ name: place.locality.name, path: place.canonicalPath }] : []),
  ];
  const servedPlace = { city: place.city.name, state: place.city.state, locality: place.locality?.name };
  return (
    <>
      <Seo
        title={title}
        description={description}
        path={place.canonicalPath}
        jsonLd={[
          faqPageJsonLd(faq),
          breadcrumbJsonLd(crumbs, locale),
          localBusinessJsonLd({
            place: servedPlace,
            path: place.canonicalPath,
            services: services.map((s) => ({ name: s.name, path: s.href })),
            locale,
          }),
        ]}
      />
      <div className={styles.banner}>
        <Image
          src={place.city.bannerImage}
          alt={place.city.bannerAlt}
          width={1200}
          height={400}
          loader={heroImageLoader}
          sizes="100vw"
          preload
          fetchPriority="high"
          className={styles.bannerImage}
        />
        <div className={styles.bannerText}>
          <h1 className={styles.heading}>
            {place.locality
              ? t('heading.locality', { place: place.name, city: place.city.name })
              : t('heading.city', { place: place.name })}
          </h1>
          <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />
        </div>
      </div>
      <div className={ui.container}>
        <section className={styles.section}>
          <p className={styles.lead}>{intro}</p>
          <div className={styles.actions}>
            <ButtonLink href={`${cityPath(place.city.slug)}/chef-near-me`}>{t('bookChef', { place: place.name })}</ButtonLink>
            <ButtonLink href={services.find((s) => s.code === 'decoration')?.href ?? '/balloon-decoration'} variant="outlined">
              {t('balloonDecoration')}
            </ButtonLink>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="services-heading">
          <h2 id="services-heading" className={styles.sectionTitle}>
            {t('servicesIn', { place: place.name })}
          </h2>
          <CategoryGrid tiles={services.map((s) => ({ href: s.href, title: s.name, image: s.image }))} />
        </section>
        <FaqSection
          heading={t('faqHeading', { place: place.name })}
          entries={faq}
          classNames={{ section: deferredSection, title: styles.sectionTitle, list: styles.faq }}
        />
        <section className={styles.section} aria-labelledby="areas-heading">
          <h2 id="areas-heading" className={styles.sectionTitle}>
            {t('areas')}
          </h2>
          {areas.length === 0 ? (
            <p className={styles.empty}>{t('noAreas')}</p>
          ) : (
            <ul className={styles.links}>
              {areas.map((area) => (
                <li key={area.href}>
                  <RouterLink href={area.href}>{area.name}</RouterLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.section} aria-labelledby="cities-heading">
          <h2 id="cities-heading" className={styles.sectionTitle}>
            {t('otherCities')}
          </h2>
          <ul className={styles.links}>
            {otherCities.map((city) => (
              <li key={city.href}>
                <RouterLink href={city.href}>{city.name}</RouterLink>
              </li>
            ))}
          </ul>
        </section>
        <section className={deferredSection} aria-labelledby="about-heading">
          <h2 id="about-heading" className={styles.sectionTitle}>
            {t('about', { city: place.city.name })}
          </h2>
          <p className={styles.lead}>{place.city.description}</p>
        </section>
        <p className={`${styles.keywords} ${styles.deferred} ${ui.deferred}`}>{keywords}</p>
      </div>
    </>
  );
}
