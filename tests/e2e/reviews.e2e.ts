import { describe, expect, it } from 'vitest';
import { bookChefOrder, payOrder, postJson, tokenFor } from './api';
import { baseURL, setupBrowser, storeLogin, withPage } from './fixtures';
import { E2E_OPS_API_KEY, E2E_TEST_LOGINS } from './server';

const browser = setupBrowser();
const customer = E2E_TEST_LOGINS[18]!;
const stranger = E2E_TEST_LOGINS[19]!;
const ops = { 'x-ops-api-key': E2E_OPS_API_KEY };

/** Names and titles of the invented reviews that /reviews used to show (issue 11). */
const INVENTED = ['Priya S.', 'Arjun M.', 'Vikram P.', 'Meera K.', "Perfect dal makhani and paneer tikka for my son's birthday"];

/** The server HTML of a page (what crawlers and the first paint see). */
const htmlOf = async (path: string) => (await fetch(`${baseURL}${path}`)).text();

/** Pays an order's advance (sandbox), then moves it through the operations API: accepted (with a chef), in progress, completed. */
async function completeOrder(orderId: string, token: string): Promise<void> {
  expect((await payOrder(token, orderId)).message).toBe('PAYMENT_SUCCESS');
  const steps = [{ status: 1, executor: { name: 'Chef Ramesh', phone: '9876501234' } }, { status: 2 }, { status: 3 }];
  for (const step of steps) {
    const answer = await postJson('/api/order/update_order_status', { _id: orderId, ...step }, ops);
    expect(answer.status, `status ${step.status}`).toBe(200);
  }
}

describe('reviews (issue 11)', () => {
  it('/reviews shows no invented reviews and no rating markup on a fresh install', async () => {
    const html = await htmlOf('/reviews');
    for (const invented of INVENTED) expect(html).not.toContain(invented.replace("'", '&#x27;'));
    expect(html).toContain('No reviews yet');
    expect(html).not.toContain('AggregateRating');
    const list = (await (await fetch(`${baseURL}/api/reviews`)).json()) as { data: { reviews: unknown[]; summary: { count: number } } };
    expect(list.data).toMatchObject({ reviews: [], summary: { count: 0 } });
  });

  it('refuses reviews of orders that are not completed or not the caller’s', async () => {
    const owner = await tokenFor(customer);
    const other = await tokenFor(stranger);
    const { response } = await bookChefOrder(other);
    const booked = ((await response.json()) as { data: { _id: string } }).data;
    const body = { orderId: booked._id, rating: 5, text: 'Trying to review too early.' };
    const early = await postJson('/api/order/review', body, { Authorization: `Bearer ${other}` });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/once it is completed/);
    expect((await postJson('/api/order/review', body, { Authorization: `Bearer ${owner}` })).status).toBe(404);
    expect((await postJson('/api/order/review', body)).status).toBe(401);
    const control = await postJson(
      '/api/order/review',
      { ...body, text: 'Nice party \u0000 thanks' },
      { Authorization: `Bearer ${other}` },
    );
    expect(control.status).toBe(400);
  });

  it('a completed order is reviewed in the browser and appears on /reviews and the chef page as a verified booking', async () => {
    const token = await tokenFor(customer);
    const { response } = await bookChefOrder(token);
    expect(response.status).toBe(201);
    const order = ((await response.json()) as { data: { _id: string } }).data;
    await completeOrder(order._id, token);
    const text = `The chef was on time and the paneer tikka was superb (${order._id.slice(0, 8)}).`;

    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/');
      await storeLogin(page, { token, phone: customer.phone });
      await page.goto(`/order-details?id=${order._id}`);
      const section = page.getByTestId('order-review');
      await section.getByRole('heading', { name: 'Rate your booking' }).waitFor();
      await section.getByRole('button', { name: 'Submit review' }).click();
      await section.getByRole('alert').filter({ hasText: 'Please choose a rating' }).waitFor();
      // the visible star is the radio button's label: a click on it chooses the rating
      await section.locator('label[for$="-star-5"]').click();
      expect(await section.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      await section.getByLabel('Your review').fill(text);
      await section.getByRole('button', { name: 'Submit review' }).click();
      await section.getByRole('status').filter({ hasText: 'Thank you for your review!' }).waitFor();
      // within the 7 days the review stays editable
      await section.getByRole('button', { name: 'Update review' }).waitFor();
      expect(await section.getByLabel('Your review').inputValue()).toBe(text);
    });

    const html = await htmlOf('/reviews');
    expect(html).toContain(text);
    expect(html).toContain('Verified booking');
    expect(html).toContain('Anil S.');
    expect(html).not.toContain('Anil Sharma');
    expect(html).toContain('Chef for Party');
    expect(html).not.toContain('No reviews yet');
    expect(html).toMatch(/"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);

    const chefPage = await htmlOf('/book-chef-cook-for-party');
    expect(chefPage).toContain(text);
    expect(chefPage).toContain('Verified booking');
    expect(chefPage).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);

    const again = await postJson('/api/order/review', { orderId: order._id, rating: 4, text }, { Authorization: `Bearer ${token}` });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { rating: number; editable: boolean } }).data).toMatchObject({ rating: 4, editable: true });
  });
});
