/**
 * An event's design through the real routes, on PGlite and PostgreSQL: the host's texts per
 * template slot checked on the server (limits with the event's details filled in, unknown slots), the host's own
 * image through the upload pipeline (10 MB: 413, a PDF: 415, non-hosts: 403) and back to the template, and the
 * rendered invite at og and share sizes with a strong ETag that follows the design and versioned URLs in the event
 * (the share page's public answer included).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import eventRoute from '../../../../pages/api/customer/event/event-invites/[id]/index';
import imageRoute from '../../../../pages/api/customer/event/event-invites/[id]/image';
import type { InviteEvent } from '../../../../lib/contracts/events';
import { resetConfigForTests } from '../../../../server/config';
import { events } from '../../../../server/db/schema';
import { publicEventByCode } from '../../../../server/events/events';
import { clearEventImages } from '../../../../server/events/eventImage';
import { getMediaStorage } from '../../../../server/media/storage';
import { purgeEvent } from '../../../../server/events/purge';
import { cameraJpeg } from '../media/photoFixtures';
import { multipart } from '../gallery/routeCall';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, callRoute, customer, forgetRoutesDb, inviteBody, useDbForRoutes, type Customer } from './helpers';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'invite-design-'));
let jpeg: Buffer;

beforeAll(async () => {
  vi.stubEnv('WHATSAPP_API_KEY', '');
  vi.stubEnv('MEDIA_DIR', mediaDir);
  resetConfigForTests();
  jpeg = await cameraJpeg(1600, 1200);
}, 60_000);
afterAll(() => {
  forgetRoutesDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

const TEMPLATE = 'birthday-balloon-pop';
const url = (id: string) => `/api/customer/event/event-invites/${id}`;

const create = (host: Customer, overrides: Record<string, unknown> = {}) =>
  call(createRoute, {
    method: 'POST',
    url: '/api/customer/event/create-event-invite',
    headers: host.headers,
    body: inviteBody({ templateId: TEMPLATE, language: 'en', ...overrides }),
  });
const created = async (host: Customer, overrides: Record<string, unknown> = {}) => {
  const answer = await create(host, overrides);
  expect(answer.status, JSON.stringify(answer.json().errors)).toBe(201);
  return answer.json<InviteEvent>().data;
};
const update = (who: Customer, id: string, overrides: Record<string, unknown> = {}) =>
  call(eventRoute, {
    method: 'PUT',
    url: url(id),
    params: { id },
    headers: who.headers,
    body: inviteBody({ templateId: TEMPLATE, language: 'en', ...overrides }),
  });
const upload = (who: Customer, id: string, data: Buffer, fileName = 'cover.jpg') => {
  const { body, contentType } = multipart([{ name: 'image', fileName, data }]);
  return callRoute(imageRoute, {
    method: 'PUT',
    url: `${url(id)}/image`,
    params: { id },
    headers: { ...who.headers, 'content-type': contentType },
    body,
  });
};
/** GET of an image URL as the event hands it out (or `?size=`), with optional request headers. */
const image = (id: string, query: string, headers: Record<string, string> = {}) =>
  callRoute(imageRoute, { method: 'GET', url: `${url(id)}/image${query}`, params: { id }, headers });
const queryOf = (imageUrl: string) => imageUrl.slice(imageUrl.indexOf('?'));

describeEachDatabase('event invite design and image', (getDb) => {
  beforeEach(() => {
    useDbForRoutes(getDb());
    clearEventImages();
  });

  it('stores the texts per slot and answers them with versioned image URLs', async () => {
    const host = await customer(getDb(), '9877700001');
    const event = await created(host, { texts: { kicker: 'You are invited!', message: '  Come hungry  ' } });
    expect(event.texts).toEqual({ kicker: 'You are invited!', message: 'Come hungry' });
    expect(event.customImage).toBe(false);
    expect(event.imageUrl.og).toMatch(new RegExp(`^/api/customer/event/event-invites/${event._id}/image\\?size=og&v=[\\w-]{22}$`));
    expect(event.imageUrl.share).toBe(event.imageUrl.og.replace('size=og', 'size=share'));
    // the share page's answer (by short code, as a visitor) carries the same URLs
    const shared = await publicEventByCode(getDb(), event.shortCode);
    expect([shared?.imageUrl, shared?.texts]).toEqual([event.imageUrl, event.texts]);
    // a change that leaves texts out keeps them; null goes back to the template's defaults
    const kept = (await update(host, event._id, { title: 'Asha turns 30' })).json<InviteEvent>().data;
    expect(kept.texts).toEqual(event.texts);
    expect(kept.imageUrl.og).not.toBe(event.imageUrl.og);
    const reset = (await update(host, event._id, { texts: null })).json<InviteEvent>().data;
    expect(reset.texts).toBeNull();
  });

  it('answers 400 with the field error for a text over its limit (also once the event fills it), an unknown slot or template', async () => {
    const host = await customer(getDb(), '9877700002');
    const long = await create(host, { texts: { message: 'x'.repeat(81) } });
    expect([long.status, long.json().errors?.[0]]).toEqual([
      400,
      { path: 'texts.message', message: 'Message can be at most 80 characters' },
    ]);
    // within 40 as typed, 59 once {venue} is filled: the server checks the filled text
    const filled = await create(host, {
      venue: 'Flat 402, Tower B, Sector 62, Noida',
      texts: { kicker: 'At {venue}!!!!!!!!!!!!!!!!!!!!' },
    });
    expect([filled.status, filled.json().errors?.[0]?.path]).toEqual([400, 'texts.kicker']);
    expect(filled.json().errors?.[0]?.message).toMatch(/at most 40 characters with the event's details filled in/);
    const unknown = await create(host, { texts: { footer: 'Hello' } });
    expect([unknown.status, unknown.json().errors?.[0]?.path]).toEqual([400, 'texts']);
    expect(unknown.json().errors?.[0]?.message).toMatch(/footer/);
    const noTemplate = await create(host, { templateId: 'no-such-template' });
    expect([noTemplate.status, noTemplate.json().errors?.[0]]).toEqual([
      400,
      { path: 'templateId', message: 'This template does not exist.' },
    ]);
    const event = await created(host);
    const badUpdate = await update(host, event._id, { texts: { heading: 'y'.repeat(41) } });
    expect([badUpdate.status, badUpdate.json().errors?.[0]?.path]).toEqual([400, 'texts.heading']);
    expect(await getDb().select().from(events).where(eq(events.ownerId, host.id))).toHaveLength(1);
  });

  it('renders the invite at og (1200x630) and share (1080x1350) sizes with a strong ETag: 304 when unchanged, new when the title or texts change', async () => {
    const host = await customer(getDb(), '9877700003');
    const event = await created(host);
    const og = await image(event._id, queryOf(event.imageUrl.og));
    expect([og.status, og.headers['content-type'], og.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'public, max-age=31536000, immutable, s-maxage=60',
    ]);
    const ogMeta = await sharp(og.body).metadata();
    expect([ogMeta.format, ogMeta.width, ogMeta.height]).toEqual(['png', 1200, 630]);
    const share = await image(event._id, queryOf(event.imageUrl.share));
    const shareMeta = await sharp(share.body).metadata();
    expect([shareMeta.width, shareMeta.height]).toEqual([1080, 1350]);
    const etag = og.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+\.og"$/);
    expect(share.headers.etag).not.toBe(etag);
    // the same design: 304 without a body; an unversioned URL is cached for five minutes only
    const again = await image(event._id, '?size=og', { 'if-none-match': etag });
    expect([again.status, again.body.length, again.headers['cache-control']]).toEqual([304, 0, 'public, max-age=300, s-maxage=60']);
    // a new title: a new tag, a new URL and a new picture
    const retitled = (await update(host, event._id, { title: 'Asha turns 30' })).json<InviteEvent>().data;
    const afterTitle = await image(event._id, '?size=og', { 'if-none-match': etag });
    expect(afterTitle.status).toBe(200);
    expect(afterTitle.headers.etag).not.toBe(etag);
    expect(afterTitle.body.equals(og.body)).toBe(false);
    expect(retitled.imageUrl.og).not.toBe(event.imageUrl.og);
    // new texts: a new tag again
    await update(host, event._id, { title: 'Asha turns 30', texts: { message: 'Dinner at eight' } });
    const afterTexts = await image(event._id, '?size=og', { 'if-none-match': afterTitle.headers.etag! });
    expect(afterTexts.status).toBe(200);
    expect([etag, afterTitle.headers.etag]).not.toContain(afterTexts.headers.etag);
    // anyone may read it; an unknown event or size is not an image
    expect((await image('00000000-0000-4000-8000-000000000000', '?size=og')).status).toBe(404);
    expect((await image(event._id, '?size=huge')).status).toBe(400);
  });

  it('renders a Hindi invite with Hindi texts', async () => {
    const host = await customer(getDb(), '9877700004');
    const event = await created(host, {
      language: 'hi',
      title: 'आशा का 30वाँ जन्मदिन',
      texts: { kicker: 'आप सादर आमंत्रित हैं', message: 'आपका इंतज़ार रहेगा' },
    });
    expect(event.texts?.kicker).toBe('आप सादर आमंत्रित हैं');
    const english = await created(host, { language: 'en', texts: { kicker: 'You are invited', message: 'See you there' } });
    const hi = await image(event._id, '?size=share');
    const en = await image(english._id, '?size=share');
    expect([hi.status, hi.headers['content-type']]).toEqual([200, 'image/png']);
    const meta = await sharp(hi.body).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
    expect(hi.body.equals(en.body)).toBe(false);
  });

  it("takes a host's own image (JPEG over it, re-editable, back to the template); 413 over 10 MB, 415 for a PDF, 403 for non-hosts", async () => {
    const db = getDb();
    const host = await customer(db, '9877700005');
    const stranger = await customer(db, '9877700006');
    const event = await created(host);
    expect((await upload(stranger, event._id, jpeg)).status).toBe(403);
    const big = await upload(host, event._id, Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]));
    expect([big.status, big.json().message]).toEqual([413, 'cover.jpg is larger than 10 MB.']);
    const pdf = await upload(host, event._id, Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'invite.pdf');
    expect(pdf.status).toBe(415);
    expect((await upload({ ...host, headers: {} }, event._id, jpeg)).status).toBe(401);
    const [untouched] = await db.select().from(events).where(eq(events.id, event._id));
    expect(untouched!.customImageKey).toBeNull();

    const uploaded = await upload(host, event._id, jpeg);
    expect(uploaded.status).toBe(200);
    const withImage = uploaded.json<InviteEvent>().data;
    expect(withImage.customImage).toBe(true);
    expect(withImage.imageUrl.og).not.toBe(event.imageUrl.og);
    const [row] = await db.select().from(events).where(eq(events.id, event._id));
    const stored = await sharp(path.join(mediaDir, row!.customImageKey!)).metadata();
    expect([stored.format, stored.exif]).toEqual(['webp', undefined]);
    const og = await image(event._id, queryOf(withImage.imageUrl.og));
    const meta = await sharp(og.body).metadata();
    expect([og.status, og.headers['content-type'], meta.format, meta.width, meta.height]).toEqual([200, 'image/jpeg', 'jpeg', 1200, 630]);

    // a second upload replaces the first, whose file is deleted
    const second = (await upload(host, event._id, await cameraJpeg(900, 1200))).json<InviteEvent>().data;
    expect(second.imageUrl.og).not.toBe(withImage.imageUrl.og);
    const [replaced] = await db.select().from(events).where(eq(events.id, event._id));
    await expect((await getMediaStorage()).get(row!.customImageKey!)).rejects.toThrow();

    // back to the template: non-hosts 403, the host's file deleted, a PNG of the template again
    const reset = (who: Customer) =>
      call(imageRoute, { method: 'DELETE', url: `${url(event._id)}/image`, params: { id: event._id }, headers: who.headers });
    expect((await reset(stranger)).status).toBe(403);
    const back = await reset(host);
    expect(back.status).toBe(200);
    expect(back.json<InviteEvent>().data.customImage).toBe(false);
    expect(back.json<InviteEvent>().data.imageUrl).toEqual(event.imageUrl);
    await expect((await getMediaStorage()).get(replaced!.customImageKey!)).rejects.toThrow();
    expect((await image(event._id, '?size=og')).headers['content-type']).toBe('image/png');
    expect((await call(imageRoute, { method: 'POST', url: `${url(event._id)}/image`, params: { id: event._id } })).status).toBe(405);
  });

  it('answers `download=1` as an attachment named after the title, with the type’s extension; inline otherwise', async () => {
    const db = getDb();
    const host = await customer(db, '9877700008');
    const event = await created(host, { title: "Riya's 5th Birthday!" });
    const inline = await image(event._id, queryOf(event.imageUrl.share));
    expect(inline.headers['content-disposition']).toBeUndefined();
    const file = await image(event._id, `${queryOf(event.imageUrl.share)}&download=1`);
    expect([file.status, file.headers['content-type'], file.headers['content-disposition']]).toEqual([
      200,
      'image/png',
      `attachment; filename="riyas-5th-birthday.png"; filename*=UTF-8''riyas-5th-birthday.png`,
    ]);
    const meta = await sharp(file.body).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
    expect((await image(event._id, '?size=share&download=yes')).status).toBe(400);
    // over the host's own photo it is a JPEG; a title with no letters or digits is "invite"
    await upload(host, event._id, jpeg);
    await update(host, event._id, { title: '!!!' });
    const photo = await image(event._id, '?size=share&download=1');
    expect([photo.headers['content-type'], photo.headers['content-disposition']]).toEqual([
      'image/jpeg',
      `attachment; filename="invite.jpg"; filename*=UTF-8''invite.jpg`,
    ]);
    // a Hindi title keeps its script in the UTF-8 name
    const hindi = await created(host, { title: 'आशा का जन्मदिन' });
    const named = await image(hindi._id, '?size=share&download=1');
    expect(named.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('आशा-का-जन्मदिन.png')}`);
  });

  it("purges the host's image with a deleted event", async () => {
    const db = getDb();
    const host = await customer(db, '9877700007');
    const event = await created(host);
    await upload(host, event._id, jpeg);
    const [row] = await db.select().from(events).where(eq(events.id, event._id));
    await call(eventRoute, { method: 'DELETE', url: url(event._id), params: { id: event._id }, headers: host.headers });
    expect((await image(event._id, '?size=og')).status).toBe(404);
    const storage = await getMediaStorage();
    expect(await purgeEvent(db, storage, { eventId: event._id, now: new Date(Date.now() + 31 * 24 * 3600 * 1000) })).toBe(true);
    await expect(storage.get(row!.customImageKey!)).rejects.toThrow();
  });

  it("lets no shared cache keep any version of an invite image more than a minute: a deleted, cancelled, re-imaged or erased host's image leaves CDNs with it", async () => {
    const db = getDb();
    const host = await customer(db, '9877700008');
    const event = await created(host);
    const withPhoto = (await upload(host, event._id, jpeg)).json<InviteEvent>().data;
    const sharedAge = (cacheControl: string | undefined) => {
      const directives = (cacheControl ?? '').split(',').map((d) => d.trim());
      expect(directives).toContain('public');
      return Number(directives.find((d) => d.startsWith('s-maxage='))?.slice('s-maxage='.length) ?? NaN);
    };
    for (const query of [queryOf(withPhoto.imageUrl.og), queryOf(withPhoto.imageUrl.share), queryOf(event.imageUrl.og), '?size=og']) {
      const answer = await image(event._id, query);
      expect([query, answer.status]).toEqual([query, 200]);
      expect(sharedAge(answer.headers['cache-control'])).toBeLessThanOrEqual(60);
    }
    // and the origin stops answering at once
    await call(eventRoute, { method: 'DELETE', url: url(event._id), params: { id: event._id }, headers: host.headers });
    expect((await image(event._id, queryOf(withPhoto.imageUrl.og))).status).toBe(404);
  });
});
