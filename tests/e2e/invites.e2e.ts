import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { listOutbox } from '../../server/notify/outbox';
import { loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { istDateIn, staffCookieAt, tokenFor } from './api';
import type { VIEWPORTS } from './browser';
import { baseURL, loginInPopup, setupBrowser, storeLogin, withPage } from './fixtures';
import { E2E_STAFF_LOGINS, e2eLogin, startProductionServer, type RunningServer } from './server';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './whatsappStandIn';

/**
 * Event invites in Chromium at 390x844 ('mobile') and 1280x800 ('desktop'): a host creates a Hindi invite
 * from a template and shares it; a second customer opens the link logged out, sees the preview tags and the
 * invite, logs in by OTP and answers Going with a +1; the host sees the counts and exports the CSV; the guest posts
 * a photo to the wall and a stranger gets 403; the host runs the lucky draw; with capacity 2 a third guest is
 * waitlisted and promoted when one declines, the message in the outbox.
 * Test logins 30-37 and 40-47 are this file's (each viewport and scene its own).
 */
const browser = setupBrowser();

type Viewport = keyof typeof VIEWPORTS;
const SCENES: { viewport: Viewport; host: number; guest: number; stranger: number }[] = [
  { viewport: 'mobile', host: 0, guest: 1, stranger: 4 },
  { viewport: 'desktop', host: 2, guest: 3, stranger: 5 },
];

const TITLE = 'आरव का जन्मदिन';

/** GET with a bearer token on the shared server. */
const getWith = (origin: string, url: string, token: string) => fetch(`${origin}${url}`, { headers: { Authorization: `Bearer ${token}` } });

describe.each(SCENES)('event invites at $viewport', ({ viewport, host, guest, stranger }) => {
  const HOST = e2eLogin('invites', host);
  const GUEST = e2eLogin('invites', guest);
  const STRANGER = e2eLogin('invites', stranger);
  let sharePath = '';
  let eventId = '';

  it('a host makes a Hindi invite from a template and shares it; a guest answers Going with a +1 after the OTP login; the host sees the counts and exports the CSV', async () => {
    await withPage(browser(), viewport, async (page) => {
      await page.goto('/wonderland');
      await storeLogin(page, { token: await tokenFor(HOST), phone: HOST.phone });
      await page.getByLabel('Occasion').selectOption('birthday');
      await page.getByLabel('Title').fill(TITLE);
      await page.getByLabel('Date').fill(istDateIn(20));
      await page.getByLabel('Time (IST)').fill('18:30');
      await page.getByLabel('Venue').fill('Green Park, New Delhi');
      await page.getByLabel('Host name', { exact: true }).fill('Priya');
      await page.getByRole('button', { name: 'हिन्दी (Hindi)' }).click();
      await page.getByLabel('+1s each guest may bring').selectOption('2');
      await page.getByRole('button', { name: 'Create and choose a design' }).click();
      await page.waitForURL(/\/wonderland\/create-invite-template\?eventId=/);
      eventId = new URL(page.url()).searchParams.get('eventId')!;

      await expect.poll(() => page.getByRole('img', { name: 'Invite preview' }).textContent()).toContain(TITLE);
      await page.getByRole('list', { name: 'Designs' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Save design' }).click();
      await page.getByText('Design saved.').waitFor();
      const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
      expect(link).toMatch(new RegExp(`^${baseURL}/smartinvite/share/[A-Za-z0-9]{8}$`));
      expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
        `https://wa.me/?text=${encodeURIComponent(`You're invited to ${TITLE}!`)}`,
      );
      sharePath = new URL(link).pathname;
    });

    // what WhatsApp reads: the server HTML with the preview tags
    const html = await (await fetch(`${baseURL}${sharePath}`)).text();
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="You&#x27;re invited: ${TITLE}`));
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    // og:image is the event's own invite rendered on the server, versioned by its design: a real 1200x630 PNG
    const ogImage =
      /<meta property="og:image" content="([^"]*\/api\/customer\/event\/event-invites\/([0-9a-f-]+)\/image\?size=og&amp;v=[\w-]+)"/.exec(
        html,
      );
    expect(ogImage?.[2]).toBe(eventId);
    const ogUrl = new URL(ogImage![1]!.replaceAll('&amp;', '&'), baseURL);
    const rendered = await fetch(`${baseURL}${ogUrl.pathname}${ogUrl.search}`);
    expect([rendered.status, rendered.headers.get('content-type'), rendered.headers.get('etag')?.endsWith('.og"')]).toEqual([
      200,
      'image/png',
      true,
    ]);
    const meta = await sharp(Buffer.from(await rendered.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('Green Park, New Delhi');
    // a code that names no invite says so (404), never a page a guest would take for the invite
    const unknown = await fetch(`${baseURL}/smartinvite/share/Zz9Zz9Zz`, { redirect: 'manual' });
    expect([unknown.status, unknown.headers.get('location')]).toEqual([404, null]);

    await withPage(browser(), viewport, async (page) => {
      await page.goto(sharePath);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
      await page.getByRole('button', { name: 'Going' }).click();
      await page.getByLabel('Your name').fill('Asha');
      await page.getByLabel('Guests with you (+1s)').selectOption('1');
      await page.getByRole('button', { name: 'Send my answer' }).click();
      await loginInPopup(page, GUEST);
      await page.getByText('Thank you! Your response has been saved.').waitFor();
      await expect.poll(() => page.getByTestId('my-answer').textContent()).toBe('Your answer: Going (+1)');
    });

    await withPage(browser(), viewport, async (page) => {
      await page.goto('/wonderland');
      await storeLogin(page, { token: await tokenFor(HOST), phone: HOST.phone });
      await page.goto(`/wonderland/event?id=${eventId}`);
      await expect.poll(() => page.getByTestId('count-going').textContent()).toBe('2Going');
      await expect.poll(() => page.getByRole('list', { name: 'Guests' }).textContent()).toContain('Asha +1 · Going');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`guests-${sharePath.split('/').pop()}.csv`);
      const csv = readFileSync(await download.path());
      const rows = csv
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(rows[0]).toMatch(/^"Name","Answer","Plus ones","Waitlisted","Phone \(\+91\)"/);
      expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^"Asha","Going","1","no","${GUEST.phone}",`)));
    });
  });

  it('a guest who answered posts a photo to the event wall; a stranger gets 403 on the wall API', async () => {
    expect(eventId).not.toBe('');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 90 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    await withPage(browser(), viewport, async (page) => {
      await page.goto('/wonderland');
      await storeLogin(page, { token: await tokenFor(GUEST), phone: GUEST.phone });
      await page.goto(sharePath);
      const wall = page.getByRole('region', { name: 'Event wall' });
      await wall.getByText('No photos or notes yet.').waitFor();
      await wall.locator('input[type="file"]').setInputFiles({ name: 'party.jpg', mimeType: 'image/jpeg', buffer: photo });
      const posted = wall.getByRole('img', { name: 'Photo by Asha' });
      await posted.waitFor();
      // the thumbnail really loads (a resized rendition of the upload; lazy, so brought into view first)
      await posted.scrollIntoViewIfNeeded();
      await expect.poll(() => posted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    const guestWall = await getWith(baseURL, `/api/customer/event/event-images/${eventId}`, await tokenFor(GUEST));
    expect(guestWall.status).toBe(200);
    const { data } = (await guestWall.json()) as { data: { items: { kind: string; author: string }[] } };
    expect(data.items).toContainEqual(expect.objectContaining({ kind: 'photo', author: 'Asha' }));

    const strangerWall = await getWith(baseURL, `/api/customer/event/event-images/${eventId}`, await tokenFor(STRANGER));
    expect(strangerWall.status).toBe(403);
    expect(await strangerWall.json()).toMatchObject({ error: true, status: 403 });
    // logged out: no wall either
    expect([401, 403]).toContain((await fetch(`${baseURL}/api/customer/event/event-images/${eventId}`)).status);
  });

  it('the host runs the lucky draw and the result shows, on the draw page and on the invite', async () => {
    expect(eventId).not.toBe('');
    await withPage(browser(), viewport, async (page) => {
      await page.goto('/wonderland');
      await storeLogin(page, { token: await tokenFor(HOST), phone: HOST.phone });
      await page.goto(`/lucky-draw?eventId=${eventId}`);
      const form = page.getByRole('form', { name: 'Run a draw' });
      await form.getByLabel('Prize').fill('a gift hamper');
      await form.getByRole('button', { name: 'Run the draw' }).click();
      const results = page.getByRole('region', { name: 'Results' });
      await expect.poll(() => results.textContent()).toContain('Prize: a gift hamper');
      // one guest going (the host does not count): Asha is the entrant and the winner
      expect(await results.textContent()).toContain('among 1 guest');
      expect(await results.getByRole('listitem').allTextContents()).toEqual(['Asha']);
      await form.getByRole('button', { name: 'Draw again' }).waitFor();
    });
    await withPage(browser(), viewport, async (page) => {
      await page.goto(sharePath);
      await expect.poll(() => page.getByText('Prize: a gift hamper').count()).toBe(1);
    });
  });
});

/**
 * The waitlist on a server of its own, whose outbox the test reads once it is stopped (the
 * PGlite folder is one process's at a time; there is no HTTP way to the outbox, by design). WhatsApp goes to a
 * stand-in provider in this test, so the test knows when the promotion job has sent its message.
 */
describe('the waitlist of a full event', () => {
  const WAITLIST_SCENES = [
    {
      viewport: 'mobile' as Viewport,
      host: e2eLogin('invites', 6),
      first: e2eLogin('invites', 7),
      second: e2eLogin('invites', 8),
      third: e2eLogin('invites', 9),
    },
    {
      viewport: 'desktop' as Viewport,
      host: e2eLogin('invites', 10),
      first: e2eLogin('invites', 11),
      second: e2eLogin('invites', 12),
      third: e2eLogin('invites', 13),
    },
  ];
  let folder = '';
  let server: RunningServer | undefined;
  let whatsapp: WhatsAppStandIn | undefined;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'party-waitlist-'));
    whatsapp = await startWhatsAppStandIn();
    server = await startProductionServer({
      build: false,
      extraEnv: {
        PGLITE_DIR: path.join(folder, 'pglite'),
        NEXT_PUBLIC_CHECK_CONTRACTS: '1',
        ...whatsapp.env,
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await whatsapp?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const origin = () => {
    if (!server) throw new Error('server not started');
    return server.baseURL;
  };
  const put = (url: string, token: string, body: unknown) =>
    fetch(`${origin()}${url}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const tokenAt = async (login: { phone: string; code: string }) => {
    const token = await loginTokenAt(origin(), login);
    if (!token) throw new Error('login failed');
    return token;
  };
  const promotedTo = (phone: string) =>
    (whatsapp?.sent ?? []).some((m) => m.to === `+91${phone}` && m.templateName === 'invite_waitlist_promoted');
  /** A console session cookie of this server's bootstrap admin, who reads the outbox with whole recipients. */
  const adminCookie = () => staffCookieAt(origin(), E2E_STAFF_LOGINS[0]!);
  /** The recipients of the waitlist promotions the outbox records as sent (GET /api/ops/messages), sorted. */
  const promotionsSent = async (cookie: string) => {
    const answer = await fetch(`${origin()}/api/ops/messages?channel=whatsapp&status=sent`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { messages: { recipient: string; template: string | null }[] } };
    return data.messages
      .filter((message) => message.template === 'invite_waitlist_promoted')
      .map((message) => message.recipient)
      .sort();
  };

  it.each(WAITLIST_SCENES)(
    'at $viewport, with capacity 2 a third guest is waitlisted in the browser and promoted with a WhatsApp message when one declines',
    async ({ viewport, host, first, second, third }) => {
      const created = await postJsonTo(
        origin(),
        '/api/customer/event/create-event-invite',
        {
          occasion: 'birthday',
          title: 'Kabir turns 7',
          date: istDateIn(15),
          time: '17:00',
          venue: 'Lodhi Garden, New Delhi',
          hostNames: ['Meera'],
          rsvp: { capacity: 2, plusOnesAllowed: 0, showGuestList: true, showCount: true },
        },
        { Authorization: `Bearer ${await tokenAt(host)}` },
      );
      expect(created.status).toBe(201);
      const event = ((await created.json()) as { data: { _id: string; shortCode: string } }).data;
      const firstToken = await tokenAt(first);
      for (const [login, token, name] of [
        [first, firstToken, 'Ravi'],
        [second, await tokenAt(second), 'Sunita'],
      ] as const) {
        const answer = await put('/api/customer/event/event-guest', token, { eventId: event._id, name, rsvpStatus: 'going', plusOnes: 0 });
        expect([login.phone, answer.status, ((await answer.json()) as { data: { waitlisted: boolean } }).data.waitlisted]).toEqual([
          login.phone,
          200,
          false,
        ]);
      }

      await withPage(
        browser(),
        viewport,
        async (page) => {
          await page.goto('/wonderland');
          await storeLogin(page, { token: await tokenAt(third), phone: third.phone });
          await page.goto(`/smartinvite/share/${event.shortCode}`);
          await page.getByRole('button', { name: 'Going' }).click();
          await page.getByLabel('Your name').fill('Farhan');
          await page.getByRole('button', { name: 'Send my answer' }).click();
          await page.getByText('The event is full: you are on the waitlist. We will message you if a place opens.').first().waitFor();
          await expect.poll(() => page.getByTestId('my-answer').textContent()).toBe('Your answer: Waitlist');

          const declined = await put('/api/customer/event/event-guest', firstToken, {
            eventId: event._id,
            name: 'Ravi',
            rsvpStatus: 'declined',
            plusOnes: 0,
          });
          expect(declined.status).toBe(200);
          await page.reload();
          await expect.poll(() => page.getByTestId('my-answer').textContent()).toBe('Your answer: Going');
        },
        { origin: origin() },
      );
      // the promotion is a queued job: its WhatsApp message reaches the provider within a few seconds
      await expect.poll(() => promotedTo(third.phone), { timeout: 20_000 }).toBe(true);
      expect(promotedTo(second.phone)).toBe(false);
    },
  );

  it('the promotion messages are in the outbox, one per promoted guest', async () => {
    // the outbox row is written just after the provider answers: wait until the server has recorded both, then stop it
    const cookie = await adminCookie();
    await expect
      .poll(() => promotionsSent(cookie), { timeout: 20_000 })
      .toEqual(WAITLIST_SCENES.map(({ third }) => `+91${third.phone}`).sort());
    await server?.stop();
    server = undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
    try {
      for (const { third } of WAITLIST_SCENES) {
        const entries = await listOutbox(handle.db, `+91${third.phone}`, 'whatsapp');
        const promoted = entries.filter((entry) => entry.template === 'invite_waitlist_promoted');
        expect(promoted.map((entry) => entry.status)).toEqual(['sent']);
        expect(JSON.stringify(promoted[0]!.payload)).not.toContain(third.phone);
      }
      for (const { first } of WAITLIST_SCENES) {
        const entries = await listOutbox(handle.db, `+91${first.phone}`, 'whatsapp');
        expect(entries.filter((entry) => entry.template === 'invite_waitlist_promoted')).toEqual([]);
      }
    } finally {
      await handle.close();
    }
  }, 60_000);
});
