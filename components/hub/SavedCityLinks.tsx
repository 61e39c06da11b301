import { cityServiceLinks } from '../../lib/servicesHub';
import RouterLink from '../common/RouterLink';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './ServicesHub.module.css';

/** The `hub` message of each of `cityServiceLinks`' links, in its order. */
export const CITY_LINK_KEYS = ['all', 'chef', 'decoration', 'photography', 'foodDelivery', 'buffet'] as const;

/**
 * The saved city's service pages on the hub: "Your city: Noida" and a link per service, in the page's language (a
 * city we have no Hindi name for keeps the name it came with).
 */
export default function SavedCityLinks({ city }: { city: { slug: string; name: string } }) {
  const t = useT('hub');
  const cityNames = useT('cityNames');
  const locale = useLocale();
  const known = cityNames(city.slug);
  const name = locale === 'en' || known === `cityNames.${city.slug}` ? city.name : known;
  return (
    <div className={styles.savedCity} data-testid="saved-city">
      <h3>{t('yourCity', { city: name })}</h3>
      <ul className={styles.links}>
        {cityServiceLinks(city.slug).map((link, i) => (
          <li key={link.href}>
            <RouterLink href={link.href}>{CITY_LINK_KEYS[i] ? t(`cityLink.${CITY_LINK_KEYS[i]}`) : link.label}</RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
