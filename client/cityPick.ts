import { readIsLoggedIn, readSessionToken } from './session';

/**
 * PUT /api/user/city (`userCityUpdate` of lib/contracts/endpoints.ts; a unit test keeps them equal): written out so
 * that city pages do not carry the whole endpoint table.
 */
export const CITY_UPDATE_PATH = '/api/user/city';

/** sessionStorage key of the city this tab last saved, so a visit to each city page sends at most one request. */
export const CITY_SENT_KEY = 'cityPickSent';

/**
 * A logged-in customer opened a city page: that city becomes their saved city (the saved
 * city's links), through `PUT /api/user/city`. Once per city per tab; nothing when logged out. A plain `fetch`
 * (not the store or axios), so a city page stays light; a failure is left alone (the hub then shows the previous
 * city, and the next visit tries again). Browser-only: call from an effect.
 */
export async function rememberCityPick(slug: string): Promise<void> {
  const token = readSessionToken();
  if (!readIsLoggedIn() || !token || window.sessionStorage.getItem(CITY_SENT_KEY) === slug) return;
  try {
    const answer = await fetch(CITY_UPDATE_PATH, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ city: slug }),
    });
    // read the answer to its end: an unread body keeps the request open in the browser (the page never goes idle)
    await answer.text();
    if (answer.ok) window.sessionStorage.setItem(CITY_SENT_KEY, slug);
  } catch {
    // offline: the next visit tries again
  }
}
