import Image from 'next/image';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { rememberCityPick } from '../../client/cityPick';
import type { PlacePageProps } from '../../data/cities/placePages';
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } from '../../lib/jsonLd';
import { cityPath } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import Breadcrumbs from '../common/Breadcrumbs';
import { heroImageLoader } from '../common/PageHero';
import RouterLink from '../common/RouterLink';
import Seo from '../common/Seo';
import ui from '../common/ui.module.css';
import FaqSection from '../common/FaqSection';
import CategoryGrid from '../services/CategoryGrid';
import styles from './CityLanding.module.css';

const SERVICE_IMAGES: Record<string, string> = {
  'Chef for Party': '/images/services/chef.svg',
  'Balloon Decoration': '/images/services/decoration.svg',
  Photography: '/images/services/photography.svg',
  'Party Food Delivery': '/images/services/food-delivery.svg',
  'Live Buffet Catering': '/images/services/live-catering.svg',
};

/**
 * Spec 2 "City page" for a city or a locality: banner, services, a 25-question FAQ, "Serving all Areas"
 * (or "No localities found"), "Other Cities", a description and the small keyword paragraph; with
 * FAQPage, BreadcrumbList and LocalBusiness JSON-LD. Everything is in the server HTML. A logged-in customer's visit
 * saves the city as theirs.
 */
export default function CityLanding({ place, title, description, intro, services, areas, otherCities, faq, keywords }: PlacePageProps) {
  const router = useRouter();
  const citySlug = router.isFallback ? null : place.city.slug;
  useEffect(() => {
    // a logged-in customer's city page becomes their saved city
    if (citySlug) void rememberCityPick(citySlug);
  }, [citySlug]);
  if (router.isFallback) return <p className={ui.container}>Loading...</p>;
  const crumbs = [
    { name: 'Home', path: '/' },
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
          breadcrumbJsonLd(crumbs),
          localBusinessJsonLd({
            place: servedPlace,
            path: place.canonicalPath,
            services: services.map((s) => ({ name: s.name, path: s.href })),
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
            Chef, Decoration &amp; Party Services in {place.name}
            {place.locality ? `, ${place.city.name}` : ''}
          </h1>
          <Breadcrumbs items={crumbs} className={styles.breadcrumbs} />
        </div>
      </div>
      <div className={ui.container}>
        <section className={styles.section}>
          <p className={styles.lead}>{intro}</p>
          <div className={styles.actions}>
            <ButtonLink href={`${cityPath(place.city.slug)}/chef-near-me`}>Book a Chef in {place.name}</ButtonLink>
            <ButtonLink href={services.find((s) => s.name === 'Balloon Decoration')?.href ?? '/balloon-decoration'} variant="outlined">
              Balloon Decoration
            </ButtonLink>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="services-heading">
          <h2 id="services-heading" className={styles.sectionTitle}>
            Our services in {place.name}
          </h2>
          <CategoryGrid
            tiles={services.map((s) => ({ href: s.href, title: s.name, image: SERVICE_IMAGES[s.name] ?? '/images/services/chef.svg' }))}
          />
        </section>
        <FaqSection
          heading={`Frequently asked questions about party services in ${place.name}`}
          entries={faq}
          classNames={{ section: styles.section, title: styles.sectionTitle, list: styles.faq }}
        />
        <section className={styles.section} aria-labelledby="areas-heading">
          <h2 id="areas-heading" className={styles.sectionTitle}>
            Serving all Areas
          </h2>
          {areas.length === 0 ? (
            <p className={styles.empty}>No localities found</p>
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
            Other Cities
          </h2>
          <ul className={styles.links}>
            {otherCities.map((city) => (
              <li key={city.href}>
                <RouterLink href={city.href}>{city.name}</RouterLink>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="about-heading">
          <h2 id="about-heading" className={styles.sectionTitle}>
            About party services in {place.city.name}
          </h2>
          <p className={styles.lead}>{place.city.description}</p>
        </section>
        <p className={styles.keywords}>{keywords}</p>
      </div>
    </>
  );
}
