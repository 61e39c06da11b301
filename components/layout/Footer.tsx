import type { ReactNode } from 'react';
import { CITY_LINKS } from '../../data/cities/cityLinks';
import { FOOTER_ABOUT_LINKS, FOOTER_SERVICE_LINKS, type NavLink } from '../../lib/navigation';
import { cityPath, ROUTES } from '../../lib/routes';
import { BRAND, CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_LINKS, telLink } from '../../lib/site';
import { Icon, type IconName } from '../common/icons';
import RouterLink from '../common/RouterLink';
import ui from '../common/ui.module.css';
import styles from './Footer.module.css';
import { useClientNow } from '../common/useClientNow';
import { useT } from '../i18n/I18nProvider';

const SOCIAL_ICONS: Record<string, IconName> = { Instagram: 'instagram', YouTube: 'youtube', Facebook: 'facebook', X: 'x' };
// each city's name is the common message `city.<slug>` (its Hindi name on Hindi pages)
const CITY_NAV_LINKS: readonly NavLink[] = CITY_LINKS.map((city) => ({ key: `city.${city.slug}`, href: cityPath(city.slug) }));

function Column({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section aria-label={title} className={wide ? styles.wide : undefined}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  const t = useT('common');
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <RouterLink href={link.href} className={styles.link}>
            {t(link.key)}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 2 Footer: About, Services, the city pages, Contact (phone, e-mail), social links and the copyright line.
 * `clearFloatingButton`: the page shows the floating WhatsApp button, so the footer keeps room for it below its last
 * line (and the phone's safe area): at the page's end the button covers no link.
 */
export default function Footer({ clearFloatingButton = false }: { clearFloatingButton?: boolean }) {
  const t = useT('common');
  return (
    <footer className={clearFloatingButton ? `${styles.footer} ${styles.clearFloating}` : styles.footer} data-testid="site-footer">
      <div className={ui.container}>
        <div className={styles.columns}>
          <Column title={t('footer.about')}>
            <LinkList links={FOOTER_ABOUT_LINKS} />
          </Column>
          <Column title={t('footer.services')}>
            <LinkList links={FOOTER_SERVICE_LINKS} />
          </Column>
          <Column title={t('footer.cities')} wide>
            <LinkList links={CITY_NAV_LINKS} className={styles.cities} />
          </Column>
          <Column title={t('footer.contact')} wide>
            {CONTACT_PHONE && (
              <p className={styles.contactLine}>
                {t('footer.phone')}{' '}
                <a className={styles.link} href={telLink(CONTACT_PHONE)}>
                  {CONTACT_PHONE}
                </a>
              </p>
            )}
            {CONTACT_EMAIL && (
              <p className={styles.contactLine}>
                {t('footer.email')}{' '}
                <a className={styles.link} href={`mailto:${CONTACT_EMAIL}`} translate="no">
                  {CONTACT_EMAIL}
                </a>
              </p>
            )}
            <p className={styles.contactLine}>
              <RouterLink href={ROUTES.contactUs} className={styles.link}>
                {t('footer.writeToUs')}
              </RouterLink>
            </p>
            {SOCIAL_LINKS.length > 0 && (
              <div className={styles.social}>
                {SOCIAL_LINKS.map((social) => (
                  <a
                    key={social.label}
                    className={styles.link}
                    href={social.href}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('footer.social', { brand: BRAND, network: social.label })}
                  >
                    <Icon name={SOCIAL_ICONS[social.label] ?? 'instagram'} />
                  </a>
                ))}
              </div>
            )}
          </Column>
        </div>
        <p className={styles.copyright}>
          © <CopyrightYear /> {BRAND}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}

/** The current year, read in the browser: static pages are built once, so the year is never baked into their HTML. */
function CopyrightYear() {
  const now = useClientNow();
  return <>{now?.getFullYear()}</>;
}
