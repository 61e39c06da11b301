import { cityServiceLinks } from '../../lib/servicesHub';
import RouterLink from '../common/RouterLink';
import styles from './ServicesHub.module.css';

/** The saved city's service pages on the hub: "Your city: Noida" and a link per service. */
export default function SavedCityLinks({ city }: { city: { slug: string; name: string } }) {
  return (
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
  );
}
