import { expect, it } from 'vitest';
import { z } from 'zod';
import { schemaChefOrderAdd, schemaDecorationOrderAdd, schemaOrderAdd } from '../../../../lib/contracts/orders';

/** An item listed twice is refused, with the error on the repeated item (never silently merged). */

const booking = {
  eventDate: '2026-11-23',
  address: { name: 'A B', line1: 'House 1, Road 2', pincode: '201309' },
  expectedTotal: 700,
};
const dish = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

it('refuses a dish listed twice in a chef order, naming the repeat', () => {
  const chef = { ...booking, orderType: 2, people: 10, slotId: '19-20' };
  expect(schemaChefOrderAdd.safeParse({ ...chef, dishIds: [dish(1), dish(2), dish(3)] }).success).toBe(true);
  expect(issuesOf(schemaOrderAdd.safeParse({ ...chef, dishIds: [dish(1), dish(2), dish(1), dish(2)] }))).toEqual([
    { path: 'dishIds.2', message: 'This dish is listed twice: choose each dish once' },
    { path: 'dishIds.3', message: 'This dish is listed twice: choose each dish once' },
  ]);
});

it('refuses a decoration add-on listed twice, naming the repeat (its quantity says how many)', () => {
  const decoration = { ...booking, orderType: 1, productSlug: 'pink-gold-balloon-arch', slotId: '16-19' };
  const addons = [
    { slug: 'fairy-lights', quantity: 2 },
    { slug: 'name-banner', quantity: 1 },
  ];
  expect(schemaDecorationOrderAdd.safeParse({ ...decoration, addons }).success).toBe(true);
  expect(issuesOf(schemaOrderAdd.safeParse({ ...decoration, addons: [...addons, { slug: 'fairy-lights', quantity: 1 }] }))).toEqual([
    { path: 'addons.2.slug', message: 'This add-on is listed twice: set its quantity instead' },
  ]);
});

it('documents the rule in the JSON Schema of the OpenAPI document', () => {
  const chef = z.toJSONSchema(schemaChefOrderAdd, { io: 'input' }) as unknown as { properties: { dishIds: { uniqueItems?: boolean } } };
  expect(chef.properties.dishIds.uniqueItems).toBe(true);
});
