import { expect } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { chefOrderBodyAt, loginTokenAt, payInSandboxAt, postJsonTo } from '../helpers/httpApi';
import { baseURL } from './fixtures';
import { E2E_OPS_API_KEY } from './server';

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

let providerCounter = 0;
/**
 * Adds a chef working in Noida (where `bookChefOrder` books) through POST /api/ops/providers with the operations
 * key, with working hours all day every day (PUT /api/ops/providers/{id}/availability), so that operations can
 * accept an order with them (accepting is assigning a provider).
 * @returns the provider's id and phone.
 */
export async function addNoidaChef(name = 'Chef Ramesh'): Promise<{ id: string; phone: string }> {
  providerCounter += 1;
  // providers' phones are unique, and a server's database may outlive one test run
  const phone = `9${String(Date.now()).slice(-7)}${String(providerCounter).padStart(2, '0')}`;
  return addNoidaChefAt(baseURL, { name, phone });
}

/**
 * `addNoidaChef` on the server at `origin` (a scene's own), with the given name and phone: a Noida chef working all
 * day, every day, in all of the city, up to 10 jobs a day.
 * @returns the provider's id and phone.
 */
export async function addNoidaChefAt(
  origin: string,
  { name, phone }: { name: string; phone: string },
): Promise<{ id: string; phone: string }> {
  const answer = await postJsonTo(
    origin,
    '/api/ops/providers',
    { name, phone, services: ['chef'], cities: ['noida'] },
    { 'x-ops-api-key': E2E_OPS_API_KEY },
  );
  if (answer.status !== 201) throw new Error(`adding a provider: ${answer.status} ${await answer.text()}`);
  const id = ((await answer.json()) as { data: { _id: string } }).data._id;
  // a provider is assigned only within their working hours: all day, every day, all of their city
  const hours = await fetch(new URL(`/api/ops/providers/${id}/availability`, origin), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-ops-api-key': E2E_OPS_API_KEY },
    body: JSON.stringify({
      weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })),
      timeOff: [],
      pincodes: [],
      maxJobsPerDay: 10,
    }),
  });
  if (hours.status !== 200) throw new Error(`setting a provider's hours: ${hours.status} ${await hours.text()}`);
  return { id, phone };
}

/** The status of a customer's order as their order page reads it (GET /api/order/order_details/{id}). */
export async function orderStatusOf(token: string, orderId: string): Promise<number> {
  const answer = await fetch(`${baseURL}/api/order/order_details/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`reading order ${orderId}: ${answer.status}`);
  return ((await answer.json()) as { data: { status: number } }).data.status;
}

/**
 * Waits until a paid order has been offered to a free provider (Accepted: the offer is a job run right after the
 * payment), then has operations hand it to `providerId` through POST /api/ops/providers/assign (the order is Accepted
 * already, so a status change to Accepted is refused).
 * @returns the assign route's answer (status and body), for the caller to check.
 */
export async function assignOfferedOrder(token: string, orderId: string, providerId: string): Promise<Response> {
  // the order is Accepted once its offer has gone out
  await expect.poll(() => orderStatusOf(token, orderId), { timeout: 20_000, interval: 500 }).toBe(ORDER_STATUS.ACCEPTED);
  return postJson('/api/ops/providers/assign', { orderId, providerId }, { 'x-ops-api-key': E2E_OPS_API_KEY });
}

/**
 * Pays an order's advance (or balance) through the sandbox gateway over HTTP, as the browser does: opens
 * the attempt, "pays" on the sandbox, and brings the signed return to the status check.
 * @returns the status answer's `data`.
 */
export function payOrder(token: string, orderId: string, kind: 'advance' | 'balance' = 'advance') {
  return payInSandboxAt(baseURL, token, orderId, kind);
}

/** A sample value for each path parameter name, so every documented path can be called. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  paymentId: '00000000-0000-4000-8000-000000000000',
  attemptId: '00000000-0000-4000-8000-000000000000',
  pincode: '201309',
  name: 'unicorn',
  tag: 'birthday',
};

/** A documented path (`/api/order/order_details/{orderId}`) with every `{param}` replaced by its sample value ('x' if none). */
export const withSampleParams = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');

/**
 * A console session cookie (`name=value; …`) of a staff login on a server: the OTP sign-in of `/ops` by API, for
 * tests that read the console's lists (the outbox).
 */
export async function staffCookieAt(origin: string, login: { phone: string; code: string }): Promise<string> {
  const headers = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Origin: origin };
  const post = (url: string, body: unknown) => fetch(`${origin}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect((await post('/api/ops/auth/otp', { phone: login.phone })).status).toBe(200);
  const verified = await post('/api/ops/auth/verify', { phone: login.phone, otp: login.code });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Server HTML as text: the entities React writes (&#x27; &quot; &amp; &lt; &gt;) decoded and its text-joining
 * comments (`<!-- -->`) dropped, so a test finds a sentence as the page shows it.
 */
export const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/<!-- -->/g, '');
