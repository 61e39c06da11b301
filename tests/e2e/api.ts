import { addIstDays, istDate } from '../../lib/dates';
import { baseURL } from './fixtures';

/** POSTs JSON to the server under test. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Logs a test number in through the API and returns its session token. */
export async function tokenFor(login: { phone: string; code: string }): Promise<string> {
  await postJson('/api/user/otp_generate', { phone: login.phone, role: 'customer' });
  const answer = await postJson('/api/user/otp_verify', { phone: login.phone, role: 'customer', otp: login.code });
  return ((await answer.json()) as { token: string }).token;
}

/** An IST date `days` from today, yyyy-mm-dd. */
export const istDateIn = (days: number) => addIstDays(istDate(new Date()), days);

/**
 * Books a chef order for 15 people with the first 6 veg dishes of the first cuisine, through the API.
 * @returns the HTTP response of POST /api/order/add and the body it sent.
 */
export async function bookChefOrder(token: string, idempotencyKey?: string) {
  const cuisines = (await (await postJson('/api/configuration/admin_configuration_list', { type: 'cuisine' })).json()) as {
    data: { configuration: { _id: string }[] };
  };
  const groups = (await (
    await postJson('/api/user/getMealDish', { cuisineId: [cuisines.data.configuration[0]!._id], is_dish: 1 })
  ).json()) as {
    data: { dish: { _id: string; dish_rate: string }[] }[];
  };
  const dishes = groups.data.flatMap((g) => g.dish).slice(0, 6);
  const body = {
    orderType: 2,
    dishIds: dishes.map((d) => d._id),
    people: 15,
    eventDate: istDateIn(5),
    slotId: '13-14',
    address: { name: 'Anil Sharma', line1: 'House 4, Road 2', pincode: '201309' },
    expectedTotal: dishes.reduce((sum, d) => sum + Number(d.dish_rate), 0) + 49 * 15,
  };
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
