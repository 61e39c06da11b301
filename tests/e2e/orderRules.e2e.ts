import { describe, expect, it } from 'vitest';
import { bookChefOrder, istDateIn, postJson, tokenFor } from './api';
import { e2eLogin } from './server';

/**
 * The order-creation rules of POST /api/order/add as HTTP answers (the repository tests in
 * tests/unit/server/orders/orderRules.test.ts cover them on both databases). Test logins 16 and 17 only.
 */

interface Envelope {
  status: number;
  message: string;
  data?: { _id: string };
  errors?: { path: string; message: string }[];
}

const envelopeOf = async (response: Response) => (await response.json()) as Envelope;

describe('POST /api/order/add rules', () => {
  it('answers 422 for an Idempotency-Key reused with a different body, and the first order for the same body', async () => {
    const token = await tokenFor(e2eLogin('orderRules', 0));
    const first = await bookChefOrder(token, 'e2e-rules-key-0001');
    expect(first.response.status).toBe(201);
    const order = (await envelopeOf(first.response)).data!;

    const same = await postJson('/api/order/add', first.body, first.headers);
    expect(same.status).toBe(200);
    expect((await envelopeOf(same)).data!._id).toBe(order._id);

    const different = await postJson(
      '/api/order/add',
      { ...first.body, people: 16, expectedTotal: first.body.expectedTotal + 49 },
      first.headers,
    );
    expect(different.status).toBe(422);
    expect(await envelopeOf(different)).toMatchObject({ status: 422, message: 'This key was used for a different request.' });
  });

  it('refuses dates beyond the 90-day horizon and repeated dishes or add-ons with a 400 naming the field', async () => {
    const token = await tokenFor(e2eLogin('orderRules', 0));
    const { body } = await bookChefOrder(token, 'e2e-rules-key-0002');
    const auth = { Authorization: `Bearer ${token}` };
    for (const eventDate of [istDateIn(91), '9999-12-31']) {
      const late = await postJson('/api/order/add', { ...body, eventDate }, auth);
      expect(late.status).toBe(400);
      expect(await envelopeOf(late)).toMatchObject({
        message: 'Bookings open up to 90 days ahead. Please choose an earlier date.',
        errors: [{ path: 'eventDate', message: 'At most 90 days ahead' }],
      });
    }

    const twice = await postJson('/api/order/add', { ...body, dishIds: [...body.dishIds, body.dishIds[0]] }, auth);
    expect(twice.status).toBe(400);
    expect((await envelopeOf(twice)).errors).toEqual([
      { path: `dishIds.${body.dishIds.length}`, message: 'This dish is listed twice: choose each dish once' },
    ]);

    const decoration = {
      orderType: 1,
      productSlug: 'pink-gold-balloon-arch-birthday-decoration',
      addons: [
        { slug: 'fairy-lights', quantity: 1 },
        { slug: 'fairy-lights', quantity: 1 },
      ],
      eventDate: istDateIn(3),
      slotId: '16-19',
      address: body.address,
      expectedTotal: 1,
    };
    const addonTwice = await postJson('/api/order/add', decoration, auth);
    expect(addonTwice.status).toBe(400);
    expect((await envelopeOf(addonTwice)).errors).toEqual([
      { path: 'addons.1.slug', message: 'This add-on is listed twice: set its quantity instead' },
    ]);
  });

  it('creates at most 10 orders a customer per hour: the 11th is a 429 with Retry-After; a replay still answers', async () => {
    const token = await tokenFor(e2eLogin('orderRules', 1));
    for (let i = 0; i < 10; i += 1) {
      expect((await bookChefOrder(token, `e2e-hourly-key-${i}`)).response.status).toBe(201);
    }
    const eleventh = await bookChefOrder(token, 'e2e-hourly-key-10');
    expect(eleventh.response.status).toBe(429);
    const retryAfter = Number(eleventh.response.headers.get('retry-after'));
    // the oldest of the ten was booked moments ago: it is an hour old in just under 3600 seconds
    expect(retryAfter).toBeGreaterThan(3300);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await envelopeOf(eleventh.response)).message).toMatch(
      /^You can place at most 10 orders an hour\. Please try again in (1 hour|5\d minutes)\.$/,
    );

    const replay = await bookChefOrder(token, 'e2e-hourly-key-0');
    expect(replay.response.status).toBe(200);
  });
});
