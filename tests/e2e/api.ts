import { addIstDays, istDate } from '../../lib/dates';
import { chefOrderBodyAt, loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { baseURL } from './fixtures';

/** POSTs JSON to the server under test. */
export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) => postJsonTo(baseURL, path, body, headers);

/** Logs a test number in through the API and returns its session token. */
export async function tokenFor(login: { phone: string; code: string }): Promise<string> {
  const token = await loginTokenAt(baseURL, login);
  if (!token) throw new Error(`login of ${login.phone} failed`);
  return token;
}

/** An IST date `days` from today, yyyy-mm-dd. */
export const istDateIn = (days: number) => addIstDays(istDate(new Date()), days);

/**
 * Books a chef order for 15 people with the first 6 veg dishes of the first cuisine, through the API.
 * @returns the HTTP response of POST /api/order/add and the body it sent.
 */
export async function bookChefOrder(token: string, idempotencyKey?: string) {
  const body = await chefOrderBodyAt(baseURL);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return { response: await postJson('/api/order/add', body, headers), body, headers };
}

/** A sample value for each path parameter name, so every documented path can be called. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  pincode: '201309',
  name: 'unicorn',
  tag: 'birthday',
};

/** A documented path (`/api/order/order_details/{orderId}`) with every `{param}` replaced by its sample value ('x' if none). */
export const withSampleParams = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
