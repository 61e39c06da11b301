/**
 * Photos in chat: an upload through the media pipeline answers a key of the sender's own; a message takes
 * up to 5 such keys (not another's, not a made-up one) and carries signed URLs that serve the WebP to anyone holding
 * them for 15 minutes, and nothing once the message is deleted (its files removed from media storage). PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import photoRoute from '../../../../pages/api/chat/photo/[messageId]/[index]';
import photosRoute from '../../../../pages/api/chat/photos';
import sendRoute from '../../../../pages/api/chat/messages/index';
import type { ChatMessageView } from '../../../../lib/contracts/chat';
import { customerRooms } from '../../../../server/chat/inbox';
import { deleteMessage } from '../../../../server/chat/messages';
import { resetConfigForTests } from '../../../../server/config';
import { getMediaStorage, MediaNotFoundError } from '../../../../server/media/storage';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { multipart } from '../gallery/routeCall';
import { answerInvite, call, callRoute, createInvite, customer, forgetRoutesDb, useDbForRoutes, type Customer } from '../events/helpers';
import { cameraJpeg } from '../media/photoFixtures';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'chat-media-'));

beforeAll(() => {
  vi.stubEnv('MEDIA_DIR', mediaDir);
  vi.stubEnv('WHATSAPP_API_KEY', '');
  resetConfigForTests();
});
afterAll(() => {
  forgetRoutesDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

const upload = async (who: Customer, data: Buffer) => {
  const { body, contentType } = multipart([{ name: 'image', fileName: 'party.jpg', data }]);
  return callRoute(photosRoute, {
    method: 'POST',
    url: '/api/chat/photos',
    headers: { ...who.headers, 'content-type': contentType, 'content-length': String(body.length) },
    body,
  });
};
const fetchPhoto = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  const [, , , , messageId, index] = parsed.pathname.split('/');
  return callRoute(photoRoute, { url, params: { messageId: messageId!, index: index! } });
};

let seq = 0;
describeEachDatabase('chat photos', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('uploads a photo, sends it in a message, and serves it by the signed URL until the message is deleted', async () => {
    const db = getDb();
    const host = await customer(db, `98444${String(++seq).padStart(5, '0')}`);
    const guest = await customer(db, `98444${String(++seq).padStart(5, '0')}`);
    const event = await createInvite(host);
    await answerInvite(guest, { eventId: event._id, rsvpStatus: 'going' });
    const roomId = (await customerRooms(db, host.id, new Date())).rooms.find((r) => r.eventId === event._id)!._id;

    const uploaded = await upload(host, await cameraJpeg(1200, 900));
    expect(uploaded.status).toBe(201);
    const { key } = uploaded.json<{ key: string }>().data;
    expect(key).toMatch(new RegExp(`^chat/user/${host.id}/[0-9a-f-]{36}\\.webp$`));
    const theirs = (await upload(guest, await cameraJpeg(300, 200))).json<{ key: string }>().data.key;

    const sendWith = (who: Customer, imageKeys: string[], text = '') =>
      call(sendRoute, {
        method: 'POST',
        url: '/api/chat/messages',
        headers: who.headers,
        body: { roomId, text, imageKeys, clientId: `p-${randomUUID()}` },
      });
    const refused = async (keys: string[]) => {
      const answer = await sendWith(host, keys);
      return [answer.status, answer.json().message];
    };
    expect(await refused([theirs])).toEqual([400, 'Attach only photos you uploaded.']);
    expect(await refused([`chat/user/${host.id}/00000000-0000-4000-8000-000000000000.webp`])).toEqual([
      400,
      'Attach only photos you uploaded.',
    ]);
    expect(await refused([key, key])).toEqual([400, 'The same photo is attached twice.']);
    expect((await sendWith(host, [key, key, key, key, key, key])).json().errors).toContainEqual({
      path: 'imageKeys',
      message: 'A message can have at most 5 photos',
    });
    const sent = await sendWith(host, [key]);
    expect([sent.status, sent.json().message]).toEqual([201, 'Message sent']);
    const message = sent.json<ChatMessageView>().data;
    expect(message.text).toBe('');
    expect(message.images).toHaveLength(1);
    expect(message.images[0]!.key).toBe(key);

    const served = await fetchPhoto(message.images[0]!.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=900');
    const meta = await sharp(served.body).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1200, undefined]);

    const forged = message.images[0]!.url.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expect((await fetchPhoto(forged)).status).toBe(403);
    const expired = message.images[0]!.url.replace(/expires=\d+/, 'expires=1000');
    expect((await fetchPhoto(expired)).status).toBe(403);

    const store = await getMediaStorage();
    (await store.get(key)).body.destroy();
    await deleteMessage(db, { kind: 'user', id: host.id }, roomId, message.id, new Date());
    expect((await fetchPhoto(message.images[0]!.url)).status).toBe(404);
    // the file itself is gone from media storage, not only the message's reference to it
    await expect(store.get(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    // the other sender's upload is untouched
    (await store.get(theirs)).body.destroy();
  });

  it('refuses a file that is not a photo (415) and an upload without a login (401)', async () => {
    const db = getDb();
    const me = await customer(db, `98444${String(++seq).padStart(5, '0')}`);
    expect((await upload(me, Buffer.from('%PDF-1.4 not a photo'))).status).toBe(415);
    const { body, contentType } = multipart([{ name: 'image', fileName: 'party.jpg', data: await cameraJpeg(100, 100) }]);
    const anonymous = await callRoute(photosRoute, {
      method: 'POST',
      url: '/api/chat/photos',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
      body,
    });
    expect(anonymous.status).toBe(401);
  });
});
