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
import { useT } from '../components/i18n/I18nProvider';
import { staticMessages } from '../server/i18n/pageMessages';

const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: BRAND,
  url: SITE_URL,
  logo: `${SITE_URL}/favicon.svg`,
  ...(SOCIAL_LINKS.length > 0 ? { sameAs: SOCIAL_LINKS.map((s) => s.href) } : {}),
};

/** A home page section; `deferred` for those below a phone's first screen (ui.module.css `.deferred`). */
function Section({ id, title, deferred = false, children }: { id: string; title: string; deferred?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.container} ${styles.section}${deferred ? ` ${ui.deferred}` : ''}`}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Home page (statically rendered, in English and Hindi): banners, services, invites and chat, event categories, how
 * booking works, cities. Words are the `home` messages; service and city names the `common` ones of the menus.
 */
export default function HomePage() {
  const t = useT('home');
  const common = useT('common');
  const [hero, ...banners] = HOME_BANNERS;
  const services = HOME_SERVICES.map((service) => ({
    href: service.href,
    image: service.image,
    title: common(service.titleKey),
    text: t(`service.${service.key}.text`),
  }));
  const events = HOME_EVENTS.map((event) => ({ href: event.href, image: event.image, title: t(`event.${event.key}`) }));
  return (
    <>
      <Seo title={t('seo.title', { brand: BRAND })} description={t('seo.description')} path="/" jsonLd={[organizationJsonLd]} />
      <div className={styles.hero}>
        <div className={`${ui.container} ${styles.heroLayout}`}>
          <div>
            <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
            <p className={styles.lead}>{t('hero.lead')}</p>
            <div className={styles.actions}>
              <ButtonLink href={hero.href} size="large">
                {t(`banner.${hero.key}.cta`)}
              </ButtonLink>
              <ButtonLink href={ROUTES.decoration} size="large" variant="outlined">
                {common('nav.balloonDecoration')}
              </ButtonLink>
            </div>
          </div>
          {/* The LCP element on phones: a pre-sized WebP preloaded at high priority, never lazy. */}
          <Image
            src={hero.image}
            alt={t('hero.imageAlt')}
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

      <Section id="offers" title={t('section.offers')}>
        <div className={styles.banners}>
          {banners.map((banner) => (
            <article key={banner.href} className={styles.banner}>
              <Image src={banner.image} alt="" width={1200} height={500} unoptimized className={styles.fill} />
              <div className={styles.bannerBody}>
                <h3 className={styles.bannerTitle}>{t(`banner.${banner.key}.title`)}</h3>
                <p className={styles.bannerText}>{t(`banner.${banner.key}.text`)}</p>
                <RouterLink href={banner.href} className={styles.bannerLink}>
                  {t(`banner.${banner.key}.cta`)}
                </RouterLink>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="services" deferred title={t('section.services')}>
        <CategoryGrid tiles={services} />
      </Section>

      <Section id="invite-chat" deferred title={t('section.inviteChat')}>
        <ul className={styles.appLinks}>
          {HOME_APP_LINKS.map((link) => (
            <li key={link.href}>
              <RouterLink href={link.href} className={styles.appLink}>
                <span className={styles.appLinkTitle}>{common(link.titleKey)}</span>
                <span className={styles.appLinkText}>{t(`app.${link.key}.text`)}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="events" deferred title={t('section.events')}>
        <CategoryGrid tiles={events} />
      </Section>

      <Section id="how-it-works" deferred title={t('section.howItWorks')}>
        <ol className={styles.steps}>
          {HOME_STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>
                {index + 1}. {t(`step.${step}.title`)}
              </h3>
              <p className={styles.stepText}>{t(`step.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="cities" deferred title={t('section.cities')}>
        <ul className={styles.cities}>
          {CITY_LINKS.map((city) => (
            <li key={city.slug}>
              <ButtonLink href={cityPath(city.slug)} variant="outlined" size="small">
                {common(`city.${city.slug}`)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

HomePage.usesMui = false;

export const getStaticProps = staticMessages(['home']);
