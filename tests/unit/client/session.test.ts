// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, LOGIN_STATE_EVENT, readIsLoggedIn, storeLogin } from '../../../client/session';
import { reportUnauthorized } from '../../../services/session';

beforeEach(() => window.localStorage.clear());

describe('the browser session', () => {
  it('stores the login with the spec keys and fires the login-state-change event', () => {
    const changed = vi.fn();
    window.addEventListener(LOGIN_STATE_EVENT, changed);
    storeLogin({ token: 't', userId: 'u1', mobileNumber: '9876543210' });
    expect({ ...window.localStorage }).toEqual({ isLoggedIn: 'true', token: 't', userID: 'u1', mobileNumber: '9876543210' });
    expect(readIsLoggedIn()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOGIN_STATE_EVENT, changed);
  });

  it('logs out by the spec keys only: isLoggedIn false, the others gone, unrelated storage kept', () => {
    storeLogin({ token: 't', userId: 'u1', mobileNumber: '9876543210' });
    window.localStorage.setItem('totalUnread', '3');
    window.localStorage.setItem('languagePreference', 'hi');
    clearLogin();
    expect({ ...window.localStorage }).toEqual({ isLoggedIn: 'false', languagePreference: 'hi' });
  });

  it('is logged out when the data layer reports a 401 (an expired or revoked session)', () => {
    storeLogin({ token: 't', userId: 'u1', mobileNumber: '9876543210' });
    reportUnauthorized();
    expect(readIsLoggedIn()).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
