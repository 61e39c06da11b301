/**
 * Where the phone is, for the partner app's "I've arrived": asked of the browser once, never required. A refusal,
 * an error, no geolocation at all or no answer within `timeoutMs` all give null, so the arrival is recorded anyway
 * (the server keeps the place rounded to about 1 km, lib/punctuality coarseLocation).
 */

/** How long "I've arrived" waits for the browser's location before it records the arrival without one, in ms. */
export const ARRIVAL_LOCATION_TIMEOUT_MS = 8000;

/** The phone's location, or null (refused, unavailable, or too slow). Never rejects. */
export function askArrivalLocation(timeoutMs = ARRIVAL_LOCATION_TIMEOUT_MS): Promise<{ lat: number; lng: number } | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: { lat: number; lng: number } | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    // the browser's own timeout does not cover the time the permission prompt stays open: ours does
    const timer = setTimeout(() => settle(null), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => settle(null),
        { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: timeoutMs },
      );
    } catch {
      settle(null);
    }
  });
}
