/**
 * The staff and provider sign-in routes and the spec's success text, apart from the rest of the contracts: the two
 * sign-in pages load only this (no zod, no route table), which keeps a provider's phone light before signing in.
 * API_ENDPOINTS (./endpoints.ts) takes these entries from here, so each path is written once.
 */
export const CONSOLE_SIGN_IN_ENDPOINTS = {
  opsOtpRequest: { method: 'POST', path: '/api/ops/auth/otp' },
  opsOtpVerify: { method: 'POST', path: '/api/ops/auth/verify' },
  partnerOtpRequest: { method: 'POST', path: '/api/partner/auth/otp' },
  partnerOtpVerify: { method: 'POST', path: '/api/partner/auth/verify' },
} as const;

/** A sign-in step's endpoint name. */
export type ConsoleSignInEndpoint = keyof typeof CONSOLE_SIGN_IN_ENDPOINTS;

/** The spec's login success text, shown by /ops/login and /partner/login once signed in. */
export const CONSOLE_LOGIN_SUCCESS = 'You have been logged in successfully.';
