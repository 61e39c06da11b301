/**
 * The API fuzz (every route: no 5xx, always the JSON envelope), run in FUZZ_SHARDS files
 * (tests/e2e/fuzz1.e2e.ts ...), each calling `fuzzShard` for its share of the routes (tests/e2e/fuzzShards.ts), so
 * that the e2e workers share it instead of one file setting the run's tail. Same seed and runs for every route.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../lib/contracts/endpoints';
import type { RouteContract } from '../../lib/contracts/http';
import { tokenFor } from './api';
import { baseURL } from './fixtures';
import { FUZZ_BODY_LOGIN, FUZZ_SHARDS, FUZZ_TOKEN_LOGINS, fuzzShardRoutes } from './fuzzShards';
import { E2E_OPS_API_KEY, e2eLogin } from './server';

/** Fixed seed and runs per route: 250 requests per route (and its redirects). */
const SEED = 20_251_111;
const RUNS_PER_ROUTE = 250;

/** Valid requests bodies to mutate one field at a time (routes without one get only the generic bodies). */
const LOGIN = e2eLogin('fuzz', FUZZ_BODY_LOGIN);
const VALID_BODIES: Partial<Record<EndpointName, Record<string, unknown>>> = {
  otpGenerate: { phone: LOGIN.phone, role: 'customer' },
  otpVerify: { phone: LOGIN.phone, role: 'customer', otp: '0000', service: 'Book a chef' },
  userDetailsUpdate: { name: 'Fuzz Tester' },
  pushTokenCreate: { token: 'fuzz-token-0123456789-abcdefghij' },
  cuisineList: { type: 'cuisine' },
  mealDishList: { cuisineId: ['00000000-0000-4000-8000-000000000000'], is_dish: 1 },
  chefRequirements: { dishIds: ['00000000-0000-4000-8000-000000000000'], people: 10 },
  orderAdd: {
    orderType: 2,
    dishIds: ['00000000-0000-4000-8000-000000000000'],
    people: 10,
    eventDate: '2030-01-01',
    slotId: '13-14',
    address: { name: 'Fuzz Tester', line1: 'House 4, Road 2', landmark: 'Near the park', pincode: '201309' },
    note: 'Ring twice',
    expectedTotal: 1000,
    attribution: { source: 'organic', utm: { utm_source: 'fuzz' } },
  },
  orderList: { page: 1 },
  orderCancel: { _id: '00000000-0000-4000-8000-000000000000' },
  orderStatusUpdate: {
    _id: '00000000-0000-4000-8000-000000000000',
    status: 2,
    note: 'fuzz',
    providerId: '00000000-0000-4000-8000-000000000000',
  },
  paymentCreate: { orderId: '00000000-0000-4000-8000-000000000000', kind: 'advance' },
  paymentStatusCheck: {
    orderId: '00000000-0000-4000-8000-000000000000',
    providerOrderId: 'sbx_order_1',
    providerPaymentId: 'sbx_pay_1',
    signature: 'ab12',
  },
  paymentRefund: { orderId: '00000000-0000-4000-8000-000000000000', amount: 100, note: 'Goodwill', key: 'fuzz-1' },
  balanceCash: { orderId: '00000000-0000-4000-8000-000000000000', amount: 100 },
  sandboxAction: { action: 'pay' },
  contactCreate: { name: 'Fuzz Tester', phone: '9876543210', city: 'Noida', message: 'A message from the fuzz test.' },
  chatSend: { roomId: '00000000-0000-4000-8000-000000000000', text: 'Hello from the fuzz test', clientId: 'fuzz-client-0001' },
  chatMarkRead: { roomId: '00000000-0000-4000-8000-000000000000', upToMessageId: 1 },
  chatSupport: { page: '/orders', orderId: '00000000-0000-4000-8000-000000000000' },
  chatReport: { messageId: 1, reason: 'Spam' },
};

/**
 * Routes whose 200 answer is a JSON file download rather than the envelope (their other answers are the envelope),
 * and what that file must be. Each shard's session stays live until a route of its own ends it, so these are reached.
 */
const DOWNLOADS: Partial<Record<EndpointName, (response: Response, answer: unknown, what: string) => void>> = {
  // the account export, one JSON file
  accountExport: (response, answer, what) => {
    expect(response.headers.get('content-disposition'), what).toBe('attachment; filename="my-data.json"');
    expect(answer, what).toMatchObject({ format: 'party-services-account-export/1', profile: { phone: expect.any(String) } });
  },
};

/** Valid values of the path parameters. */
const VALID_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  paymentId: '00000000-0000-4000-8000-000000000000',
  attemptId: '00000000-0000-4000-8000-000000000000',
  pincode: '201309',
  name: 'unicorn',
  tag: 'birthday',
  roomId: '00000000-0000-4000-8000-000000000000',
};

/** Strings made of control characters, NUL and ordinary text. */
const controlText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.integer({ min: 0x20, max: 0x7e }))
    .map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
/** A string too large for any field (and, rarely, for the body limit). */
const hugeText = fc.constantFrom(5_000, 150_000).map((n) => 'x'.repeat(n));
/** Any JSON value, including strings with control characters. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: controlText },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.constantFrom(null, -1, 0, 1.5, 1e308, '', ' ', [], {}, '00000000-0000-4000-8000-000000000000') },
);

/** `sample` with the value at one of its leaves (or a new key) replaced by an arbitrary value. */
function mutate(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (node && typeof node === 'object' && !Array.isArray(node)) for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    else paths.push(path);
  };
  walk(sample, []);
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.oneof(
        anyValue,
        controlText.map((t) => `ab${t}cd`),
      ),
      fc.boolean(),
    )
    .map(([path, value, inString]) => {
      const copy = structuredClone(sample);
      const parent = path.slice(0, -1).reduce<Record<string, unknown>>((n, k) => n[k] as Record<string, unknown>, copy);
      const key = path.at(-1)!;
      // either a control character inside the valid text, or any value in its place
      parent[key] = inString && typeof parent[key] === 'string' ? `${parent[key] as string}${String(value).slice(0, 3)}` : value;
      return copy;
    });
}

/** A request body as sent: text and content type (undefined: no body). */
interface BodyCase {
  text?: string;
  contentType?: string;
}

/** Mostly JSON, sometimes another or no content type. */
const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''),
  },
);

function bodies(contract: RouteContract): fc.Arbitrary<BodyCase> {
  const sample = VALID_BODIES[contract.name];
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, contentTypes).map(([v, contentType]) => ({ text: JSON.stringify(v) ?? 'null', contentType }));
  const keys = sample ? Object.keys(sample) : ['type', 'page', '_id'];
  return fc.oneof(
    json(anyValue),
    json(fc.dictionary(fc.constantFrom(...keys, 'extra'), anyValue, { maxKeys: 6 })),
    ...(sample ? [json(mutate(sample)), json(mutate(sample))] : []),
    fc
      .tuple(
        fc.oneof(fc.string(), controlText, fc.constantFrom('{', '{"a":}', '[1,', 'nul', '\u0000', '"\\ud800"', '{"a":1}{')),
        contentTypes,
      )
      .map(([text, contentType]) => ({ text, contentType })),
    fc.constant({ text: '', contentType: 'application/json' }),
    fc.constant({}),
  );
}

/** A path segment: valid, arbitrary (encoded), malformed percent-encoding, or control characters. */
const pathSegment = (name: string) =>
  fc.oneof(
    fc.constant(VALID_PARAMS[name] ?? 'x'),
    fc.string({ maxLength: 80 }).map(encodeURIComponent),
    controlText.map(encodeURIComponent),
    fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', '..', '%2F', 'a'.repeat(3_000), '%C0%AF', '%u0041'),
  );

/** A query string of the usual keys and random ones, values possibly malformed. */
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('page', 'limit', 'name', 'x', '__proto__'),
      fc.oneof(
        fc.integer({ min: -5, max: 10_000 }).map(String),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
        fc.constantFrom('%', '%ZZ', '%00', ''),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

type Auth = 'none' | 'valid' | 'garbage';

/**
 * Registers the fuzz of shard `index` (0-based, below FUZZ_SHARDS) in the calling test file: one test per route of
 * the shard, each 250 requests from the fixed seed; prints the shard's totals by status at the end.
 */
export function fuzzShard(index: number): void {
  const routes = fuzzShardRoutes(index);
  const login = e2eLogin('fuzz', FUZZ_TOKEN_LOGINS[index]!);
  const totals = { requests: 0, byClass: {} as Record<string, number>, byStatus: {} as Record<string, number> };
  let token = '';

  /** Counts one answer in the totals. */
  function count(status: number): void {
    totals.requests += 1;
    totals.byClass[`${String(status)[0]}xx`] = (totals.byClass[`${String(status)[0]}xx`] ?? 0) + 1;
    totals.byStatus[status] = (totals.byStatus[status] ?? 0) + 1;
  }

  beforeAll(async () => {
    token = await tokenFor(login);
    expect(token).toBeTruthy();
  });

  afterAll(() => {
    console.log(
      `fuzz shard ${index + 1}/${FUZZ_SHARDS}: ${totals.requests} requests over ${routes.length} routes (seed ${SEED}); by class ${JSON.stringify(totals.byClass)}; by status ${JSON.stringify(totals.byStatus)}`,
    );
  });

  describe(`fuzzing every API route, shard ${index + 1} of ${FUZZ_SHARDS}: no 5xx, always the JSON envelope`, () => {
    for (const contract of routes) {
      it(`${contract.method} ${contract.path}`, async () => {
        const request = fc.record({
          segments: fc.record(Object.fromEntries([...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, pathSegment(name!)]))),
          query: queryString,
          auth: fc.constantFrom<Auth>('none', 'valid', 'valid', 'garbage'),
          // operations routes mostly get the right key, so their body handling is reached
          opsKey:
            contract.auth === 'operations'
              ? fc.constantFrom(E2E_OPS_API_KEY, E2E_OPS_API_KEY, E2E_OPS_API_KEY, 'wrong-key', '')
              : fc.constant(''),
          idempotencyKey: fc.option(
            fc.oneof(
              fc.uuid(),
              fc.string({ maxLength: 120 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')),
            ),
            { nil: undefined },
          ),
          body: contract.method === 'GET' ? fc.constant<BodyCase>({}) : bodies(contract),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ segments, query, auth, opsKey, idempotencyKey, body }) => {
            const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => (segments as Record<string, string>)[name]!);
            const headers: Record<string, string> = {};
            if (auth === 'valid') headers.Authorization = `Bearer ${token}`;
            if (auth === 'garbage') headers.Authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.garbage';
            if (opsKey) headers['x-ops-api-key'] = opsKey;
            if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
            if (body.contentType) headers['Content-Type'] = body.contentType;
            // Next normalises an empty last segment (`/api/x/`, or `/api/x/..` once the client resolved it) with a 308 to
            // the path without the slash: follow such redirects by hand and check the answer there
            let response = await fetch(`${baseURL}${path}${query}`, {
              method: contract.method,
              headers,
              body: body.text,
              redirect: 'manual',
            });
            for (let hop = 0; hop < 2 && response.status === 308 && response.headers.get('location')?.startsWith('/'); hop += 1) {
              count(308);
              response = await fetch(`${baseURL}${response.headers.get('location')}`, {
                method: contract.method,
                headers,
                body: body.text,
                redirect: 'manual',
              });
            }
            // the chat stream answers a signed-in request with an endless event stream: its headers are the answer
            if (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
              await response.body?.cancel();
              count(response.status);
              expect(contract.name, `${contract.method} ${path}${query}`).toBe('chatStream');
              return;
            }
            const text = await response.text();
            count(response.status);
            const what = `${contract.method} ${path}${query} ${body.contentType ?? ''} ${(body.text ?? '').slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`;
            expect(response.status, what).toBeLessThan(500);
            expect(response.headers.get('content-type') ?? '', what).toMatch(/^application\/json/);
            const answer = JSON.parse(text) as { status?: number; error?: boolean; message?: unknown; openapi?: string };
            const download = DOWNLOADS[contract.name];
            if (contract.raw && response.status === 200) expect(answer.openapi).toBe('3.1.0');
            else if (download && response.status === 200) download(response, answer, what);
            else
              expect(answer, what).toMatchObject({ status: response.status, error: response.status >= 400, message: expect.any(String) });
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      });
    }
  });
}
