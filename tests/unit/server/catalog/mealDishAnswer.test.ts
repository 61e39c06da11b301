import { afterAll, beforeEach, expect, it } from 'vitest';
import mealDishRoute from '../../../../pages/api/user/getMealDish';
import { routeMealDishList } from '../../../../lib/contracts/catalog';
import { publicMealDishes } from '../../../../server/catalog/publicCatalog';
import { listCuisines } from '../../../../server/catalog/repository';
import type { DbHandle } from '../../../../server/db/types';
import { prepareAnswer } from '../../../../server/http/apiHandler';
import { callRoute } from '../../../helpers/apiResponse';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** GetMealDish serializes each query's answer once and answers 304 to a client that has it. */

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(mealDishRoute, { method: 'POST', url: '/api/user/getMealDish', headers, body });

afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase('getMealDish answers with an ETag', (getDb) => {
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  it('answers the catalogue with a strong ETag of its bytes, the same for the same query, and 304 to If-None-Match', async () => {
    const cuisines = (await listCuisines(getDb())).slice(0, 3).map((c) => c.id);
    const first = await post({ cuisineId: cuisines, is_dish: 0 });
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // the answer is the catalogue through its contract, and its tag a hash of those bytes (the same on any instance)
    const data = await publicMealDishes(getDb(), cuisines, false);
    expect(first.json).toEqual({ error: false, status: 200, message: 'Meal dishes', data: routeMealDishList.response.parse(data) });
    expect(prepareAnswer(routeMealDishList, { message: 'Meal dishes', data }).etag).toBe(etag);

    // the same query, cuisines in another order: the same bytes and tag
    const again = await post({ cuisineId: [...cuisines].reverse(), is_dish: 0 });
    expect([again.status, again.headers.etag, again.raw]).toEqual([200, etag, first.raw]);
    // the client has it: 304, no body
    const notModified = await post({ cuisineId: cuisines, is_dish: 0 }, { 'if-none-match': etag });
    expect([notModified.status, notModified.raw, notModified.headers.etag]).toEqual([304, undefined, etag]);
    // another query is another answer with another tag, and an old tag gets the whole answer
    const vegOnly = await post({ cuisineId: cuisines, is_dish: 1 }, { 'if-none-match': etag });
    expect(vegOnly.status).toBe(200);
    expect(vegOnly.headers.etag).not.toBe(etag);
    expect((vegOnly.json as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('still refuses unknown cuisines with a 400 and no ETag', async () => {
    const refused = await post({ cuisineId: ['00000000-0000-4000-8000-000000000000'], is_dish: 0 }, { 'if-none-match': '*' });
    expect(refused.status).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });
});
