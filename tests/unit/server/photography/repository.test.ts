import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { afterAll, beforeEach, expect, it } from 'vitest';
import detailsRoute from '../../../../pages/api/photography/details/[idOrSlug]';
import searchByNameRoute from '../../../../pages/api/photography/searchByName/[name]';
import searchByTagRoute from '../../../../pages/api/photography/searchByTag/[tag]';
import { photographyAddons as seedAddons, photographyPackages as seedPackages } from '../../../../data/photography';
import { photographyAddons, photographyPackages } from '../../../../server/db/schema';
import type { Db, DbHandle } from '../../../../server/db/types';
import { clearPhotographyCache } from '../../../../server/photography/publicPhotography';
import {
  containing,
  findPackageByIdOrSlug,
  findPackageForOrder,
  listPackagesByGroup,
  listPackagesByOccasion,
  searchPackagesByName,
  searchPackagesByTag,
  upsertPhotographyCatalogue,
} from '../../../../server/photography/repository';
import { callRoute } from '../../../helpers/apiResponse';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Calls a photography API route like Next does: path parameters and the query string both in `req.query`. */
const call = (route: NextApiHandler, url: string, query: Record<string, string>) => callRoute(route, { url, query, ip: '198.51.100.7' });
const byTag = (tag: string) => call(searchByTagRoute, `/api/photography/searchByTag/${encodeURIComponent(tag)}`, { tag });
const details = (idOrSlug: string) => call(detailsRoute, `/api/photography/details/${encodeURIComponent(idOrSlug)}`, { idOrSlug });
const byName = (name: string, paging: Record<string, string> = {}) =>
  call(searchByNameRoute, `/api/photography/searchByName/${encodeURIComponent(name)}`, { name, ...paging });

/** Sets a package's status for the duration of `body` (then back to active), with the public cache cleared around it. */
async function withStatus(db: Db, slug: string, status: number, body: () => Promise<void>) {
  await db.update(photographyPackages).set({ status }).where(eq(photographyPackages.slug, slug));
  clearPhotographyCache(db);
  try {
    await body();
  } finally {
    await db.update(photographyPackages).set({ status: 1 }).where(eq(photographyPackages.slug, slug));
    clearPhotographyCache(db);
  }
}

afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase('photography catalogue (repository and API)', (getDb) => {
  beforeEach(() => {
    // the routes' database (getDb() of server/db/client) is this suite's
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
    clearPhotographyCache(getDb());
  });

  it('seeds every package and add-on, and upserting again by slug changes nothing', async () => {
    const db = getDb();
    const before = await db.select().from(photographyPackages);
    expect(before).toHaveLength(seedPackages.length);
    expect(await db.$count(photographyAddons)).toBe(seedAddons.length);
    expect(await upsertPhotographyCatalogue(db, seedPackages, seedAddons)).toEqual({
      photographyAddons: seedAddons.length,
      photographyPackages: seedPackages.length,
    });
    const after = await db.select().from(photographyPackages);
    expect(new Map(after.map((p) => [p.slug, p.id]))).toEqual(new Map(before.map((p) => [p.slug, p.id])));
    const birthday = after.find((p) => p.slug === 'birthday-party-photography');
    expect(birthday).toMatchObject({ price: 4500, hours: 4, photosMin: 150, photosMax: 200, editedPhotos: 20, occasionGroup: 'intimate' });
    expect(birthday?.inclusions).toContain('1 photographer for 4 hours');
  });

  it('refuses a package offering an add-on the catalogue does not have', async () => {
    const broken = [{ ...seedPackages[0]!, slug: 'broken-package', addonSlugs: ['drone-shots'] }];
    await expect(upsertPhotographyCatalogue(getDb(), broken, seedAddons)).rejects.toThrow(/unknown add-on "drone-shots"/);
  });

  it('lists active packages by occasion and by group, leaving out inactive and deleted ones', async () => {
    const db = getDb();
    const weddings = await listPackagesByOccasion(db, 'wedding');
    expect(weddings.length).toBe(seedPackages.filter((p) => p.occasion === 'wedding').length);
    expect(weddings.every((p) => p.occasionGroup === 'grand')).toBe(true);
    const grand = await listPackagesByGroup(db, 'grand');
    expect(grand.map((p) => p.slug).sort()).toEqual(
      seedPackages
        .filter((p) => p.group === 'grand')
        .map((p) => p.slug)
        .sort(),
    );
    await withStatus(db, 'sangeet-night-photography', 0, async () => {
      expect((await listPackagesByGroup(db, 'grand')).map((p) => p.slug)).not.toContain('sangeet-night-photography');
    });
    await withStatus(db, 'sangeet-night-photography', 2, async () => {
      expect((await listPackagesByOccasion(db, 'wedding')).map((p) => p.slug)).not.toContain('sangeet-night-photography');
    });
  });

  it('finds an active package by slug or id, never an inactive one, and takes any text without a database error', async () => {
    const db = getDb();
    const bySlug = await findPackageByIdOrSlug(db, 'wedding-day-photography');
    expect(bySlug?.price).toBe(28000);
    expect((await findPackageByIdOrSlug(db, bySlug!.id))?.slug).toBe('wedding-day-photography');
    expect((await findPackageByIdOrSlug(db, bySlug!.id.toUpperCase()))?.slug).toBe('wedding-day-photography');
    expect(await findPackageByIdOrSlug(db, 'not-a-package')).toBeNull();
    expect(await findPackageByIdOrSlug(db, "x' or 1=1 --")).toBeNull();
    await withStatus(db, 'wedding-day-photography', 0, async () => {
      expect(await findPackageByIdOrSlug(db, 'wedding-day-photography')).toBeNull();
      expect(await findPackageByIdOrSlug(db, bySlug!.id)).toBeNull();
    });
  });

  it('findPackageForOrder: the active package with its active add-ons in offer order, or null', async () => {
    const db = getDb();
    const found = await findPackageForOrder(db, 'birthday-party-photography');
    expect(found?.package.price).toBe(4500);
    expect(found?.addons.map((a) => [a.slug, a.price])).toEqual([
      ['extra-photographer', 2000],
      ['cinematic-video', 5000],
      ['extra-edited-photo', 70],
    ]);
    // a package whose film is included does not offer the video add-on
    expect((await findPackageForOrder(db, 'grand-wedding-photos-and-film'))?.addons.map((a) => a.slug)).toEqual([
      'extra-photographer',
      'extra-edited-photo',
    ]);
    await db.update(photographyAddons).set({ isActive: false }).where(eq(photographyAddons.slug, 'cinematic-video'));
    try {
      expect((await findPackageForOrder(db, 'birthday-party-photography'))?.addons.map((a) => a.slug)).toEqual([
        'extra-photographer',
        'extra-edited-photo',
      ]);
    } finally {
      await db.update(photographyAddons).set({ isActive: true }).where(eq(photographyAddons.slug, 'cinematic-video'));
    }
    expect(await findPackageForOrder(db, 'no-such-package')).toBeNull();
    await withStatus(db, 'birthday-party-photography', 0, async () => {
      expect(await findPackageForOrder(db, 'birthday-party-photography')).toBeNull();
    });
  });

  it('searches by tag, occasion or group, case-insensitive and whole', async () => {
    const db = getDb();
    const birthday = (await searchPackagesByTag(db, 'BIRTHDAY')).map((p) => p.slug);
    expect(birthday.sort()).toEqual(
      seedPackages
        .filter((p) => p.occasion === 'birthday')
        .map((p) => p.slug)
        .sort(),
    );
    expect((await searchPackagesByTag(db, 'Haldi')).map((p) => p.slug)).toEqual(['haldi-mehendi-photography']);
    expect((await searchPackagesByTag(db, 'grand')).length).toBe(seedPackages.filter((p) => p.group === 'grand').length);
    expect((await searchPackagesByTag(db, 'New-Born')).map((p) => p.occasion)).toEqual(['new-born']);
    expect(await searchPackagesByTag(db, 'birth')).toEqual([]);
    expect(await searchPackagesByTag(db, '%')).toEqual([]);
  });

  it('searches names with %, _ and \\ matching themselves, one page at a time', async () => {
    const db = getDb();
    expect(containing('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    const all = await searchPackagesByName(db, 'photo', { page: 1, limit: 50 });
    expect(all.total).toBe(seedPackages.filter((p) => /photo/i.test(p.name)).length);
    const second = await searchPackagesByName(db, 'photo', { page: 2, limit: 5 });
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(all.total);
    expect(second.items.map((p) => p.slug)).toEqual(all.items.slice(5, 10).map((p) => p.slug));
    expect((await searchPackagesByName(db, 'WEDDING DAY', { page: 1, limit: 10 })).items.map((p) => p.slug)).toEqual([
      'wedding-day-photography',
    ]);
    for (const wildcard of ['%', '%%', '_', '__', '\\', 'b_rthday', 'birth%party']) {
      expect((await searchPackagesByName(db, wildcard, { page: 1, limit: 10 })).total, wildcard).toBe(0);
    }
  });

  it('GET searchByTag answers the cards of a tag, 404 "No matching photograph found." for an unknown one, 400 for bad input', async () => {
    const ok = await byTag('Wedding');
    expect(ok.status).toBe(200);
    const cards = ok.json.data as Record<string, unknown>[];
    // the wedding packages, and the engagement ones tagged "wedding"
    expect(cards.map((c) => c.slug).sort()).toEqual(
      seedPackages
        .filter((p) => p.tags.includes('wedding'))
        .map((p) => p.slug)
        .sort(),
    );
    expect(cards.length).toBeGreaterThan(seedPackages.filter((p) => p.occasion === 'wedding').length);
    expect(Object.keys(cards[0]!).sort()).toEqual(
      [
        '_id',
        'slug',
        'name',
        'occasion',
        'occasionGroup',
        'price',
        'hours',
        'photosMin',
        'photosMax',
        'editedPhotos',
        'deliveryDays',
        'image',
        'tags',
      ].sort(),
    );
    const unknown = await byTag('wildlife');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: true, status: 404, message: 'No matching photograph found.' });
    expect((await byTag('x'.repeat(61))).status).toBe(400);
    expect((await byTag('bad\u0000tag')).status).toBe(400);
    expect((await byTag('   ')).status).toBe(400);
  });

  it('GET details answers a package by slug or id with its inclusions, pictures and add-ons (1-5 each); 404 unknown or inactive', async () => {
    const ok = await details('baby-shower-photography');
    expect(ok.status).toBe(200);
    const pkg = ok.json.data as { _id: string; price: number; inclusions: string[]; images: string[]; addons: unknown[] };
    expect(pkg.price).toBe(4500);
    expect(pkg.inclusions.length).toBeGreaterThanOrEqual(3);
    expect(pkg.images[0]).toBe('/images/photography/baby-shower.svg');
    expect(pkg.addons).toEqual([
      { slug: 'extra-photographer', name: 'Extra photographer', description: expect.any(String), price: 2000, maxQuantity: 5 },
      { slug: 'cinematic-video', name: 'Cinematic video', description: expect.any(String), price: 5000, maxQuantity: 5 },
      { slug: 'extra-edited-photo', name: 'Extra edited photo', description: expect.any(String), price: 70, maxQuantity: 5 },
    ]);
    expect(JSON.stringify(pkg)).not.toMatch(/status|sortOrder|listPrice|previousPrice|discount/);
    expect(((await details(pkg._id)).json.data as { slug: string }).slug).toBe('baby-shower-photography');
    expect((await details('no-such-package')).status).toBe(404);
    expect((await details('bad slug!')).status).toBe(400);
    expect((await details('a'.repeat(121))).status).toBe(400);
    await withStatus(getDb(), 'baby-shower-photography', 0, async () => {
      const inactive = await details('baby-shower-photography');
      expect(inactive.status).toBe(404);
      expect(inactive.json.error).toBe(true);
      expect((await details(pkg._id)).status).toBe(404);
    });
  });

  it('GET searchByName escapes % and _, pages with {items, page, limit, total}, and answers 400 for bad input', async () => {
    const page = await byName('Photo', { page: '2', limit: '3' });
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ page: 2, limit: 3, total: seedPackages.filter((p) => /photo/i.test(p.name)).length });
    expect((page.json.data as { items: unknown[] }).items).toHaveLength(3);
    for (const wildcard of ['%%', '__', '%_']) {
      const answer = await byName(wildcard);
      expect(answer.status, wildcard).toBe(200);
      expect(answer.json.data, wildcard).toMatchObject({ items: [], total: 0, page: 1, limit: 12 });
    }
    expect((await byName('a')).status).toBe(400);
    expect((await byName('photo', { limit: '500' })).status).toBe(400);
    expect((await byName('photo', { page: '0' })).status).toBe(400);
    expect((await byName('photo', { page: 'two' })).status).toBe(400);
  });
});
