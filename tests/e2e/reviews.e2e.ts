import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { istDateTime } from '../../lib/dates';
import { formatDateTime } from '../../lib/format';
import { loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { addNoidaChef, assignOfferedOrder, bookChefOrder, payOrder, postJson, tokenFor } from './api';
import { baseURL, setupBrowser, storeLogin, withPage } from './fixtures';
import { completedChefOrder } from './pastOrders';
import { serverOnPreparedDatabase } from './preparedServer';
import { E2E_OPS_API_KEY, e2eLogin } from './server';

const browser = setupBrowser();
const customer = e2eLogin('reviews', 0);
const stranger = e2eLogin('reviews', 1);
const ops = { 'x-ops-api-key': E2E_OPS_API_KEY };

/** Names and titles of the invented reviews that /reviews used to show. */
const INVENTED = ['Priya S.', 'Arjun M.', 'Vikram P.', 'Meera K.', "Perfect dal makhani and paneer tikka for my son's birthday"];

/** The server HTML of a page (what crawlers and the first paint see), from the shared server or `origin`. */
const htmlOf = async (path: string, origin = baseURL) => (await fetch(`${origin}${path}`)).text();
/** The HTML without its scripts: what the first paint shows (the page's messages travel in its data script). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

describe('reviews', () => {
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

  it('refuses to mark an order in progress or completed before its slot (statuses follow the clock)', async () => {
    const token = await tokenFor(customer);
    const { response, body } = await bookChefOrder(token);
    expect(response.status).toBe(201);
    const order = ((await response.json()) as { data: { _id: string } }).data;
    expect((await payOrder(token, order._id)).message).toBe('PAYMENT_SUCCESS');
    const move = (step: Record<string, unknown>) => postJson('/api/order/update_order_status', { _id: order._id, ...step }, ops);
    const messageOf = async (answer: Response) => ((await answer.json()) as { message: string }).message;
    // the paid order is offered at once to a free chef (Accepted, a job right after the payment), and operations hand
    // it to a chef of their own: neither is gated by the clock
    const chef = await addNoidaChef('Chef Ramesh');
    const assigned = await assignOfferedOrder(token, order._id, chef.id);
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    expect(((await assigned.json()) as { data: { status: number; providerId: string } }).data).toMatchObject({
      status: ORDER_STATUS.ACCEPTED,
      providerId: chef.id,
    });
    // the slot starts at 13:00 IST days from now: in progress only from 11:00 IST that day
    const early = await move({ status: 2 });
    expect(early.status).toBe(409);
    const message = await messageOf(early);
    expect(message).toBe(`This order can be marked In progress from ${formatDateTime(istDateTime(body.eventDate, 11))}.`);
    expect(message).toMatch(/ from \d{1,2} [A-Z][a-z]{2} \d{4}, 11:00 AM\.$/);
    // so it cannot be completed right away either, and stays accepted
    const completing = await move({ status: 3 });
    expect(completing.status).toBe(409);
    expect(await messageOf(completing)).toBe('An order cannot go from Accepted to Completed.');
    const details = await fetch(`${baseURL}/api/order/order_details/${order._id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await details.json()) as { data: { status: number } }).data.status).toBe(ORDER_STATUS.ACCEPTED);
  });
});

/**
 * An order is completed only from its slot's start, and bookings need a lead time, so no
 * order booked during the run can be completed. These tests get their own production server (the same build)
 * on a database that already holds a chef order completed yesterday: written by the real order, payment and
 * operations code with an injected clock (./pastOrders.ts), not by any override in the product.
 */
describe('reviews of a completed order', () => {
  const { prepared, origin } = serverOnPreparedDatabase('party-reviews-', (db) =>
    completedChefOrder(db, { phone: customer.phone, customerName: 'Anil Sharma' }),
  );

  it('a completed order is reviewed in the browser and appears on /reviews and the chef page as a verified booking', async () => {
    const token = await loginTokenAt(origin(), customer);
    if (!token) throw new Error('login failed');
    const order = { _id: prepared().orderId };
    const text = `The chef was on time and the paneer tikka was superb (${order._id.slice(0, 8)}).`;

    await withPage(
      browser(),
      'desktop',
      async (page) => {
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
      },
      { origin: origin() },
    );

    const html = await htmlOf('/reviews', origin());
    expect(html).toContain(text);
    expect(html).toContain('Verified booking');
    expect(html).toContain('Anil S.');
    expect(html).not.toContain('Anil Sharma');
    expect(html).toContain('Chef for Party');
    expect(withoutScripts(html)).not.toContain('No reviews yet');
    expect(html).toMatch(/"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);

    const chefPage = await htmlOf('/book-chef-cook-for-party', origin());
    expect(chefPage).toContain(text);
    expect(chefPage).toContain('Verified booking');
    expect(chefPage).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);

    const again = await postJsonTo(
      origin(),
      '/api/order/review',
      { orderId: order._id, rating: 4, text },
      { Authorization: `Bearer ${token}` },
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { rating: number; editable: boolean } }).data).toMatchObject({ rating: 4, editable: true });
  });
});
