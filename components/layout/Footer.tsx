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
const CITY_NAV_LINKS = CITY_LINKS.map((city) => ({ label: city.name, href: cityPath(city.slug) }));

function Column({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section aria-label={title} className={wide ? styles.wide : undefined}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

function LinkList({ links, className }: { links: readonly (NavLink | { label: string; href: string })[]; className?: string }) {
  const t = useT('common');
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <RouterLink href={link.href} className={styles.link}>
            {'key' in link ? t(link.key) : link.label}
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
  return (
    <footer className={clearFloatingButton ? `${styles.footer} ${styles.clearFloating}` : styles.footer} data-testid="site-footer">
      <div className={ui.container}>
        <div className={styles.columns}>
          <Column title="About">
            <LinkList links={FOOTER_ABOUT_LINKS} />
          </Column>
          <Column title="Services">
            <LinkList links={FOOTER_SERVICE_LINKS} />
          </Column>
          <Column title="Services, Chef, Decorations and Photographer in your city" wide>
            <LinkList links={CITY_NAV_LINKS} className={styles.cities} />
          </Column>
          <Column title="Contact" wide>
            {CONTACT_PHONE && (
              <p className={styles.contactLine}>
                Phone:{' '}
                <a className={styles.link} href={telLink(CONTACT_PHONE)}>
                  {CONTACT_PHONE}
                </a>
              </p>
            )}
            {CONTACT_EMAIL && (
              <p className={styles.contactLine}>
                E-mail:{' '}
                <a className={styles.link} href={`mailto:${CONTACT_EMAIL}`}>
                  {CONTACT_EMAIL}
                </a>
              </p>
            )}
            <p className={styles.contactLine}>
              <RouterLink href={ROUTES.contactUs} className={styles.link}>
                Write to us
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
                    aria-label={`${BRAND} on ${social.label}`}
                  >
                    <Icon name={SOCIAL_ICONS[social.label] ?? 'instagram'} />
                  </a>
                ))}
              </div>
            )}
          </Column>
        </div>
        <p className={styles.copyright}>
          © <CopyrightYear /> {BRAND}. All rights reserved.
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
