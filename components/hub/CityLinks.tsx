import { lazy, useMemo } from 'react';
import { CITY_LINKS } from '../../data/cities/cityLinks';
import StoreIsland from '../../store/StoreIsland';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { useInBrowser } from '../common/useInBrowser';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import SavedCityLinks from './SavedCityLinks';
import { savedCity } from './savedCity';
import styles from './ServicesHub.module.css';

// the store and the profile load only for a logged-in customer, in the browser
const AccountCityLinks = lazy(() => import('./AccountCityLinks'));

/**
 * The hub's city links: every city we serve, in the server HTML; in the browser, the saved
 * city's service pages above them: the logged-in customer's saved city (their profile), else the city of a booking
 * in progress in this tab (`savedCity`). City names in the page's language (`cityNames` messages).
 */
export default function CityLinks() {
  const inBrowser = useInBrowser();
  const isLoggedIn = useIsLoggedIn();
  const draftCity = useMemo(() => (inBrowser ? savedCity() : null), [inBrowser]);
  const fromDraft = draftCity ? <SavedCityLinks city={draftCity} /> : null;
  const t = useT('hub');
  const cityName = useT('cityNames');
  return (
    <section aria-labelledby="hub-cities">
      <h2 id="hub-cities" className={styles.heading}>
        {t('citiesHeading')}
      </h2>
      {inBrowser && isLoggedIn ? (
        <StoreIsland fallback={fromDraft}>
          <AccountCityLinks fallback={draftCity} />
        </StoreIsland>
      ) : (
        fromDraft
      )}
      <ul className={styles.links}>
        {CITY_LINKS.map((link) => (
          <li key={link.slug}>
            <RouterLink href={`/${link.slug}`}>{cityName(link.slug)}</RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
