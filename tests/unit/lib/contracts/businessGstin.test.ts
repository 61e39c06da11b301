import { expect, it } from 'vitest';
import { z } from 'zod';
import { schemaOrderAdd } from '../../../../lib/contracts/orders';

/** Every booking body takes an optional business name and GSTIN; a bad GSTIN is refused naming `business.gstin`. */

const booking = {
  eventDate: '2026-11-23',
  address: { name: 'A B', line1: 'House 1, Road 2', pincode: '110017' },
  expectedTotal: 700,
};
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A valid body of each of the five services. */
const BODIES = {
  chef: { ...booking, orderType: 2, people: 10, slotId: '19-20', dishIds: [uuid(1), uuid(2)] },
  decoration: { ...booking, orderType: 1, productSlug: 'pink-gold-balloon-arch', slotId: '16-19' },
  foodDelivery: { ...booking, orderType: 6, dishIds: [uuid(1)], guests: 20, slotId: '12-13' },
  buffet: { ...booking, orderType: 7, dishIds: [uuid(1)], guests: 30, slotId: '12-13' },
  photography: { ...booking, orderType: 9, productSlug: 'birthday-photography-2-hours', slotId: '16-17' },
};

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

it.each(Object.entries(BODIES))('%s: takes no business, or a name and GSTIN (trimmed, upper-cased)', (_, body) => {
  const without = schemaOrderAdd.parse(body);
  expect(without.business).toBeUndefined();
  const parsed = schemaOrderAdd.parse({ ...body, business: { name: '  Acme Events Pvt Ltd ', gstin: ' 27aapfu0939f1zv ' } });
  expect(parsed.business).toEqual({ name: 'Acme Events Pvt Ltd', gstin: '27AAPFU0939F1ZV' });
});

it.each(Object.entries(BODIES))('%s: refuses a bad GSTIN on business.gstin, saying why', (_, body) => {
  const refuse = (gstin: unknown) => issuesOf(schemaOrderAdd.safeParse({ ...body, business: { name: 'Acme', gstin } }));
  expect(refuse('27AAPFU0939F1Z')).toEqual([{ path: 'business.gstin', message: 'A GSTIN has 15 characters; this one has 14.' }]);
  expect(refuse('27AAP1U0939F1ZV')).toEqual([{ path: 'business.gstin', message: expect.stringMatching(/^Characters 3 to 12 of a GSTIN are a PAN/) }]);
  expect(refuse('40AAPFU0939F1ZQ')).toEqual([{ path: 'business.gstin', message: expect.stringMatching(/40 is not one/) }]);
  expect(refuse('27AAPFU0939F1ZW')).toEqual([{ path: 'business.gstin', message: expect.stringMatching(/last character does not match/) }]);
  expect(refuse(undefined)).toEqual([{ path: 'business.gstin', message: 'Please enter the GSTIN' }]);
  // one reason each: a character no GSTIN has is said alone
  expect(refuse('27AAPFU-939F1ZV')).toEqual([{ path: 'business.gstin', message: 'A GSTIN has only letters and digits' }]);
  expect(refuse('27AAPFU\u0000939F1ZV')).toEqual([{ path: 'business.gstin', message: 'A GSTIN has only letters and digits' }]);
});

it('refuses a business without a name, or with one over 100 characters, on business.name', () => {
  const refuse = (name: unknown) =>
    issuesOf(schemaOrderAdd.safeParse({ ...BODIES.decoration, business: { name, gstin: '27AAPFU0939F1ZV' } }));
  expect(refuse('   ')).toEqual([{ path: 'business.name', message: 'Please enter the registered business name' }]);
  expect(refuse(undefined)).toEqual([{ path: 'business.name', message: 'Please enter the registered business name' }]);
  expect(refuse('x'.repeat(101))).toEqual([{ path: 'business.name', message: expect.stringMatching(/at most 100/) }]);
  expect(refuse('x'.repeat(100))).toEqual([]);
});
