/**
 * Chat rooms in Chromium at 390x844: a guest of an invite and its host chat in the event room; each sees
 * the other's message without reloading (the tab's EventSource), and the guest's unread badge (bottom nav's Invites
 * tab and the header) rises with the host's message and clears once the guest has read it. HTML is shown literally
 * and only the http(s) link is a link. Test logins 6 (host) and 7 (guest) are this file's (38 and 39, suggested,
 * belong to gallery.e2e.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson, istDateIn, tokenFor } from './api';
import { baseURL, logInBrowser, setupBrowser, withPage } from './fixtures';
import { e2eLogin } from './server';

const browser = setupBrowser();
const HOST = e2eLogin('chatRooms', 0);
const GUEST = e2eLogin('chatRooms', 1);
const TITLE = 'Kabir turns seven';

/** Opens /chat: not waiting for a quiet network, which an open event stream never is. */
async function openChat(page: Page): Promise<void> {
  await page.goto('/chat', { waitUntil: 'load' });
  await page.getByRole('list', { name: 'Chats' }).waitFor();
}

/** The accessible name of the Invites tab (with the unread count when there is one). */
const invitesTab = (page: Page) => page.getByRole('navigation', { name: 'App' }).getByRole('link').first().getAttribute('aria-label');

describe('chat in an event room at 390x844', () => {
  it('host and guest see each other’s messages live; the guest’s unread badge rises and clears', async () => {
    const hostToken = await tokenFor(HOST);
    const created = await postJson(
      '/api/customer/event/create-event-invite',
      {
        occasion: 'birthday',
        title: TITLE,
        date: istDateIn(12),
        time: '17:00',
        venue: 'Sector 62, Noida',
        hostNames: ['Priya'],
        language: 'en',
        rsvp: { plusOnesAllowed: 0, showGuestList: true, showCount: true },
      },
      { Authorization: `Bearer ${hostToken}` },
    );
    expect(created.status).toBe(201);
    const eventId = ((await created.json()) as { data: { _id: string } }).data._id;
    const answered = await fetch(`${baseURL}/api/customer/event/event-guest`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenFor(GUEST)}` },
      body: JSON.stringify({ eventId, name: 'Meera', rsvpStatus: 'going', plusOnes: 0 }),
    });
    expect(answered.status).toBe(200);

    await withPage(browser(), 'mobile', async (host) => {
      await withPage(browser(), 'mobile', async (guest) => {
        for (const [page, login] of [
          [host, HOST],
          [guest, GUEST],
        ] as const) {
          await page.goto('/wonderland');
          await logInBrowser(page, login);
          await openChat(page);
        }
        await expect.poll(() => invitesTab(guest)).toBe('Invites');

        // the host opens the event room and writes; HTML stays text, the https URL alone is a link
        await host.getByRole('button', { name: TITLE }).click();
        await host.getByRole('heading', { name: TITLE }).waitFor();
        await host
          .getByRole('textbox', { name: 'Message' })
          .fill('Hello <b>everyone</b>, the plan: https://example.com/plan and javascript:alert(1)');
        await host.getByRole('button', { name: 'Send' }).click();
        const sent = host.locator('li[data-mine="true"]').last();
        await expect.poll(() => sent.getByLabel('Sent').count()).toBe(1);
        // the message box stays on screen at the bottom of the phone
        const box = await host.getByRole('textbox', { name: 'Message' }).boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(844);
        expect(box && box.y).toBeGreaterThan(600);

        // the guest, on the room list, without a reload: the unread count rises on the room, the tab and the header
        await expect.poll(() => invitesTab(guest), { timeout: 10_000 }).toBe('Invites, 1 unread messages');
        await guest.getByRole('link', { name: 'Chat, 1 unread messages' }).waitFor();
        await expect.poll(() => guest.getByTestId('room-unread').textContent()).toBe('1');

        await guest.getByRole('button', { name: `${TITLE}, 1 unread` }).click();
        const received = guest.locator('li[data-mine="false"]').filter({ hasText: 'Hello' });
        await received.waitFor();
        expect(await received.textContent()).toContain('Hello <b>everyone</b>, the plan: https://example.com/plan and javascript:alert(1)');
        expect(await received.locator('b').count()).toBe(0);
        const links = received.getByRole('link');
        expect(await links.count()).toBe(1);
        expect([await links.getAttribute('href'), await links.getAttribute('rel')]).toEqual([
          'https://example.com/plan',
          'noopener nofollow ugc',
        ]);
        // read: the badge clears, here and in the server's count
        await expect.poll(() => invitesTab(guest), { timeout: 10_000 }).toBe('Invites');
        await expect.poll(() => guest.evaluate(() => localStorage.getItem('totalUnread'))).toBe('0');
        expect(await guest.getByRole('link', { name: /^Chat/ }).getAttribute('aria-label')).toBe('Chat');

        // the guest answers; the host sees it in the open room without a reload
        await guest.getByRole('textbox', { name: 'Message' }).fill('Count me in!');
        await guest.getByRole('button', { name: 'Send' }).click();
        await host.locator('li[data-mine="false"]').filter({ hasText: 'Count me in!' }).waitFor({ timeout: 10_000 });
        expect(await host.locator('li[data-mine="false"]').filter({ hasText: 'Count me in!' }).textContent()).toContain('Meera');
      });
    });
  });
});
