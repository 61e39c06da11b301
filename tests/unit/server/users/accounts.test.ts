/**
 * The name, the profile photo and the address book through the real routes, on PGlite and
 * PostgreSQL: every rule and error of the account, the spec's paths with the session user's id (403 for another),
 * and the snapshot rule (an order keeps the address it was booked with when the book changes).
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import addRoute from '../../../../pages/api/users/address/add';
import listRoute from '../../../../pages/api/users/address/address_list';
import editRoute from '../../../../pages/api/users/address/edit';
import upsertRoute from '../../../../pages/api/users/address/editByUserID';
import statusRoute from '../../../../pages/api/users/address/update_address_status';
import avatarRoute from '../../../../pages/api/user/user-avatar/[id]';
import detailsByIdRoute from '../../../../pages/api/user/user-details/[id]';
import detailsRoute from '../../../../pages/api/user/user-details';
import type { SavedAddress } from '../../../../lib/contracts/addresses';
import { schemaPersonName, type UserPublic } from '../../../../lib/contracts/users';
import { resetConfigForTests } from '../../../../server/config';
import { orders } from '../../../../server/db/schema';
import { placeOrder } from '../../../../server/orders/placement';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { multipart } from '../gallery/routeCall';
import { cameraJpeg, heicSample, plainImage } from '../media/photoFixtures';
import { call, callRoute, customer, forgetRoutesDb, useDbForRoutes, type Customer } from '../events/helpers';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'avatar-media-'));

beforeAll(() => {
  vi.stubEnv('MEDIA_DIR', mediaDir);
  resetConfigForTests();
});
afterAll(() => {
  forgetRoutesDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('schemaPersonName', () => {
  it.each(['Asha Verma', 'Jo', "D'Souza-Pinto Jr.", 'आशा वर्मा', 'அருண் குமார்', 'x'.repeat(60)])('accepts %s', (name) => {
    expect(schemaPersonName.safeParse(name).success).toBe(true);
  });
  it.each([
    ['', 'Please enter your name'],
    ['   ', 'Please enter your name'],
    ['A', 'Your name needs at least 2 characters'],
    ['x'.repeat(61), 'Your name can be at most 60 characters'],
    ['Asha 2', 'Name can contain letters, spaces, dots, hyphens and apostrophes only'],
    ['<b>Asha</b>', 'Name can contain letters, spaces, dots, hyphens and apostrophes only'],
    ['-Asha', 'Name can contain letters, spaces, dots, hyphens and apostrophes only'],
  ])('refuses %j with %s', (name, message) => {
    const result = schemaPersonName.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describeEachDatabase('accounts', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let asha: Customer;
  let ravi: Customer;
  beforeAll(async () => {
    useDbForRoutes(getDb());
    asha = await customer(getDb(), '9876543210');
    ravi = await customer(getDb(), '9123456789');
  });

  const details = (who: Customer, id: string, method = 'GET', body?: unknown) =>
    call(detailsByIdRoute, { method, url: `/api/user/user-details/${id}`, params: { id }, headers: who.headers, body });

  describe('name', () => {
    it('reads and sets the name by the spec path with the session user id', async () => {
      const saved = await details(asha, asha.id, 'PUT', { name: '  आशा Verma ' });
      expect(saved.status).toBe(200);
      expect(saved.json<UserPublic>().data).toMatchObject({ _id: asha.id, name: 'आशा Verma', avatar: null });
      const read = await details(asha, asha.id);
      expect(read.json<UserPublic>().data).toMatchObject({ name: 'आशा Verma', phone: '9876543210' });
      // the old path keeps working
      const old = await call(detailsRoute, { url: '/api/user/user-details', headers: asha.headers });
      expect(old.json<UserPublic>().data.name).toBe('आशा Verma');
    });

    it('answers 400 for an empty name, 61 characters, digits or HTML', async () => {
      const empty = await details(asha, asha.id, 'PUT', { name: '' });
      expect(empty.status).toBe(400);
      expect(empty.json().errors?.[0]?.message).toBe('Please enter your name');
      for (const name of ['x'.repeat(61), 'Asha 123', '<script>x</script>']) {
        expect((await details(asha, asha.id, 'PUT', { name })).status).toBe(400);
      }
    });

    it("answers 403 for another user's id and 401 without a login", async () => {
      expect((await details(asha, ravi.id)).status).toBe(403);
      expect((await details(asha, 'not-a-user')).status).toBe(403);
      expect((await details(asha, ravi.id, 'PUT', { name: 'Mallory' })).status).toBe(403);
      const anonymous = await call(detailsByIdRoute, { url: `/api/user/user-details/${asha.id}`, params: { id: asha.id } });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('photo', () => {
    const upload = (who: Customer, id: string, data: Buffer, fileName = 'me.jpg') => {
      const { body, contentType } = multipart([{ name: 'image', fileName, data }]);
      return callRoute(avatarRoute, {
        method: 'PUT',
        url: `/api/user/user-avatar/${id}`,
        params: { id },
        headers: { ...who.headers, 'content-type': contentType, 'content-length': String(body.length) },
        body,
      });
    };
    const fetchAvatar = (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      const id = parsed.pathname.split('/').pop()!;
      return callRoute(avatarRoute, { url, params: { id } });
    };

    it('stores a 256x256 WebP served from our origin, replaces it and removes it', async () => {
      const first = await upload(asha, asha.id, await cameraJpeg(800, 600));
      expect(first.status).toBe(200);
      const { avatar } = first.json<{ avatar: string }>().data;
      expect(avatar).toMatch(new RegExp(`^/api/user/user-avatar/${asha.id}\\?v=[0-9a-f-]{36}$`));
      const served = await fetchAvatar(avatar);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      // the browser keeps it; no shared cache may (a removed photo must not outlive its removal there)
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(served.body).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
      expect((await details(asha, asha.id)).json<UserPublic>().data.avatar).toBe(avatar);

      const second = await upload(asha, asha.id, await plainImage(300, 300, 'png'), 'me.png');
      expect(second.status).toBe(200);
      const replaced = second.json<{ avatar: string }>().data.avatar;
      expect(replaced).not.toBe(avatar);
      // the old version's URL now gets the current photo without the long cache
      expect((await fetchAvatar(avatar)).headers['cache-control']).not.toContain('immutable');

      const cleared = await call(avatarRoute, {
        method: 'PUT',
        url: `/api/user/user-avatar/${asha.id}`,
        params: { id: asha.id },
        headers: asha.headers,
        body: { clearAvatar: true },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.json<{ avatar: null }>().data).toEqual({ avatar: null });
      expect((await fetchAvatar(replaced)).status).toBe(404);
    });

    it('takes a HEIC photo and a WebP', async () => {
      expect((await upload(ravi, ravi.id, heicSample(), 'IMG_0001.heic')).status).toBe(200);
      expect((await upload(ravi, ravi.id, await plainImage(200, 200, 'webp'), 'me.webp')).status).toBe(200);
    });

    it('answers 413 above 5 MB', async () => {
      const big = Buffer.concat([await cameraJpeg(400, 400), Buffer.alloc(6 * 1024 * 1024)]);
      expect((await upload(asha, asha.id, big)).status).toBe(413);
    });

    it('answers 415 for GIF, SVG and PDF', async () => {
      const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c00' } })
        .gif()
        .toBuffer();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200"/></svg>');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
      for (const [data, name] of [
        [gif, 'a.gif'],
        [svg, 'a.svg'],
        [pdf, 'a.pdf'],
      ] as const) {
        expect((await upload(asha, asha.id, data, name)).status, name).toBe(415);
      }
    });

    it('answers 400 for a photo smaller than 128x128 or a damaged one', async () => {
      const small = await upload(asha, asha.id, await plainImage(127, 400, 'png'), 'small.png');
      expect(small.status).toBe(400);
      expect(small.json().message).toBe('Please choose a photo of at least 128x128 pixels.');
      const jpeg = await cameraJpeg(400, 400);
      const damaged = await upload(asha, asha.id, jpeg.subarray(0, 200), 'broken.jpg');
      expect(damaged.status).toBe(400);
    });

    it("answers 403 for another user's id, 400 for a JSON body without clearAvatar", async () => {
      expect((await upload(asha, ravi.id, await cameraJpeg(300, 300))).status).toBe(403);
      const wrong = await call(avatarRoute, {
        method: 'PUT',
        url: `/api/user/user-avatar/${asha.id}`,
        params: { id: asha.id },
        headers: asha.headers,
        body: { clearAvatar: false },
      });
      expect(wrong.status).toBe(400);
    });
  });

  describe('address book', () => {
    const post = (handler: typeof addRoute, url: string, who: Customer, body: unknown) =>
      call(handler, { method: 'POST', url, headers: who.headers, body });
    const add = (who: Customer, body: Record<string, unknown>) => post(addRoute, '/api/users/address/add', who, body);
    const list = async (who: Customer) =>
      (await call(listRoute, { url: '/api/users/address/address_list', headers: who.headers })).json<SavedAddress[]>().data;
    const home = { label: 'Home', name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', landmark: 'Near the park', pincode: '201309' };
    let user: Customer;
    beforeAll(async () => {
      user = await customer(getDb(), '9000011111');
    });

    it('saves an address with city and locality from the pincode, the first one as the default', async () => {
      const saved = await add(user, home);
      expect(saved.status).toBe(201);
      expect(saved.json<SavedAddress>().data).toMatchObject({
        label: 'Home',
        name: 'Asha Verma',
        pincode: '201309',
        city: expect.any(String) as string,
        locality: expect.any(String) as string,
        served: true,
        notice: null,
        isDefault: true,
      });
    });

    it('saves an unserved pincode marked "We don\'t serve this pincode yet"; 400 for one that is not 6 digits', async () => {
      const far = await add(user, { ...home, label: 'Work', pincode: '999999' });
      expect(far.status).toBe(201);
      expect(far.json<SavedAddress>().data).toMatchObject({
        served: false,
        city: null,
        notice: "We don't serve this pincode yet",
        isDefault: false,
      });
      for (const pincode of ['20130', '2013090', 'abcdef']) expect((await add(user, { ...home, pincode })).status, pincode).toBe(400);
      expect((await add(user, { ...home, label: 'Palace' })).status).toBe(400);
    });

    it('edits, moves the default and removes: only the owner (404 for anyone else)', async () => {
      const [first, second] = [...(await list(user))].sort((a) => (a.isDefault ? -1 : 1));
      const edited = await post(editRoute, '/api/users/address/edit', user, {
        _id: second!._id,
        line1: 'Plot 7, Sector 62',
        isDefault: true,
      });
      expect(edited.json<SavedAddress>().data).toMatchObject({ line1: 'Plot 7, Sector 62', isDefault: true });
      const after = await list(user);
      expect(after[0]!._id).toBe(second!._id);
      expect(after.filter((a) => a.isDefault)).toHaveLength(1);

      expect((await post(editRoute, '/api/users/address/edit', ravi, { _id: first!._id, line1: 'Hijacked 1' })).status).toBe(404);
      const status = (who: Customer, _id: string) => post(statusRoute, '/api/users/address/update_address_status', who, { _id, status: 0 });
      expect((await status(ravi, second!._id)).status).toBe(404);
      expect((await status(user, second!._id)).status).toBe(200);
      const remaining = await list(user);
      expect(remaining.map((a) => a._id)).toEqual([first!._id]);
      expect(remaining[0]!.isDefault).toBe(true);
      expect((await status(user, second!._id)).status).toBe(404);
    });

    it('answers 409 "You can save up to 10 addresses" for the 11th, even when added at once', async () => {
      const full = await customer(getDb(), '9000022222');
      const answers = await Promise.all(Array.from({ length: 11 }, (_, i) => add(full, { ...home, line1: `House ${i + 1}, Road 2` })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.json().message).toBe('You can save up to 10 addresses');
      expect(await list(full)).toHaveLength(10);
      expect((await list(full)).filter((a) => a.isDefault)).toHaveLength(1);
    });

    it("editByUserID upserts the session user's default address; another userId is a 403", async () => {
      const fresh = await customer(getDb(), '9000033333');
      const url = '/api/users/address/editByUserID';
      const created = await post(upsertRoute, url, fresh, { ...home, userId: fresh.id });
      expect(created.status).toBe(200);
      const replaced = await post(upsertRoute, url, fresh, { ...home, line1: 'House 9, Road 1' });
      expect(replaced.json<SavedAddress>().data._id).toBe(created.json<SavedAddress>().data._id);
      expect(await list(fresh)).toEqual([expect.objectContaining({ line1: 'House 9, Road 1', isDefault: true })]);
      expect((await post(upsertRoute, url, fresh, { ...home, userId: ravi.id })).status).toBe(403);
      expect(await list(ravi)).toEqual([]);
    });
  });

  describe('the order keeps a snapshot of its address', () => {
    it('editing or removing the saved address after booking never rewrites the order; "save this address" adds it once', async () => {
      const db = getDb();
      const booker = await customer(db, '9000044444');
      const dishes = await someDishes(db, 6);
      const address = { name: 'Ravi Kumar', line1: 'House 12, Road 3, Sector 50', pincode: '201309' };
      const input = chefOrderInput(dishes, 15, { address, saveAddress: true, eventDate: '2026-12-20' });
      const now = new Date('2026-11-20T06:00:00Z');
      const placed = await placeOrder(db, { userId: booker.id, input, now });
      expect(placed.created).toBe(true);
      const book = (await call(listRoute, { url: '/api/users/address/address_list', headers: booker.headers })).json<SavedAddress[]>().data;
      expect(book).toEqual([expect.objectContaining({ ...address, isDefault: true })]);

      // booking again with the same address does not add it twice
      await placeOrder(db, { userId: booker.id, input: { ...input, slotId: '13-14' }, now });
      const again = (await call(listRoute, { url: '/api/users/address/address_list', headers: booker.headers })).json<SavedAddress[]>()
        .data;
      expect(again).toHaveLength(1);

      await call(editRoute, {
        method: 'POST',
        url: '/api/users/address/edit',
        headers: booker.headers,
        body: { _id: book[0]!._id, line1: 'Somewhere else 99', pincode: '110001' },
      });
      const [order] = await db.select().from(orders).where(eq(orders.id, placed.details._id));
      expect(order!.address).toMatchObject({ name: 'Ravi Kumar', line1: 'House 12, Road 3, Sector 50', pincode: '201309' });
      await call(statusRoute, {
        method: 'POST',
        url: '/api/users/address/update_address_status',
        headers: booker.headers,
        body: { _id: book[0]!._id, status: 0 },
      });
      const [still] = await db.select().from(orders).where(eq(orders.id, placed.details._id));
      expect(still!.address).toEqual(order!.address);
    });
  });
});
