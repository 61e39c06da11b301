import { ROLE_CUSTOMER } from '../lib/constants';
import { apiGet, apiPost, apiRequest, type ApiEnvelope } from './apiClient';

/** The customer's public profile (spec 3 login response `data`). */
export interface UserProfile {
  _id: string;
  phone: string;
  name: string | null;
}

/** Spec 7: asks for a one-time code by SMS. @throws ApiError / NetworkError */
export function requestOtp(phone: string): Promise<ApiEnvelope<undefined>> {
  return apiPost('/api/user/otp_generate', { phone, role: ROLE_CUSTOMER });
}

/**
 * Spec 7: verifies the code; the envelope carries `token` beside `data`.
 * @param service the service of the page, named in the WhatsApp message sent after login.
 * @throws ApiError / NetworkError
 */
export function verifyOtp(phone: string, otp: string, service?: string): Promise<ApiEnvelope<UserProfile> & { token?: string }> {
  return apiPost<UserProfile>('/api/user/otp_verify', { phone, role: ROLE_CUSTOMER, otp, service });
}

/** The logged-in customer's profile (bearer token). @throws ApiError 401 when the session is gone */
export function fetchUserDetails(): Promise<ApiEnvelope<UserProfile>> {
  return apiGet('/api/user/user-details');
}

/** Sets the customer's display name. @throws ApiError 400 with the reason for a bad name */
export function saveUserName(name: string): Promise<ApiEnvelope<UserProfile>> {
  return apiRequest({ method: 'PUT', url: '/api/user/user-details', data: { name } });
}
