import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoad, type LoadResult } from './load';

/** Results of the getMealDish bench on one database, beside the bare node:http baseline. */
export interface MealDishBench {
  database: 'pglite' | 'postgres';
  result: LoadResult;
}

/** Load of the bench: 50 concurrent clients for this many requests. */
export const MEAL_DISH_REQUESTS = 3000;

/** The request body of the bench: three cuisines, veg and non-veg (the largest answer a customer can ask for). */
export async function mealDishBody(baseURL: string): Promise<{ cuisineId: string[]; is_dish: 0 }> {
  const answer = await fetch(`${baseURL}/api/configuration/admin_configuration_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"type":"cuisine"}',
  });
  const cuisines = ((await answer.json()) as { data: { configuration: { _id: string }[] } }).data.configuration;
  return { cuisineId: cuisines.slice(0, 3).map((c) => c._id), is_dish: 0 };
}

/** getMealDish under 50 concurrent clients against a running server. */
export async function benchMealDish(baseURL: string): Promise<LoadResult> {
  const body = await mealDishBody(baseURL);
  return runLoad({ baseURL, path: '/api/user/getMealDish', body: () => body, amount: MEAL_DISH_REQUESTS, warmUp: 200 });
}

/**
 * The site's own floor for an API route: GET /api/health/live (answers from memory, no database) under the same
 * load. Everything but the route's work: the framework's router and headers and our API wrapper. getMealDish can
 * come close to it, never above it.
 */
export function benchApiFloor(baseURL: string): Promise<LoadResult> {
  return runLoad({ baseURL, path: '/api/health/live', method: 'GET', amount: MEAL_DISH_REQUESTS, warmUp: 200 });
}

/**
 * The baseline: a bare node:http endpoint answering the same JSON body size from memory, measured the
 * same way in the same run, so results are read as a ratio to what this machine can do at all.
 */
export async function benchBareNodeHttp(sampleBody: string): Promise<LoadResult> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(sampleBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await runLoad({ baseURL, path: '/', body: () => ({}), amount: MEAL_DISH_REQUESTS, warmUp: 200 });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
