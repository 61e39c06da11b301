import { addIstDays, istDate } from '../../lib/dates';

/** POSTs JSON to `path` of the server at `baseURL` (e2e tests and benches). */
export function postJsonTo(baseURL: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Logs a test number (OTP_TEST_NUMBERS) in through the API.
 * @returns its session token, or undefined when the login was refused.
 */
export async function loginTokenAt(baseURL: string, login: { phone: string; code: string }): Promise<string | undefined> {
  await postJsonTo(baseURL, '/api/user/otp_generate', { phone: login.phone, role: 'customer' });
  const answer = await postJsonTo(baseURL, '/api/user/otp_verify', { phone: login.phone, role: 'customer', otp: login.code });
  return ((await answer.json()) as { token?: string }).token;
}

/**
 * A chef order body the server accepts, read from its own catalogue: the first 6 veg dishes of the first
 * cuisine for 15 people, 5 days ahead (IST) at 13:00, at a served Noida pincode; `expectedTotal` in rupees
 * (the dishes' rates plus the ₹49 a person service charge).
 */
export async function chefOrderBodyAt(baseURL: string, customerName = 'Anil Sharma') {
  const cuisines = (await (await postJsonTo(baseURL, '/api/configuration/admin_configuration_list', { type: 'cuisine' })).json()) as {
    data: { configuration: { _id: string }[] };
  };
  const groups = (await (
    await postJsonTo(baseURL, '/api/user/getMealDish', { cuisineId: [cuisines.data.configuration[0]!._id], is_dish: 1 })
  ).json()) as { data: { dish: { _id: string; dish_rate: string }[] }[] };
  const dishes = groups.data.flatMap((g) => g.dish).slice(0, 6);
  return {
    orderType: 2,
    dishIds: dishes.map((d) => d._id),
    people: 15,
    eventDate: addIstDays(istDate(new Date()), 5),
    slotId: '13-14',
    address: { name: customerName, line1: 'House 4, Road 2', pincode: '201309' },
    expectedTotal: dishes.reduce((sum, d) => sum + Number(d.dish_rate), 0) + 49 * 15,
  };
}
