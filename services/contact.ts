import { apiPost, type ApiEnvelope } from './apiClient';

/** What the contact form sends (POST /api/contact). */
export interface ContactInput {
  name: string;
  phone: string;
  email?: string;
  city?: string;
  message: string;
}

/** Sends a contact-form message. @throws ApiError (400 with field errors, 429) / NetworkError */
export function sendContactMessage(input: ContactInput): Promise<ApiEnvelope<{ reference: string }>> {
  return apiPost('/api/contact', input);
}
