import { expect, it } from 'vitest';
import { schemaProviderCreate, schemaProviderList, schemaProviderUpdate } from '../../../../lib/contracts/providers';
import { createProvider, deactivateProvider, getProvider, updateProvider } from '../../../../server/providers/directory';
import { listProviders } from '../../../../server/providers/repository';
import { toProviderPublic } from '../../../../server/providers/views';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { BEFORE, makeProvider, nextPhone } from '../../../helpers/providers';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** The directory (name, phone, services, cities or pincodes, active). */

const LATER = new Date('2026-11-22T10:00:00+05:30');
const list = (query: Record<string, unknown>) => schemaProviderList.parse(query);

describeEachDatabase('providers directory', (getDb) => {
  it('creates a provider and reads it back with its services, cities, pincodes and photo key', async () => {
    const input = schemaProviderCreate.parse({
      name: '  Sunita Rao ',
      phone: nextPhone(),
      photoKey: 'providers/sunita.webp',
      services: ['photography', 'decoration', 'photography'],
      cities: ['delhi'],
      pincodes: ['201309'],
    });
    const created = await createProvider(getDb(), input, { now: BEFORE, actor: SYSTEM_ACTOR });
    expect(created).toMatchObject({
      name: 'Sunita Rao',
      photoKey: 'providers/sunita.webp',
      services: ['photography', 'decoration'],
      cities: ['delhi'],
      pincodes: ['201309'],
      active: true,
    });
    expect(toProviderPublic(await getProvider(getDb(), created.id), false)).toEqual(toProviderPublic(created, false));
  });

  it('refuses a second provider with the same phone (409) and an unknown city (400 naming it)', async () => {
    const first = await makeProvider(getDb());
    const again = await rejection(makeProvider(getDb(), { phone: first.phone }));
    expect([again.status, again.options.errors]).toEqual([409, [{ path: 'phone', message: 'Already a provider' }]]);
    const city = await rejection(makeProvider(getDb(), { cities: ['noida', 'atlantis'] }));
    expect([city.status, city.options.errors]).toEqual([400, [{ path: 'cities.1', message: 'Unknown city atlantis' }]]);
    // an alias city (bangalore of bengaluru) is not a city of its own
    expect((await rejection(makeProvider(getDb(), { cities: ['bangalore'] }))).status).toBe(400);
  });

  it('refuses through the contract: no service, an unknown service, no city and no pincode, a bad phone or pincode', () => {
    const base = { name: 'Ramesh', phone: '9876543210', services: ['chef'], cities: ['noida'] };
    expect(schemaProviderCreate.safeParse(base).success).toBe(true);
    for (const bad of [
      { services: [] },
      { services: ['waiter'] },
      { cities: [], pincodes: [] },
      { phone: '12345' },
      { pincodes: ['0123'] },
      { photoKey: '../../etc/passwd' },
      // a customer's gallery photo is not a provider's face: the customer route would serve it to another customer
      { photoKey: 'orders/7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e/7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5f/original.jpg' },
      { photoKey: 'avatars/7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e/7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5f.webp' },
      { name: 'A' },
    ]) {
      expect(schemaProviderCreate.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('updates the given fields only, keeps at least one area, deactivates, and 404s an unknown provider', async () => {
    const provider = await makeProvider(getDb(), { services: ['chef'], cities: ['noida'] });
    const updated = await updateProvider(getDb(), provider.id, schemaProviderUpdate.parse({ services: ['chef', 'buffet'] }), {
      now: LATER,
      actor: SYSTEM_ACTOR,
    });
    expect(updated).toMatchObject({ name: provider.name, phone: provider.phone, services: ['chef', 'buffet'], cities: ['noida'] });
    expect(updated.updatedAt.getTime()).toBe(LATER.getTime());
    const noArea = await rejection(
      updateProvider(getDb(), provider.id, schemaProviderUpdate.parse({ cities: [] }), { now: LATER, actor: SYSTEM_ACTOR }),
    );
    expect([noArea.status, noArea.options.errors?.[0]?.path]).toEqual([400, 'cities']);
    expect((await deactivateProvider(getDb(), provider.id, { now: LATER, actor: SYSTEM_ACTOR })).active).toBe(false);
    expect((await rejection(getProvider(getDb(), '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    const other = await makeProvider(getDb());
    expect(
      (await rejection(updateProvider(getDb(), other.id, { phone: provider.phone }, { now: LATER, actor: SYSTEM_ACTOR }))).status,
    ).toBe(409);
  });

  it('lists by name with filters on service, city, pincode, active and a search, paginated with the total', async () => {
    const tag = `Zq${Date.now() % 10000}`;
    const a = await makeProvider(getDb(), { name: `${tag} Anil`, services: ['chef'], cities: ['delhi'] });
    const b = await makeProvider(getDb(), { name: `${tag} Bela`, services: ['photography'], cities: [], pincodes: ['110001'] });
    const c = await makeProvider(getDb(), { name: `${tag} Chetan`, services: ['chef', 'photography'], cities: ['mumbai'], active: false });
    const names = async (query: Record<string, unknown>) =>
      (await listProviders(getDb(), list({ q: tag, ...query }))).items.map((p) => p.id);
    expect(await names({})).toEqual([a.id, b.id, c.id]);
    expect(await names({ service: 'photography' })).toEqual([b.id, c.id]);
    expect(await names({ city: 'delhi' })).toEqual([a.id]);
    expect(await names({ pincode: '110001' })).toEqual([b.id]);
    expect(await names({ active: 'true' })).toEqual([a.id, b.id]);
    expect(await names({ active: false, service: 'chef' })).toEqual([c.id]);
    const page = await listProviders(getDb(), list({ q: tag, page: 2, pageSize: 2 }));
    expect([page.items.map((p) => p.id), page.total]).toEqual([[c.id], 3]);
    // a search by phone; LIKE wildcards in the search are taken literally
    expect((await listProviders(getDb(), list({ q: b.phone }))).items.map((p) => p.id)).toEqual([b.id]);
    expect((await listProviders(getDb(), list({ q: `${tag}%` }))).total).toBe(0);
  });
});
