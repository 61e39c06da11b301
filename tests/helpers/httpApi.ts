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
 * Creates an invite event as the customer of `headers` (their Authorization) on the server at `baseURL`: a birthday
 * called `title`, 10 days ahead (IST) at 19:30 at a Noida flat, host Asha, in English, no plus-ones, guest list
 * and count shown.
 * @returns the answer as it came (201 with `data._id` and `data.shortCode` when created).
 */
export function createInviteAt(baseURL: string, title: string, headers: Record<string, string>): Promise<Response> {
  return postJsonTo(
    baseURL,
    '/api/customer/event/create-event-invite',
    {
      occasion: 'birthday',
      title,
      date: addIstDays(istDate(new Date()), 10),
      time: '19:30',
      venue: 'Flat 402, Tower B, Sector 62, Noida',
      hostNames: ['Asha'],
      language: 'en',
      rsvp: { plusOnesAllowed: 0, showGuestList: true, showCount: true },
    },
    headers,
  );
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
 * Pays an order's advance (or balance) on the sandbox gateway of the server at `baseURL` over HTTP, as the browser
 * does: opens the attempt, "pays" on the sandbox, and brings the gateway's signed return to the status check.
 * @returns the status answer's `data`.
 * @throws Error when the attempt cannot be opened.
 */
export async function payInSandboxAt(baseURL: string, token: string, orderId: string, kind: 'advance' | 'balance' = 'advance') {
  const auth = { Authorization: `Bearer ${token}` };
  const opened = await postJsonTo(baseURL, '/api/payment_gateway/payment', { orderId, kind }, auth);
  if (opened.status !== 200) throw new Error(`payment: ${opened.status} ${await opened.text()}`);
  const { attemptId } = ((await opened.json()) as { data: { attemptId: string } }).data;
  const acted = await postJsonTo(baseURL, `/api/payment_gateway/sandbox/${attemptId}`, { action: 'pay' });
  const { returnUrl } = ((await acted.json()) as { data: { returnUrl: string } }).data;
  const { order, ...proof } = Object.fromEntries(new URL(returnUrl, baseURL).searchParams);
  const status = await postJsonTo(baseURL, '/api/payment_gateway/status', { orderId: order, ...proof }, auth);
  return ((await status.json()) as { data: { message: string; paymentStatus: string } }).data;
}

/**
 * Places an order as the customer of `token` (POST /api/order/add, a fresh idempotency key) on the server at
 * `baseURL` and pays its advance in the sandbox (payInSandboxAt).
 * @throws Error unless the order is placed (201) and the payment answers PAYMENT_SUCCESS.
 */
export async function bookAndPayAt(baseURL: string, token: string, body: unknown): Promise<{ _id: string; orderNumber: string }> {
  const placed = await postJsonTo(baseURL, '/api/order/add', body, {
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': crypto.randomUUID(),
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${await placed.text()}`);
  const order = ((await placed.json()) as { data: { _id: string; orderNumber: string } }).data;
  const paid = await payInSandboxAt(baseURL, token, order._id);
  if (paid.message !== 'PAYMENT_SUCCESS') throw new Error(`payment of ${order.orderNumber}: ${paid.message}`);
  return order;
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
