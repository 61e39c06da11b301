import { lazy } from 'react';
import type { ServicesHubProps } from '../../lib/servicesHub';
import StoreIsland from '../../store/StoreIsland';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { useT } from '../i18n/I18nProvider';
import gridStyles from '../services/CategoryGrid.module.css';
import CityLinks from './CityLinks';
import ServiceTile from './ServiceTile';
import styles from './ServicesHub.module.css';

// the store and the order list load only for a logged-in customer, in the browser
const UpcomingBookings = lazy(() => import('./UpcomingBookings'));

/**
 * The /services hub (spec 2: header hidden, bottom nav shown, by the layout): a tile per service with
 * "From ₹X", the city links, and the customer's upcoming bookings once logged in. A light page: plain elements and
 * CSS modules, no MUI; the tiles, prices and links are in the server HTML, in the page's language (`hub` messages).
 */
export default function ServicesHub({ tiles }: ServicesHubProps) {
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const t = useT('hub');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section aria-labelledby="hub-services">
        <h2 id="hub-services" className={styles.heading}>
          {t('bookService')}
        </h2>
        <ul className={gridStyles.grid}>
          {tiles.map((tile, i) => (
            <ServiceTile key={tile.key} tile={tile} first={i === 0} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="hub-bookings">
        <h2 id="hub-bookings" className={styles.heading}>
          {t('upcoming')}
        </h2>
        {isLoggedIn ? (
          <StoreIsland fallback={<p className={styles.muted}>{t('loadingBookings')}</p>}>
            <UpcomingBookings />
          </StoreIsland>
        ) : (
          <>
            <p className={styles.muted}>{t('loginToSee')}</p>
            <button type="button" className={styles.button} onClick={() => openLogin()}>
              {t('login')}
            </button>
          </>
        )}
      </section>
      <CityLinks />
    </div>
  );
}
