import { addSeconds } from 'date-fns';
import { count } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import leadsRoute from '../../../../pages/api/leads';
import { addIstDays, istDate } from '../../../../lib/dates';
import { resetConfigForTests } from '../../../../server/config';
import { leads } from '../../../../server/db/schema';
import type { Db, DbHandle } from '../../../../server/db/types';
import { createLead, LEAD_LIMIT, listLeads, newLeadReference } from '../../../../server/leads/repository';
import { callRoute } from '../../../helpers/apiResponse';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Everything the server's logger writes during this file (the real logger configuration, into memory). */
const logged = vi.hoisted(() => ({ chunks: [] as string[] }));
vi.mock('../../../../server/logger', async (importOriginal) =>
  (await import('../../../helpers/memoryLogger')).memoryLogger(await importOriginal(), logged.chunks),
);

const OPS_KEY = 'ops-key-for-lead-tests-0123';
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Days from today in IST, yyyy-mm-dd. */
const inDays = (days: number) => addIstDays(istDate(new Date()), days);

/** A valid enquiry body; `overrides` replace (or, as undefined, remove) fields. */
function enquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    service: 'bulk',
    name: '  Meera Iyer ',
    phone: '9812345670',
    eventDate: inDays(30),
    guests: 150,
    budgetPerPlate: 450,
    city: 'noida',
    note: 'Wedding reception.\nVeg only, Jain options for 20 guests.',
    ...overrides,
  };
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
  return body;
}

/** Calls /api/leads through its real route, from `ip`. */
const call = ({
  method,
  body,
  ip,
  headers = {},
  query = {},
}: {
  method: 'GET' | 'POST';
  body?: unknown;
  ip: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}) => callRoute(leadsRoute, { method, url: '/api/leads', headers, query, body, ip });
const post = (body: unknown, ip: string) => call({ method: 'POST', body, ip });
const list = (ip: string, key?: string, query: Record<string, string> = {}) =>
  call({ method: 'GET', ip, query, headers: key === undefined ? {} : { 'x-ops-api-key': key } });

async function leadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads);
  return row?.n ?? 0;
}

beforeAll(() => {
  vi.stubEnv('OPS_API_KEY', OPS_KEY);
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describeEachDatabase(
  'enquiries (POST and GET /api/leads)',
  (getDb) => {
    // the route's database (getDb() of server/db/client) is this suite's
    beforeEach(() => {
      globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
    });

    it('stores an enquiry and answers 201 with a short unique reference and the call-back promise', async () => {
      const answer = await post(enquiry(), '198.51.100.10');
      expect(answer.status).toBe(201);
      const { reference } = answer.json.data as { reference: string };
      expect(reference).toMatch(/^EQ-[2-9A-HJKMNP-Z]{6}$/);
      expect(answer.json.message).toBe(
        `Thank you! Your enquiry reference is ${reference}. Our catering team will call you within 2 working hours.`,
      );
      const page = await list('198.51.100.10', OPS_KEY);
      expect(page.status).toBe(200);
      const stored = (page.json.data as { leads: Record<string, unknown>[] }).leads.find((l) => l.reference === reference);
      expect(stored).toMatchObject({
        service: 'bulk',
        name: 'Meera Iyer',
        phone: '9812345670',
        eventDate: inDays(30),
        guests: 150,
        budgetPerPlate: 450,
        city: 'noida',
        note: 'Wedding reception.\nVeg only, Jain options for 20 guests.',
        status: 'new',
      });
      expect(typeof stored?._id).toBe('string');
      expect(new Date(stored?.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('takes the optional fields as optional, an enquiry for today and 5,000 guests, and stores an alias city as its canonical one', async () => {
      const answer = await post(
        enquiry({ service: 'caterer', budgetPerPlate: undefined, note: '', guests: 5000, eventDate: inDays(0), city: 'bangalore' }),
        '198.51.100.11',
      );
      expect(answer.status).toBe(201);
      const { reference } = answer.json.data as { reference: string };
      const stored = (await listLeads(getDb(), { pageSize: 100 })).leads.find((l) => l.reference === reference);
      expect(stored).toMatchObject({ service: 'caterer', budgetPerPlate: null, note: null, guests: 5000, city: 'bengaluru' });
      expect((await post(enquiry({ guests: 101, eventDate: inDays(365) }), '198.51.100.11')).status).toBe(201);
    });

    it.each([
      ['guests 100 (online booking takes it)', { guests: 100 }, 'guests', /101 to 5,000 guests. For 100 guests or fewer, book online/],
      ['guests 5001', { guests: 5001 }, 'guests', /101 to 5,000 guests/],
      ['guests not a whole number', { guests: 150.5 }, 'guests', /101 to 5,000 guests/],
      ['guests missing', { guests: undefined }, 'guests', /101 to 5,000 guests/],
      ['a phone of 9 digits', { phone: '981234567' }, 'phone', /valid 10-digit mobile number/],
      ['a phone starting with 5', { phone: '5812345670' }, 'phone', /valid 10-digit mobile number/],
      // the dates are read when the case runs (getters), not when the file loads: a run may cross IST midnight
      [
        'a date in the past (IST)',
        {
          get eventDate() {
            return inDays(-1);
          },
        },
        'eventDate',
        /cannot be in the past/,
      ],
      [
        'a date more than 365 days ahead',
        {
          get eventDate() {
            return inDays(366);
          },
        },
        'eventDate',
        /up to 365 days ahead/,
      ],
      ['a day that does not exist', { eventDate: '2031-02-30' }, 'eventDate', /valid date/],
      ['a date not written yyyy-mm-dd', { eventDate: '30/12/2030' }, 'eventDate', /date of your event/],
      ['a city we do not serve', { city: 'atlantis' }, 'city', /cities we serve/],
      ['a city that is not a slug', { city: 'Delhi NCR' }, 'city', /choose your city/],
      ['a budget under ₹100 a plate', { budgetPerPlate: 99 }, 'budgetPerPlate', /100 to 10,000/],
      ['a budget over ₹10,000 a plate', { budgetPerPlate: 10_001 }, 'budgetPerPlate', /100 to 10,000/],
      ['a name with a NUL', { name: 'Me\u0000era' }, 'name', /must not contain control characters/],
      ['a name with a line break', { name: 'Meera\nIyer' }, 'name', /must not contain control characters/],
      ['a note with an escape character', { note: 'Veg \u001B only' }, 'note', /must not contain control characters/],
      ['a note of 501 characters', { note: 'x'.repeat(501) }, 'note', /at most 500 characters/],
      ['no name', { name: ' ' }, 'name', /enter your name/],
      ['an unknown service', { service: 'wedding' }, 'service', /bulk, caterer/],
    ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, overrides, path, message) => {
      const before = await leadCount(getDb());
      const answer = await post(enquiry(overrides), '198.51.100.12');
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toContainEqual({ path, message: expect.stringMatching(message) });
      expect(await leadCount(getDb())).toBe(before);
    });

    it('answers a body that is not an object with a 400 listing the missing fields, never a 500', async () => {
      const answer = await post({ name: 1 }, '198.51.100.13');
      expect(answer.status).toBe(400);
      expect(answer.json.errors?.map((e) => e.path).sort()).toEqual(['city', 'eventDate', 'guests', 'name', 'phone', 'service']);
    });

    it('answers the 6th enquiry from one IP within an hour with 429 and Retry-After; other IPs are not affected', async () => {
      const ip = '203.0.113.50';
      for (let i = 0; i < 5; i += 1) expect((await post(enquiry({ phone: `981234560${i}` }), ip)).status).toBe(201);
      const before = await leadCount(getDb());
      const limited = await post(enquiry(), ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      expect(limited.json.message).toBe(
        'You have sent several enquiries in the last hour. Our team will call you about them soon. Please try again in 1 hour.',
      );
      expect(await leadCount(getDb())).toBe(before);
      expect((await post(enquiry(), '203.0.113.51')).status).toBe(201);
      // refused requests do not count
      for (let i = 0; i < 6; i += 1) expect((await post(enquiry({ guests: 100 }), '203.0.113.52')).status).toBe(400);
      expect((await post(enquiry(), '203.0.113.52')).status).toBe(201);
    });

    it('holds the per-IP limit behind a proxy when the client rotates the left of X-Forwarded-For (TRUST_PROXY=1)', async () => {
      vi.stubEnv('TRUST_PROXY', '1');
      resetConfigForTests();
      try {
        const statuses = [];
        for (let i = 0; i < 12; i += 1) {
          // our proxy (10.0.0.1) appends the address it saw; whatever the client wrote stays on the left
          const headers = { 'x-forwarded-for': `198.18.1.${i}, 203.0.113.53` };
          statuses.push((await call({ method: 'POST', body: enquiry(), ip: '10.0.0.1', headers })).status);
        }
        expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(429)]);
      } finally {
        vi.stubEnv('TRUST_PROXY', '0');
        resetConfigForTests();
      }
    });

    it('frees the IP again once its oldest enquiry is an hour old, and never lets parallel enquiries overshoot', async () => {
      const db = getDb();
      const t0 = new Date('2031-03-01T10:00:00Z');
      const input = {
        service: 'bulk' as const,
        name: 'Ravi',
        phone: '9812345671',
        eventDate: '2031-03-20',
        guests: 200,
        city: 'delhi',
        note: undefined,
      };
      for (let i = 0; i < 5; i += 1) await createLead(db, input, { clientIp: '192.0.2.60', now: addSeconds(t0, i * 60) });
      const error = await rejection(createLead(db, input, { clientIp: '192.0.2.60', now: addSeconds(t0, 600) }));
      // the first (at t0) leaves the window at t0 + 1 h: 50 minutes later
      expect([error.status, error.options.headers?.['Retry-After']]).toEqual([429, '3000']);
      expect(
        (await createLead(db, input, { clientIp: '192.0.2.60', now: addSeconds(t0, LEAD_LIMIT.windowSeconds + 1) })).reference,
      ).toMatch(/^EQ-/);

      const results = await Promise.allSettled(Array.from({ length: 8 }, () => createLead(db, input, { clientIp: '192.0.2.61', now: t0 })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([
        429, 429, 429,
      ]);
    });

    it('gives every enquiry its own reference', async () => {
      const input = {
        service: 'caterer' as const,
        name: 'Asha',
        phone: '9812345672',
        eventDate: '2031-04-02',
        guests: 300,
        city: 'mumbai',
        note: undefined,
      };
      const made = [];
      for (let i = 0; i < 12; i += 1) made.push(await createLead(getDb(), input, { clientIp: `192.0.2.${100 + i}` }));
      expect(new Set(made.map((l) => l.reference)).size).toBe(12);
      expect(new Set(Array.from({ length: 2000 }, newLeadReference)).size).toBeGreaterThan(1990);
    });

    it('lists enquiries to operations only: 401 without or with a wrong key; newest first, 20 a page', async () => {
      expect((await list('198.51.100.20')).status).toBe(401);
      expect((await list('198.51.100.20', 'not-the-key')).status).toBe(401);
      expect((await list('198.51.100.20', OPS_KEY, { page: 'abc' })).status).toBe(400);
      expect((await list('198.51.100.20', OPS_KEY, { page: '0' })).status).toBe(400);
      const first = await list('198.51.100.20', OPS_KEY);
      const data = first.json.data as { leads: { createdAt: string; reference: string }[]; page: number; pageSize: number; total: number };
      expect([first.status, data.page, data.pageSize]).toEqual([200, 1, 20]);
      expect(data.total).toBe(await leadCount(getDb()));
      expect(data.total).toBeGreaterThan(20);
      const times = data.leads.map((l) => Date.parse(l.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const second = (await list('198.51.100.20', OPS_KEY, { page: '2' })).json.data as typeof data;
      expect(second.page).toBe(2);
      expect(second.leads.length).toBe(Math.min(20, data.total - 20));
      expect(second.leads.map((l) => l.reference).filter((r) => data.leads.some((l) => l.reference === r))).toEqual([]);
    });

    it('never logs a name or phone number: not for a stored, refused, limited or failed enquiry', async () => {
      logged.chunks.length = 0;
      const phone = '9876501234';
      const name = 'Zebulon Quixote';
      await post(enquiry({ phone, name }), '198.51.100.30');
      await post(enquiry({ phone, name, guests: 100 }), '198.51.100.30');
      // a database failure while storing: a logged 500 with the failed statement
      const failing = new Proxy(getDb(), {
        get(target, property) {
          if (property === 'transaction') {
            return () => {
              throw new DrizzleQueryError(
                'insert into "leads" ("name", "phone") values ($1, $2)',
                [name, phone],
                new Error('connection reset'),
              );
            };
          }
          return Reflect.get(target, property) as unknown;
        },
      });
      globalForDb.__partyDb = Promise.resolve({ db: failing, kind: 'pglite', close: async () => undefined });
      const failed = await post(enquiry({ phone, name }), '198.51.100.30');
      expect(failed.status).toBe(500);
      const text = logged.chunks.join('');
      expect(text).toContain('insert into leads');
      expect(text).not.toContain(phone);
      expect(text).not.toContain('Zebulon');
    });
  },
  { seed: false },
);
