/**
 * The account's language (`users.language`, `providers.language`): the column's default and check, a first login
 * taking the page's language (`X-Locale`), a known account keeping its own, and the user details reading and
 * setting it (400 naming the field for anything but `en` / `hi`); the login message names the page's service in the
 * account's language. PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import otpGenerateRoute from '../../../../pages/api/user/otp_generate';
import otpVerifyRoute from '../../../../pages/api/user/otp_verify';
import detailsByIdRoute from '../../../../pages/api/user/user-details/[id]';
import detailsRoute from '../../../../pages/api/user/user-details';
import type { UserPublic } from '../../../../lib/contracts/users';
import { schemaUserDetailsUpdate } from '../../../../lib/contracts/users';
import { resetConfigForTests } from '../../../../server/config';
import { providers, users } from '../../../../server/db/schema';
import { listOutbox } from '../../../../server/notify/outbox';
import { languageOfPhone, userLanguage } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, customer, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';

setUpInvitesSuite();
const TEST_CODE = '4321';
beforeAll(() => {
  vi.stubEnv(
    'OTP_TEST_NUMBERS',
    ['9877711001', '9877711002', '9877711003', '9877711005', '9877711006'].map((phone) => `${phone}:${TEST_CODE}`).join(','),
  );
  resetConfigForTests();
});

async function logIn(phone: string, locale?: string) {
  const headers: Record<string, string> = locale ? { 'x-locale': locale } : {};
  await call(otpGenerateRoute, { method: 'POST', url: '/api/user/otp_generate', body: { phone, role: 'customer' }, headers });
  return call(otpVerifyRoute, { method: 'POST', url: '/api/user/otp_verify', body: { phone, role: 'customer', otp: TEST_CODE }, headers });
}

describe('schemaUserDetailsUpdate', () => {
  it('takes a name, a language or both, and asks for the name when the body has neither', () => {
    expect(schemaUserDetailsUpdate.safeParse({ language: 'hi' }).success).toBe(true);
    expect(schemaUserDetailsUpdate.safeParse({ name: 'Asha', language: 'en' }).success).toBe(true);
    const empty = schemaUserDetailsUpdate.safeParse({});
    expect(empty.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Please enter your name' });
  });
});

describeEachDatabase('the account language', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('defaults to English and takes only en or hi, for customers and providers', async () => {
    const db = getDb();
    const [user] = await db.insert(users).values({ phone: '9877711900' }).returning();
    expect(user!.language).toBe('en');
    await expect(db.execute(sql`update users set language = 'fr' where id = ${user!.id}`)).rejects.toThrow();
    const [provider] = await db.insert(providers).values({ name: 'Ravi Kumar', phone: '9877711901' }).returning();
    expect(provider!.language).toBe('en');
    await expect(db.execute(sql`update providers set language = 'xx' where id = ${provider!.id}`)).rejects.toThrow();
    await db.update(providers).set({ language: 'hi' }).where(eq(providers.id, provider!.id));
    expect(await userLanguage(db, user!.id)).toBe('en');
    expect(await userLanguage(db, null)).toBe('en');
  });

  it('a first login takes the language of the page; a later one keeps the account’s', async () => {
    const first = await logIn('9877711001', 'hi');
    expect(first.status).toBe(200);
    expect(first.json<UserPublic>().data.language).toBe('hi');
    expect(await languageOfPhone(getDb(), '9877711001', 'en')).toBe('hi');
    // a known account logging in from an English page keeps its Hindi
    const known = await customer(getDb(), '9877711003');
    await getDb().update(users).set({ language: 'hi' }).where(eq(users.id, known.id));
    const again = await logIn('9877711003', 'en');
    expect(again.json().message).toBe('Logged in successfully');
    expect(again.json<UserPublic>().data.language).toBe('hi');
    // no header (a script, an old client): English
    expect((await logIn('9877711002')).json<UserPublic>().data.language).toBe('en');
    expect(await languageOfPhone(getDb(), '9000000000', 'hi')).toBe('hi');
  });

  it("names the page's service in the login message in the account's language, English as before", async () => {
    vi.stubEnv('WHATSAPP_TEMPLATE_LANGUAGE_HI', 'hi');
    resetConfigForTests();
    try {
      const serviceSent = async (phone: string, locale: string) => {
        const headers = { 'x-locale': locale };
        await call(otpGenerateRoute, { method: 'POST', url: '/api/user/otp_generate', body: { phone, role: 'customer' }, headers });
        const body = { phone, role: 'customer', otp: TEST_CODE, service: 'Chef for Party' };
        expect((await call(otpVerifyRoute, { method: 'POST', url: '/api/user/otp_verify', body, headers })).status).toBe(200);
        // the message goes out after the answer: wait for its outbox row
        for (let i = 0; i < 50; i += 1) {
          const [row] = await listOutbox(getDb(), `+91${phone}`, 'whatsapp');
          if (row) return row.payload.serviceName;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return undefined;
      };
      expect(await serviceSent('9877711005', 'hi')).toBe('पार्टी के लिए शेफ');
      expect(await serviceSent('9877711006', 'en')).toBe('Chef for Party');
    } finally {
      vi.stubEnv('WHATSAPP_TEMPLATE_LANGUAGE_HI', '');
      resetConfigForTests();
    }
  });

  it('user details read and set the language, and refuse anything else naming the field', async () => {
    const who = await customer(getDb(), '9877711004');
    const read = await call(detailsRoute, { url: '/api/user/user-details', headers: who.headers });
    expect(read.json<UserPublic>().data.language).toBe('en');

    const set = await call(detailsRoute, { method: 'PUT', url: '/api/user/user-details', headers: who.headers, body: { language: 'hi' } });
    expect(set.status).toBe(200);
    expect(set.json<UserPublic>().data).toMatchObject({ language: 'hi', name: null });
    expect(await userLanguage(getDb(), who.id)).toBe('hi');

    const refused = await call(detailsRoute, {
      method: 'PUT',
      url: '/api/user/user-details',
      headers: who.headers,
      body: { language: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json().errors?.map((error) => error.path)).toEqual(['language']);
    expect(await userLanguage(getDb(), who.id)).toBe('hi');

    // by the spec's path, with the name at the same time
    const both = await call(detailsByIdRoute, {
      method: 'PUT',
      url: `/api/user/user-details/${who.id}`,
      params: { id: who.id },
      headers: who.headers,
      body: { name: 'Asha Verma', language: 'en' },
    });
    expect(both.json<UserPublic>().data).toMatchObject({ name: 'Asha Verma', language: 'en' });
    const byId = await call(detailsByIdRoute, {
      method: 'PUT',
      url: `/api/user/user-details/${who.id}`,
      params: { id: who.id },
      headers: who.headers,
      body: { language: 'fr' },
    });
    expect(byId.status).toBe(400);
    expect(byId.json().errors?.[0]?.path).toBe('language');
  });
});
