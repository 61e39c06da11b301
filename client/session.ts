import { STORAGE_KEYS } from '../lib/constants';
import { onUnauthorized } from '../services/session';

/**
 * The browser's login state in localStorage (spec 3 keys, spec 4 Login/Logout) and the window events
 * that keep the header in step without a reload. Browser-only: call from effects and handlers.
 */

/** Fired on window after login and logout (spec 4: "fires a login-state-change event"). */
export const LOGIN_STATE_EVENT = 'login-state-change';
/** Fired on window when `totalUnread` changes in this tab. */
export const UNREAD_EVENT = 'unread-change';

/** Login data kept after a successful verify (spec 4). */
export interface LoginData {
  token: string;
  userId: string;
  mobileNumber: string;
}

/** True when localStorage says the customer is logged in. */
export function readIsLoggedIn(): boolean {
  return window.localStorage.getItem(STORAGE_KEYS.IS_LOGGED_IN) === 'true';
}

/** The session token of the login in localStorage, if any. */
export function readSessionToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.TOKEN);
}

/** Stores the login data (spec 4) and fires the login-state-change event. */
export function storeLogin({ token, userId, mobileNumber }: LoginData): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.IS_LOGGED_IN, 'true');
  storage.setItem(STORAGE_KEYS.MOBILE_NUMBER, mobileNumber);
  storage.setItem(STORAGE_KEYS.TOKEN, token);
  storage.setItem(STORAGE_KEYS.USER_ID, userId);
  window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
}

/**
 * Logs the browser out (spec 4 Logout, and an expired session): isLoggedIn false, the spec's other keys
 * (mobileNumber, token, userID, totalUnread) removed, the event fired. Other localStorage keys are left
 * alone: they are not the customer's session. (The caller of an explicit logout also clears the drafts.)
 */
export function clearLogin(): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.IS_LOGGED_IN, 'false');
  for (const key of [STORAGE_KEYS.MOBILE_NUMBER, STORAGE_KEYS.TOKEN, STORAGE_KEYS.USER_ID, STORAGE_KEYS.TOTAL_UNREAD])
    storage.removeItem(key);
  window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
}

// An API answer of 401 means the session expired or was revoked: the browser is logged out, in one place.
onUnauthorized(clearLogin);

/** Unread chat messages from localStorage.totalUnread (0 when unset or not a number). */
export function readTotalUnread(): number {
  const value = Number(window.localStorage.getItem(STORAGE_KEYS.TOTAL_UNREAD));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
