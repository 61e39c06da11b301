/**
 * The event wall through the real routes, on PGlite and PostgreSQL: members only, photos
 * through the upload pipeline kept as WebP renditions without EXIF, 413/415/429/409 limits, notes as plain text,
 * removal by hosts (anything) and guests (their own).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import rsvpRoute from '../../../../pages/api/customer/event/event-guest';
import deleteRoute from '../../../../pages/api/customer/event/event-images/[eventId]/delete';
import wallRoute from '../../../../pages/api/customer/event/event-images/[eventId]/index';
import noteRoute from '../../../../pages/api/customer/event/event-images/[eventId]/thankyou-note';
import fileRoute from '../../../../pages/api/photo/file/[photoId]/[variant]';
import type { InviteEvent, WallItem } from '../../../../lib/contracts/events';
import { resetConfigForTests } from '../../../../server/config';
import { events, eventWallItems } from '../../../../server/db/schema';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import eventRoute from '../../../../pages/api/customer/event/event-invites/[id]/index';
import { cameraJpeg } from '../media/photoFixtures';
import { readExif } from '../media/exif';
import { multipart } from '../gallery/routeCall';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, callRoute, customer, forgetRoutesDb, inviteBody, useDbForRoutes, type Customer } from './helpers';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'wall-media-'));
let jpeg: Buffer;

beforeAll(async () => {
  vi.stubEnv('WHATSAPP_API_KEY', '');
  vi.stubEnv('MEDIA_DIR', mediaDir);
  resetConfigForTests();
  jpeg = await cameraJpeg(1200, 800);
}, 60_000);
afterAll(() => {
  forgetRoutesDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

const create = async (host: Customer) =>
  (
    await call(createRoute, { method: 'POST', url: '/api/customer/event/create-event-invite', headers: host.headers, body: inviteBody() })
  ).json<InviteEvent>().data;
const rsvp = (who: Customer, eventId: string, rsvpStatus: string) =>
  call(rsvpRoute, {
    method: 'PUT',
    url: '/api/customer/event/event-guest',
    headers: who.headers,
    body: { eventId, name: 'Meera Iyer', rsvpStatus, plusOnes: 0 },
  });
const upload = (who: Customer, eventId: string, data: Buffer, fileName = 'IMG_0001.jpg', field = 'image') => {
  const { body, contentType } = multipart([{ name: field, fileName, data }]);
  return callRoute(wallRoute, {
    method: 'PUT',
    url: `/api/customer/event/event-images/${eventId}`,
    params: { eventId },
    headers: { ...who.headers, 'content-type': contentType },
    body,
  });
};
const wall = (who: Customer, eventId: string) =>
  call(wallRoute, { url: `/api/customer/event/event-images/${eventId}`, params: { eventId }, headers: who.headers });
const note = (who: Customer, eventId: string, text: string) =>
  call(noteRoute, {
    method: 'POST',
    url: `/api/customer/event/event-images/${eventId}/thankyou-note`,
    params: { eventId },
    headers: who.headers,
    body: { text },
  });
const remove = (who: Customer, eventId: string, imageId: string) =>
  call(deleteRoute, {
    method: 'POST',
    url: `/api/customer/event/event-images/${eventId}/delete`,
    params: { eventId },
    headers: who.headers,
    body: { imageId },
  });

describeEachDatabase('event wall', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('takes a photo from a guest who answered Going, keeps WebP renditions without EXIF and no original, and serves them signed', async () => {
    const db = getDb();
    const host = await customer(db, '9866600001');
    const guest = await customer(db, '9866600002');
    const event = await create(host);
    await rsvp(guest, event._id, 'going');
    expect(readExif((await sharp(jpeg).metadata()).exif)?.gpsTags.length).toBeGreaterThan(0);
    const answer = await upload(guest, event._id, jpeg);
    expect(answer.status).toBe(201);
    const item = answer.json<WallItem>().data;
    expect([item.kind, item.author, item.mine, item.width, item.height]).toEqual(['photo', 'Meera Iyer', true, 1200, 800]);
    const [row] = await db.select().from(eventWallItems).where(eq(eventWallItems.id, item._id));
    for (const key of [row!.thumbKey!, row!.webKey!]) {
      const meta = await sharp(readFileSync(path.join(mediaDir, key))).metadata();
      expect([meta.format, meta.exif, meta.xmp]).toEqual(['webp', undefined, undefined]);
    }
    const [, , , , photoId, variant] = new URL(item.thumbUrl!, 'http://x').pathname.split('/');
    const file = await callRoute(fileRoute, { url: item.thumbUrl!, params: { photoId: photoId!, variant: variant! } });
    expect([file.status, file.headers['content-type']]).toEqual([200, 'image/webp']);
    const page = (await wall(host, event._id)).json<{ items: WallItem[] }>().data;
    expect(page.items.map((i) => [i._id, i.mine])).toEqual([[item._id, false]]);
  });

  it('answers 403 to strangers and guests who declined; 413 for 16 MB, 415 for a PDF; 401 without a login', async () => {
    const db = getDb();
    const host = await customer(db, '9866600003');
    const [stranger, declined] = [await customer(db, '9866600004'), await customer(db, '9866600005')];
    const maybe = await customer(db, '9866600006');
    const event = await create(host);
    await rsvp(declined, event._id, 'declined');
    await rsvp(maybe, event._id, 'maybe');
    expect((await wall(stranger, event._id)).status).toBe(403);
    expect((await wall(declined, event._id)).status).toBe(403);
    expect((await upload(stranger, event._id, jpeg)).status).toBe(403);
    expect((await note(stranger, event._id, 'Thanks!')).status).toBe(403);
    expect((await wall(maybe, event._id)).status).toBe(200);
    const big = await upload(maybe, event._id, Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024)]));
    expect([big.status, big.json().message]).toEqual([413, 'IMG_0001.jpg is larger than 15 MB.']);
    const pdf = await upload(maybe, event._id, Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'invite.pdf');
    expect(pdf.status).toBe(415);
    expect((await upload(maybe, event._id, jpeg, 'a.jpg', 'photos')).status).toBe(400);
    expect((await wall({ ...maybe, headers: {} }, event._id)).status).toBe(401);
    expect((await wall(maybe, 'nope')).status).toBe(404);
    expect(await db.select().from(eventWallItems).where(eq(eventWallItems.eventId, event._id))).toEqual([]);
  });

  it('keeps notes as plain text up to 280 characters, refuses the 51st post of a day (429) and a full wall (409)', async () => {
    const db = getDb();
    const host = await customer(db, '9866600007');
    const guest = await customer(db, '9866600008');
    const event = await create(host);
    await rsvp(guest, event._id, 'going');
    const html = '<img src=x onerror=alert(1)> Thank you!';
    const first = await note(guest, event._id, html);
    expect([first.status, first.json<WallItem>().data.text]).toEqual([201, html]);
    expect((await note(guest, event._id, 'x'.repeat(281))).status).toBe(400);
    expect((await note(guest, event._id, '')).status).toBe(400);
    for (let i = 2; i <= 50; i += 1) expect((await note(guest, event._id, `Note ${i}`)).status).toBe(201);
    const limited = await note(guest, event._id, 'Note 51');
    expect([limited.status, Number(limited.headers['retry-after']) > 0]).toEqual([429, true]);
    expect((await upload(guest, event._id, jpeg)).status).toBe(429);
    // the host has a limit of their own; the event holds at most 2,000 items
    await db
      .insert(eventWallItems)
      .values(Array.from({ length: 1950 }, () => ({ eventId: event._id, userId: guest.id, kind: 'note' as const, text: 'x' })));
    const full = await note(host, event._id, 'One more');
    expect([full.status, full.json().message]).toEqual([409, 'This wall is full: at most 2000 posts per event.']);
  });

  it('lets hosts remove any post and guests only their own', async () => {
    const db = getDb();
    const host = await customer(db, '9866600009');
    const [a, b] = [await customer(db, '9866600010'), await customer(db, '9866600011')];
    const event = await create(host);
    await rsvp(a, event._id, 'going');
    await rsvp(b, event._id, 'maybe');
    const photo = (await upload(a, event._id, jpeg)).json<WallItem>().data;
    const noteOfB = (await note(b, event._id, 'Thanks for having us')).json<WallItem>().data;
    expect((await remove(b, event._id, photo._id)).status).toBe(403);
    expect((await remove(b, event._id, noteOfB._id)).status).toBe(200);
    const [row] = await db.select().from(eventWallItems).where(eq(eventWallItems.id, photo._id));
    expect((await remove(host, event._id, photo._id)).status).toBe(200);
    expect(() => readFileSync(path.join(mediaDir, row!.webKey!))).toThrow();
    expect((await remove(host, event._id, photo._id)).status).toBe(404);
    expect((await wall(a, event._id)).json<{ items: WallItem[] }>().data.items).toEqual([]);
  });

  it('purges the wall photos of a deleted event 30 days later', async () => {
    const db = getDb();
    const host = await customer(db, '9866600012');
    const event = await create(host);
    const photo = (await upload(host, event._id, jpeg)).json<WallItem>().data;
    const [row] = await db.select().from(eventWallItems).where(eq(eventWallItems.id, photo._id));
    const del = await call(eventRoute, { method: 'DELETE', url: '/x', params: { id: event._id }, headers: host.headers });
    expect(del.status).toBe(200);
    // kept for 30 days
    expect(readFileSync(path.join(mediaDir, row!.webKey!)).length).toBeGreaterThan(0);
    await runDueJobs(db, appJobHandlers(), { now: addDays(new Date(), 31) });
    expect(() => readFileSync(path.join(mediaDir, row!.webKey!))).toThrow();
    expect(() => readFileSync(path.join(mediaDir, row!.thumbKey!))).toThrow();
    expect(await db.select().from(events).where(eq(events.id, event._id))).toEqual([]);
  });
});
