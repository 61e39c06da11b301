import { useMemo } from 'react';
import { CITY_LINKS } from '../../data/cities/cityLinks';
import { cityServiceLinks } from '../../lib/servicesHub';
import { useInBrowser } from '../common/useInBrowser';
import RouterLink from '../common/RouterLink';
import { savedCity } from './savedCity';
import styles from './ServicesHub.module.css';

/**
 * The hub's city links (issue 24 "/services"): every city we serve, in the server HTML; in the browser, the saved
 * city's service pages above them (the city of a booking in progress, `savedCity`).
 */
export default function CityLinks() {
  const inBrowser = useInBrowser();
  const city = useMemo(() => (inBrowser ? savedCity() : null), [inBrowser]);
  return (
    <section aria-labelledby="hub-cities">
      <h2 id="hub-cities" className={styles.heading}>
        Services in your city
      </h2>
      {city && (
        <div className={styles.savedCity} data-testid="saved-city">
          <h3>Your city: {city.name}</h3>
          <ul className={styles.links}>
            {cityServiceLinks(city.slug).map((link) => (
              <li key={link.href}>
                <RouterLink href={link.href}>{link.label}</RouterLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className={styles.links}>
        {CITY_LINKS.map((link) => (
          <li key={link.slug}>
            <RouterLink href={`/${link.slug}`}>{link.name}</RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
