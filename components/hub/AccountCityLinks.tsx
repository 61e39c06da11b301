import { useUserDetailsQuery } from '../../store/userApi';
import SavedCityLinks from './SavedCityLinks';

/**
 * The logged-in customer's saved city on the hub, from their profile (`users.city`: set on a
 * city page, by their first booking, or on /accounts); `fallback` (the city of a booking in progress) while the
 * profile loads, when it has no city or cannot be loaded. Loaded lazily inside a StoreIsland.
 */
export default function AccountCityLinks({ fallback }: { fallback: { slug: string; name: string } | null }) {
  const query = useUserDetailsQuery();
  const city = query.data?.city ?? fallback;
  return city ? <SavedCityLinks city={city} /> : null;
}
