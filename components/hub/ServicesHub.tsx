import { lazy } from 'react';
import type { ServicesHubProps } from '../../lib/servicesHub';
import StoreIsland from '../../store/StoreIsland';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import gridStyles from '../services/CategoryGrid.module.css';
import CityLinks from './CityLinks';
import ServiceTile from './ServiceTile';
import styles from './ServicesHub.module.css';

// the store and the order list load only for a logged-in customer, in the browser
const UpcomingBookings = lazy(() => import('./UpcomingBookings'));

/**
 * The /services hub (spec 2: header hidden, bottom nav shown, by the layout): a tile per service with
 * "From ₹X", the city links, and the customer's upcoming bookings once logged in. A light page: plain elements and
 * CSS modules, no MUI; the tiles, prices and links are in the server HTML.
 */
export default function ServicesHub({ tiles }: ServicesHubProps) {
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Services</h1>
      <p className={styles.intro}>Everything for your party, booked in a few taps: prices include taxes.</p>
      <section aria-labelledby="hub-services">
        <h2 id="hub-services" className={styles.heading}>
          Book a service
        </h2>
        <ul className={gridStyles.grid}>
          {tiles.map((tile, i) => (
            <ServiceTile key={tile.key} tile={tile} first={i === 0} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="hub-bookings">
        <h2 id="hub-bookings" className={styles.heading}>
          Your upcoming bookings
        </h2>
        {isLoggedIn ? (
          <StoreIsland fallback={<p className={styles.muted}>Loading your bookings…</p>}>
            <UpcomingBookings />
          </StoreIsland>
        ) : (
          <>
            <p className={styles.muted}>Log in to see the bookings you have coming up.</p>
            <button type="button" className={styles.button} onClick={() => openLogin()}>
              Log in
            </button>
          </>
        )}
      </section>
      <CityLinks />
    </div>
  );
}
