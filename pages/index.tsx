import Image from 'next/image';
import type { ReactNode } from 'react';
import ButtonLink from '../components/common/ButtonLink';
import { heroImageLoader } from '../components/common/PageHero';
import RouterLink from '../components/common/RouterLink';
import Seo from '../components/common/Seo';
import ui from '../components/common/ui.module.css';
import CategoryGrid from '../components/services/CategoryGrid';
import { CITY_LINKS, HOME_APP_LINKS, HOME_BANNERS, HOME_EVENTS, HOME_SERVICES, HOME_STEPS } from '../data/home';
import { cityPath, ROUTES } from '../lib/routes';
import { BRAND, SITE_URL, SOCIAL_LINKS } from '../lib/site';
import styles from './index.module.css';
import { staticMessages } from '../server/i18n/pageMessages';

const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: BRAND,
  url: SITE_URL,
  logo: `${SITE_URL}/favicon.svg`,
  ...(SOCIAL_LINKS.length > 0 ? { sameAs: SOCIAL_LINKS.map((s) => s.href) } : {}),
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.container} ${styles.section}`}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Home page (statically rendered): banners, services, invites and chat, event categories, how booking works, cities. */
export default function HomePage() {
  const [hero, ...banners] = HOME_BANNERS;
  return (
    <>
      <Seo
        title={`Book a Chef, Balloon Decoration & Party Services at Home | ${BRAND}`}
        description="Book a chef or cook for your party, balloon decoration, photography, party food delivery and live buffet catering at home in Delhi NCR, Bengaluru, Mumbai, Hyderabad and more."
        path="/"
        jsonLd={[organizationJsonLd]}
      />
      <div className={styles.hero}>
        <div className={`${ui.container} ${styles.heroLayout}`}>
          <div>
            <h1 className={styles.heroTitle}>Party services at your home</h1>
            <p className={styles.lead}>
              Book a chef or cook for your party, balloon decoration, photography, party food delivery and live buffet catering, in cities
              across India.
            </p>
            <div className={styles.actions}>
              <ButtonLink href={hero.href} size="large">
                {hero.cta}
              </ButtonLink>
              <ButtonLink href={ROUTES.decoration} size="large" variant="outlined">
                Balloon Decoration
              </ButtonLink>
            </div>
          </div>
          {/* The LCP element on phones: a pre-sized WebP preloaded at high priority, never lazy. */}
          <Image
            src={hero.image}
            alt="A chef cooking party dishes in a home kitchen"
            width={1200}
            height={500}
            loader={heroImageLoader}
            sizes="(min-width: 1200px) 620px, (min-width: 900px) 55vw, calc(100vw - 32px)"
            preload
            fetchPriority="high"
            className={styles.fill}
          />
        </div>
      </div>

      <Section id="offers" title="Make your party easy">
        <div className={styles.banners}>
          {banners.map((banner) => (
            <article key={banner.href} className={styles.banner}>
              <Image src={banner.image} alt="" width={1200} height={500} unoptimized className={styles.fill} />
              <div className={styles.bannerBody}>
                <h3 className={styles.bannerTitle}>{banner.title}</h3>
                <p className={styles.bannerText}>{banner.text}</p>
                <RouterLink href={banner.href} className={styles.bannerLink}>
                  {banner.cta}
                </RouterLink>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="services" title="Our services">
        <CategoryGrid tiles={HOME_SERVICES} />
      </Section>

      <Section id="invite-chat" title="Invite, chat and plan">
        <ul className={styles.appLinks}>
          {HOME_APP_LINKS.map((link) => (
            <li key={link.href}>
              <RouterLink href={link.href} className={styles.appLink}>
                <span className={styles.appLinkTitle}>{link.title}</span>
                <span className={styles.appLinkText}>{link.text}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="events" title="Plan by occasion">
        <CategoryGrid tiles={HOME_EVENTS} />
      </Section>

      <Section id="how-it-works" title="How booking works">
        <ol className={styles.steps}>
          {HOME_STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>
                {index + 1}. {step.title}
              </h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="cities" title="Party services in your city">
        <ul className={styles.cities}>
          {CITY_LINKS.map((city) => (
            <li key={city.slug}>
              <ButtonLink href={cityPath(city.slug)} variant="outlined" size="small">
                {city.name}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

HomePage.usesMui = false;

export const getStaticProps = staticMessages();
