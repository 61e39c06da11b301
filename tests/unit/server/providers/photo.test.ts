/**
 * Providers' photos: set from the console (admins and operations, audited; support cannot) and by the provider
 * from the partner app (only their own), through the upload pipeline (type from the bytes, size limits, a 256x256
 * WebP without metadata), and shown to the customer of their order instead of an initial.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import opsPhotoRoute from '../../../../pages/api/ops/providers/[id]/photo';
import partnerPhotoRoute from '../../../../pages/api/partner/photo';
import orderDetailsRoute from '../../../../pages/api/order/order_details/[id]';
import providerPhotoRoute from '../../../../pages/api/order/provider_photo/[orderId]';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { signSession } from '../../../../server/auth/session';
import { resetConfigForTests } from '../../../../server/config';
import { auditLog, providers, type Provider } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { assignProvider } from '../../../../server/providers/assignment';
import { acceptJob } from '../../../../server/providers/assignedJobs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { staffOfEachRole } from '../../../helpers/opsDesk';
import { latestStartedChefSlot, paidChefOrderAt } from '../../../helpers/partner';
import { makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { callRoute, multipart } from '../gallery/routeCall';
import { cameraJpeg, plainImage } from '../media/photoFixtures';

const HOST = '127.0.0.1:3000';
const sameOrigin = { host: HOST, 'sec-fetch-site': 'same-origin' };
const mediaDir = mkdtempSync(path.join(tmpdir(), 'provider-photo-media-'));
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };
const CUSTOMER_PHONE = '9811155566';

beforeAll(() => {
  vi.stubEnv('MEDIA_DIR', mediaDir);
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** The files stored for a provider's photos. */
const storedFiles = (providerId: string): string[] => {
  try {
    return readdirSync(path.join(mediaDir, 'providers', providerId));
  } catch {
    return [];
  }
};

describeEachDatabase('providers’ photos (console and partner app)', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let cookies: Record<'admin' | 'operations' | 'support', string>;
  let ramesh: Provider;
  let vikram: Provider;
  let rameshCookie = '';

  beforeAll(async () => {
    const db = getDb();
    ({ cookies } = await staffOfEachRole(db, '91000013'));
    ramesh = await makeAvailableProvider(db, { name: 'Ramesh Kumar' });
    vikram = await makeAvailableProvider(db, { name: 'Vikram Singh' });
    rameshCookie = `partner_session=${(await createConsoleSession(db, 'partner', ramesh.id)).token}`;
  });
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  const opsPut = (providerId: string, cookie: string, data: Buffer, fileName = 'face.jpg') => {
    const { body, contentType } = multipart([{ name: 'photo', fileName, data }]);
    return callRoute(opsPhotoRoute, {
      method: 'PUT',
      url: `/api/ops/providers/${providerId}/photo`,
      params: { id: providerId },
      headers: { ...sameOrigin, cookie, 'content-type': contentType, 'content-length': String(body.length) },
      body,
    });
  };
  const opsGet = (url: string, cookie: string) => {
    const id = new URL(url, 'http://x').pathname.split('/')[4]!;
    return callRoute(opsPhotoRoute, { url, params: { id }, headers: { ...sameOrigin, cookie } });
  };
  const partnerPut = (cookie: string, data: Buffer, fileName = 'me.jpg', field = 'photo') => {
    const { body, contentType } = multipart([{ name: field, fileName, data }]);
    return callRoute(partnerPhotoRoute, {
      method: 'PUT',
      url: '/api/partner/photo',
      headers: { ...sameOrigin, cookie, 'content-type': contentType, 'content-length': String(body.length) },
      body,
    });
  };
  const rowOf = async (id: string) => (await getDb().select().from(providers).where(eq(providers.id, id)))[0]!;
  const auditOf = (id: string, action: string) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it('operations set a provider’s photo (a 256x256 WebP, audited), every staff role sees it, support cannot change it', async () => {
    const chef = await makeAvailableProvider(getDb(), { name: 'Sunita Devi' });
    const refused = await opsPut(chef.id, cookies.support, await cameraJpeg(600, 800));
    expect(refused.status).toBe(403);
    expect(refused.json().message).toBe('Your role does not allow this.');
    expect((await rowOf(chef.id)).photoKey).toBeNull();

    const saved = await opsPut(chef.id, cookies.operations, await cameraJpeg(600, 800));
    expect(saved.status, saved.body.toString()).toBe(200);
    const { photoUrl } = saved.json<{ photoUrl: string }>().data;
    expect(photoUrl).toMatch(new RegExp(`^/api/ops/providers/${chef.id}/photo\\?v=[0-9a-f-]{36}$`));
    const row = await rowOf(chef.id);
    expect(row.photoKey).toMatch(new RegExp(`^providers/${chef.id}/[0-9a-f-]{36}\\.webp$`));
    const [line] = await auditOf(chef.id, 'provider.photo_set');
    expect(line).toMatchObject({ actorKind: 'staff', before: { photoKey: null }, after: { photoKey: row.photoKey } });

    const served = await opsGet(photoUrl, cookies.support);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    // a provider's session is not a console session
    expect((await opsGet(photoUrl, rameshCookie)).status).toBe(401);

    // a new photo replaces the old file; removing it leaves none, audited
    const again = await opsPut(chef.id, cookies.admin, await plainImage(300, 300, 'png'), 'face.png');
    expect(again.json<{ photoUrl: string }>().data.photoUrl).not.toBe(photoUrl);
    expect(storedFiles(chef.id)).toHaveLength(1);
    expect(
      (
        await callRoute(opsPhotoRoute, {
          method: 'DELETE',
          url: `/api/ops/providers/${chef.id}/photo`,
          params: { id: chef.id },
          headers: { ...sameOrigin, cookie: cookies.support },
        })
      ).status,
    ).toBe(403);
    const removed = await callRoute(opsPhotoRoute, {
      method: 'DELETE',
      url: `/api/ops/providers/${chef.id}/photo`,
      params: { id: chef.id },
      headers: { ...sameOrigin, cookie: cookies.operations },
    });
    expect(removed.status).toBe(200);
    expect(removed.json().data).toEqual({ photoUrl: null });
    expect((await rowOf(chef.id)).photoKey).toBeNull();
    expect(storedFiles(chef.id)).toEqual([]);
    expect(await auditOf(chef.id, 'provider.photo_remove')).toHaveLength(1);
    expect((await opsGet(photoUrl, cookies.operations)).status).toBe(404);
  });

  it('answers an unknown provider with 404 and a provider with a partner session on the console route with 401', async () => {
    const unknown = await opsPut('7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e', cookies.operations, await cameraJpeg(300, 300));
    expect(unknown.status).toBe(404);
    const provider = await opsPut(vikram.id, rameshCookie, await cameraJpeg(300, 300));
    expect(provider.status).toBe(401);
    expect((await rowOf(vikram.id)).photoKey).toBeNull();
  });

  it('a provider sets and removes only their own photo from the partner app, audited with them as actor', async () => {
    const saved = await partnerPut(rameshCookie, await cameraJpeg(800, 600));
    expect(saved.status, saved.body.toString()).toBe(200);
    expect(saved.json().message).toBe('Your photo has been saved.');
    const { photoUrl } = saved.json<{ photoUrl: string }>().data;
    expect(photoUrl).toMatch(/^\/api\/partner\/photo\?v=[0-9a-f-]{36}$/);
    expect((await rowOf(ramesh.id)).photoKey).toMatch(new RegExp(`^providers/${ramesh.id}/`));
    // nobody else's photo changed (the route has no provider id to name another)
    expect((await rowOf(vikram.id)).photoKey).toBeNull();
    const [line] = await auditOf(ramesh.id, 'provider.photo_set');
    expect(line).toMatchObject({ actorKind: 'provider', actorProviderId: ramesh.id });

    const own = await callRoute(partnerPhotoRoute, { url: photoUrl, headers: { ...sameOrigin, cookie: rameshCookie } });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');

    // staff sessions and customers are not providers
    expect((await partnerPut(cookies.admin, await cameraJpeg(300, 300))).status).toBe(401);
    const { user } = await findOrCreateUserByPhone(getDb(), CUSTOMER_PHONE);
    const token = await signSession(getDb(), user.id);
    const { body, contentType } = multipart([{ name: 'photo', fileName: 'x.jpg', data: await cameraJpeg(300, 300) }]);
    const asCustomer = await callRoute(partnerPhotoRoute, {
      method: 'PUT',
      url: '/api/partner/photo',
      headers: { ...sameOrigin, authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    expect(asCustomer.status).toBe(401);

    const removed = await callRoute(partnerPhotoRoute, {
      method: 'DELETE',
      url: '/api/partner/photo',
      headers: { ...sameOrigin, cookie: rameshCookie },
    });
    expect(removed.status).toBe(200);
    expect((await rowOf(ramesh.id)).photoKey).toBeNull();
    expect(await auditOf(ramesh.id, 'provider.photo_remove')).toHaveLength(1);
  });

  describe('refuses what is not a usable photo with a JSON message, keeping the old photo', () => {
    it.each([
      [
        'a GIF',
        'a.gif',
        async () =>
          sharp({ create: { width: 200, height: 200, channels: 3, background: '#c00' } })
            .gif()
            .toBuffer(),
        415,
      ],
      ['an SVG', 'a.svg', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"/>'), 415],
      ['a PDF named .jpg', 'face.jpg', async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 415],
      ['a photo above 5 MB', 'big.jpg', async () => Buffer.concat([await cameraJpeg(400, 400), Buffer.alloc(6 * 1024 * 1024)]), 413],
      ['a photo under 128x128', 'small.png', async () => plainImage(100, 400, 'png'), 400],
      ['a damaged JPEG', 'broken.jpg', async () => (await cameraJpeg(400, 400)).subarray(0, 200), 400],
    ])('%s', async (_name, fileName, make, status) => {
      const before = (await rowOf(vikram.id)).photoKey;
      for (const answer of [
        await opsPut(vikram.id, cookies.operations, await make(), fileName),
        await partnerPut(rameshCookie, await make(), fileName),
      ]) {
        expect(answer.status).toBe(status);
        expect(answer.headers['content-type']).toContain('application/json');
        expect(answer.json()).toMatchObject({ error: true, status });
        expect(answer.json().message).toMatch(/photo|MB/);
      }
      expect((await rowOf(vikram.id)).photoKey).toBe(before);
      expect((await rowOf(ramesh.id)).photoKey).toBeNull();
    });

    it('another field than photo, or no file', async () => {
      expect((await partnerPut(rameshCookie, await cameraJpeg(300, 300), 'me.jpg', 'image')).status).toBe(400);
      const json = await callRoute(partnerPhotoRoute, {
        method: 'PUT',
        url: '/api/partner/photo',
        headers: { ...sameOrigin, cookie: rameshCookie },
        body: {},
      });
      expect(json.status).toBe(415);
    });
  });

  it('shows the customer the face once the provider accepted the order, at a URL that changes with a new photo', async () => {
    const db = getDb();
    const chef = await makeAvailableProvider(db, { name: 'Mohan Lal' });
    const { eventDate, slot } = latestStartedChefSlot();
    const order = await paidChefOrderAt(db, { phone: CUSTOMER_PHONE, eventDate, slotId: slot.id });
    await assignProvider(db, { orderId: order.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: new Date() });
    const { user } = await findOrCreateUserByPhone(db, CUSTOMER_PHONE);
    const token = await signSession(db, user.id);
    const providerShown = async () =>
      (
        await callRoute(orderDetailsRoute, {
          url: `/api/order/order_details/${order.id}`,
          params: { id: order.id },
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ provider: unknown }>().data.provider;
    // assigned, not yet accepted: the customer is not shown a provider who may still decline
    expect(await providerShown()).toBeNull();
    await acceptJob(db, { orderId: order.id, providerId: chef.id, now: new Date() });
    const providerOnOrderPage = async () => {
      const answer = await callRoute(orderDetailsRoute, {
        url: `/api/order/order_details/${order.id}`,
        params: { id: order.id },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status, answer.body.toString()).toBe(200);
      return answer.json<{ provider: { firstName: string; photoUrl: string | null } }>().data.provider;
    };
    expect(await providerOnOrderPage()).toEqual({ firstName: 'Mohan', photoUrl: null });

    const cookie = `partner_session=${(await createConsoleSession(db, 'partner', chef.id)).token}`;
    expect((await partnerPut(cookie, await cameraJpeg(640, 480))).status).toBe(200);
    const first = (await providerOnOrderPage())!.photoUrl!;
    const url = new URL(first, 'http://x');
    const served = await callRoute(providerPhotoRoute, { url: first, params: { orderId: order.id } });
    expect(served.status, served.body.toString()).toBe(200);
    expect((await sharp(served.body).metadata()).width).toBe(256);
    expect(url.searchParams.get('v')).toBe((await rowOf(chef.id)).photoKey!.split('/')[2]!.replace('.webp', ''));

    expect((await opsPut(chef.id, cookies.operations, await cameraJpeg(500, 500))).status).toBe(200);
    const second = (await providerOnOrderPage())!.photoUrl!;
    expect(new URL(second, 'http://x').searchParams.get('v')).not.toBe(url.searchParams.get('v'));
  });
});
