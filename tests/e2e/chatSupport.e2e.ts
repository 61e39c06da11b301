/**
 * The support and order chats in Chromium (customers and the provider at 390x844, the console
 * on a laptop):
 * a. a customer opens Help from their paid order's page: the support room opens with the order number attached; a
 *    support agent finds the conversation in the console's queue, assigns it to themself and answers with a canned
 *    reply and a typed one; the customer sees each answer live, from "Name (Support)", without reloading; the unread
 *    badge rises while they are on the room list and clears once they read it; their question shows read (✓✓) once
 *    the agent opened the conversation, not when the queue listed it. Outside 09:00-21:00 IST the automatic reply
 *    comes first.
 * b. an order room: another customer's paid order is offered at once to a free demo chef (the order page offers
 *    "Open order chat"), and operations reassign it in the console to a chef added with working hours; before the
 *    slot the provider writes a phone number and an e-mail address in the partner app; the customer reads them
 *    masked in /chat; the support agent opens the order's chat from the console order page and reads the original,
 *    and answers in it.
 *
 * The support hours: this file runs its own server (its own console admin, no shared logins) whose clock
 * (./shiftedClock.js, a test-only preload) is set into a closed period: to 22:00 IST next unless the real time is
 * already closed for the next 90 minutes of the same IST day. So the automatic reply is always expected, with the
 * text the server's time gives ("9:00 am tomorrow" or "today"). Every step waits on visible state, never a sleep.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CANNED_REPLIES } from '../../lib/chat/cannedReplies';
import { maskContacts } from '../../lib/chat/masking';
import { supportAutoReply, supportOpen } from '../../lib/chat/rules';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { bookAndPayAt, chefOrderBodyAt } from '../helpers/httpApi';
import type { VIEWPORTS } from './browser';
import { addNoidaChefAt } from './api';
import { consoleSignIn, setupBrowser, storeLogin } from './fixtures';
import { customerLoginVia, useSceneServer } from './sceneServer';
import { E2E_PUBLIC_ENV, E2E_SUPPORT_CHAT_LOGINS } from './server';

const browser = setupBrowser();
const { admin: ADMIN, support: SUPPORT, operations: OPERATIONS, provider: PROVIDER } = E2E_SUPPORT_CHAT_LOGINS;
const ASKER = E2E_SUPPORT_CHAT_LOGINS.customers[0]!;
const ORDERER = E2E_SUPPORT_CHAT_LOGINS.customers[1]!;
const GREETING = CANNED_REPLIES.find((reply) => reply.label === 'Greeting')!;

/**
 * How far ahead of the real clock the server's clock runs (ms, never negative: cookies and tokens it issues expire
 * later, never earlier): 0 when the next 90 minutes are outside support hours on the same IST day, else up to 22:00 IST.
 */
function closedClockOffset(now = Date.now()): number {
  const margin = 90 * 60_000;
  const closedAhead = !supportOpen(new Date(now)) && !supportOpen(new Date(now + margin));
  if (closedAhead && istDate(new Date(now)) === istDate(new Date(now + margin))) return 0;
  const today = istDate(new Date(now));
  const tonight = istDateTime(today, 22).getTime();
  return (tonight > now ? tonight : istDateTime(addIstDays(today, 1), 22).getTime()) - now;
}
const CLOCK_OFFSET_MS = closedClockOffset();

/** Opens /chat without waiting for a quiet network (its event stream never is). */
async function openChat(page: Page): Promise<void> {
  await page.goto('/chat', { waitUntil: 'load' });
  await page.getByRole('list', { name: 'Chats' }).waitFor();
}

/** The accessible name of the bottom nav's Invites tab (with the unread count when there is one). */
const invitesTab = (page: Page) => page.getByRole('navigation', { name: 'App' }).getByRole('link').first().getAttribute('aria-label');
/** The accessible name of the header's chat link. */
const chatLink = (page: Page) => page.getByRole('link', { name: /^Chat/ }).getAttribute('aria-label');

describe('support chat and order room at 390x844', () => {
  const scene = useSceneServer(browser, { name: 'support-chat', clockOffsetMs: CLOCK_OFFSET_MS, admin: ADMIN });
  const { origin, post } = scene;
  const open = async (viewport: keyof typeof VIEWPORTS) => (await scene.open(viewport)).page;

  /** Logs a customer in through the API: their token and id. */
  const customerLogin = (login: { phone: string; code: string }) => customerLoginVia(post, login);

  /** A phone page of a signed-in customer (the login stored as the login popup does). */
  async function customerPage(login: { token: string; userId: string }, phone: string): Promise<Page> {
    const page = await open('mobile');
    await page.goto('/aboutus');
    await storeLogin(page, { token: login.token, userId: login.userId, phone });
    return page;
  }

  it('Help from an order page reaches the console and the answer comes back live; an order room masks the provider’s number for the customer, not for support', async () => {
    // --- the console's admin adds the support agent and the operations member (operations' key adds the chef later)
    const adminPage = await open('desktop');
    await adminPage.goto('/ops/staff');
    await adminPage.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(adminPage, 'ops', ADMIN);
    await adminPage.waitForURL(/\/ops\/staff$/);
    for (const member of [
      { phone: SUPPORT.phone, name: 'Sana Support', role: 'support' },
      { phone: OPERATIONS.phone, name: 'Omar Operations', role: 'operations' },
    ]) {
      const status = await adminPage.evaluate(async (body) => {
        const answer = await fetch('/api/ops/staff', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return answer.status;
      }, member);
      expect(status).toBe(201);
    }

    // ===== a. Help from the order page
    const asker = await customerLogin(ASKER);
    const askerOrder = await bookAndPayAt(origin(), asker.token, await chefOrderBodyAt(origin(), 'Anita Desai'));
    const customer = await customerPage(asker, ASKER.phone);
    await customer.goto(`/order-details?id=${askerOrder._id}`);
    await customer.getByTestId('order-status').first().waitFor();
    await customer.getByRole('button', { name: 'Help', exact: true }).click();
    await customer.waitForURL(/\/chat\?room=/);
    await customer.getByRole('heading', { name: 'Party Services support' }).waitFor();
    // the order number is attached as the conversation's context
    await customer
      .locator('li')
      .filter({ hasText: `Help asked from order ${askerOrder.orderNumber}` })
      .waitFor();

    const question = `Where is my chef for ${askerOrder.orderNumber}? Please confirm the time.`;
    await customer.getByRole('textbox', { name: 'Message' }).fill(question);
    await customer.getByRole('button', { name: 'Send' }).click();
    const asked = customer.locator('li[data-mine="true"]').filter({ hasText: question });
    await expect.poll(() => asked.getByLabel('Sent').count()).toBe(1);
    // outside 09:00-21:00 IST (the server's clock, see above): the automatic reply with the next opening and WhatsApp
    const serverNow = new Date(Date.now() + CLOCK_OFFSET_MS);
    expect(supportOpen(serverNow)).toBe(false);
    const autoReply = customer.locator('li').filter({ hasText: 'Thanks for your message.' });
    await autoReply.waitFor({ timeout: 10_000 });
    expect((await autoReply.textContent())?.trim()).toBe(supportAutoReply(serverNow, E2E_PUBLIC_ENV.NEXT_PUBLIC_WHATSAPP_NUMBER));
    expect(await autoReply.getByRole('link').getAttribute('href')).toBe(`https://wa.me/${E2E_PUBLIC_ENV.NEXT_PUBLIC_WHATSAPP_NUMBER}`);
    // the room is open and read: no unread anywhere
    await expect.poll(() => invitesTab(customer)).toBe('Invites');

    // --- the support agent signs in to the console: the conversation waits in the queue
    const agent = await open('desktop');
    await agent.goto('/ops/chat');
    await agent.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(agent, 'ops', SUPPORT);
    await agent.waitForURL(/\/ops\/chat$/);
    const line = agent.getByTestId('inbox-room');
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    await line.getByTestId('inbox-waiting').waitFor();
    expect(await line.textContent()).toContain('Unassigned');
    /** The customer's question's tick as a fresh load of the room shows it. */
    const tickAfterReload = async () => {
      await customer.reload({ waitUntil: 'load' });
      await customer.getByRole('heading', { name: 'Party Services support' }).waitFor();
      await asked.waitFor();
      return asked.locator('[data-tick]').getAttribute('data-tick');
    };
    // the queue listed it and read nothing: the customer's question still shows one tick
    expect(await tickAfterReload()).toBe('sent');

    await line.click();
    await agent.getByText(`phone ending ${ASKER.phone.slice(-4)}`).waitFor();
    const thread = agent.getByTestId('inbox-message');
    await thread.filter({ hasText: question }).waitFor();
    // the agent has opened the conversation (and not answered yet): the customer's question shows read (✓✓)
    expect(await tickAfterReload()).toBe('read');
    await thread.filter({ hasText: `Help asked from order ${askerOrder.orderNumber}` }).waitFor();
    // the customer's orders beside the conversation
    await agent.getByRole('complementary', { name: 'Customer orders' }).getByRole('link', { name: askerOrder.orderNumber }).waitFor();

    // assigns it to themself
    await agent.getByRole('combobox', { name: 'Assigned to' }).click();
    await agent.getByRole('option', { name: 'Sana Support (me)' }).click();
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toContain('Assigned to me');

    // answers with a canned reply: the customer, in the open room, sees it live from "Sana (Support)"
    await agent.getByRole('button', { name: GREETING.label }).click();
    expect(await agent.getByTestId('inbox-composer').inputValue()).toBe(GREETING.text);
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.filter({ hasText: GREETING.text }).waitFor();
    const greeting = customer.locator('li[data-mine="false"]').filter({ hasText: GREETING.text });
    await greeting.waitFor({ timeout: 10_000 });
    expect(await greeting.locator('p').first().textContent()).toBe('Sana (Support)');
    // read in the open room: no unread once the room's read mark has reached the server
    await expect.poll(() => invitesTab(customer)).toBe('Invites');

    // the customer goes back to the room list; the next answer raises the badge there, live
    await customer.getByRole('button', { name: 'Back to chats' }).click();
    await customer.getByRole('list', { name: 'Chats' }).waitFor();
    const answerText = 'Your chef Ramesh will reach you at 12:30 pm.';
    await agent.getByTestId('inbox-composer').fill(answerText);
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => invitesTab(customer), { timeout: 10_000 }).toBe('Invites, 1 unread messages');
    await expect.poll(() => chatLink(customer)).toBe('Chat, 1 unread messages');
    await customer.getByRole('button', { name: 'Party Services support, 1 unread' }).click();
    const answered = customer.locator('li[data-mine="false"]').filter({ hasText: answerText });
    await answered.waitFor();
    expect(await answered.locator('p').first().textContent()).toBe('Sana (Support)');
    // read: the badge clears, here and in the server's count
    await expect.poll(() => invitesTab(customer), { timeout: 10_000 }).toBe('Invites');
    await expect.poll(() => customer.evaluate(() => localStorage.getItem('totalUnread'))).toBe('0');
    await expect.poll(() => chatLink(customer)).toBe('Chat');

    // ===== b. the order room
    const orderer = await customerLogin(ORDERER);
    const order = await bookAndPayAt(origin(), orderer.token, await chefOrderBodyAt(origin(), 'Vikram Rao'));

    // operations' key adds the chef, with working hours (a provider is assigned only within them)
    await addNoidaChefAt(origin(), { name: 'Ramesh Kumar', phone: PROVIDER.phone });

    // the paid order was offered at once to a free demo chef; operations reassign it to Ramesh in the console
    const operations = await open('desktop');
    await operations.goto(`/ops/orders/${order._id}`);
    await operations.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(operations, 'ops', OPERATIONS);
    await operations.waitForURL(new RegExp(`/ops/orders/${order._id}$`));
    await operations.getByRole('combobox', { name: /^Reassign to/ }).waitFor();
    // the order's room is there already: it was opened with the automatic offer
    await operations.getByRole('link', { name: 'Open order chat' }).waitFor();
    await operations.getByRole('combobox', { name: /^Reassign to/ }).click();
    await operations.getByRole('option', { name: `Ramesh Kumar (${PROVIDER.phone})` }).click();
    await operations.getByRole('button', { name: 'Reassign', exact: true }).click();
    // the action's own answer (the timeline also gains a "Provider changed" line once it reloads)
    await operations.getByRole('alert').filter({ hasText: 'Provider assigned' }).waitFor();
    await operations.getByRole('link', { name: 'Open order chat' }).waitFor();

    // the chef, on a phone before the slot, writes a number and an e-mail address in the partner app
    const provider = await open('mobile');
    await provider.goto(`/partner/jobs/${order._id}`);
    await provider.waitForURL(/\/partner\/login\?next=/);
    await consoleSignIn(provider, 'partner', PROVIDER);
    await provider.waitForURL(new RegExp(`/partner/jobs/${order._id}$`));
    const original = 'Namaste, I am your chef. Call me on 9876543210 or write to ramesh.cook@example.com about the menu.';
    const masked = maskContacts(original);
    expect(masked).not.toContain('9876543210');
    expect(masked).not.toContain('ramesh.cook@example.com');
    const jobChat = provider.getByRole('region', { name: 'Chat with the customer' });
    await jobChat.getByTestId('job-chat-input').fill(original);
    await jobChat.getByRole('button', { name: 'Send' }).click();
    // the provider, too, sees contact details hidden until the job starts
    await jobChat.getByTestId('job-chat-message').filter({ hasText: masked }).waitFor();

    // the customer reads it masked in /chat
    const ordererPage = await customerPage(orderer, ORDERER.phone);
    await openChat(ordererPage);
    await ordererPage.getByRole('button', { name: new RegExp(`${order.orderNumber}, 1 unread$`) }).click();
    const fromChef = ordererPage.locator('li[data-mine="false"]').filter({ hasText: 'Namaste' });
    await fromChef.waitFor();
    expect(await fromChef.locator('p').first().textContent()).toBe('Ramesh');
    const shown = (await fromChef.textContent()) ?? '';
    expect(shown).toContain(masked);
    expect(shown).not.toContain('9876543210');
    expect(shown).not.toContain('ramesh.cook@example.com');

    // support opens the order's chat from the console order page and reads the original
    await agent.goto(`/ops/orders/${order._id}`);
    await agent.getByRole('link', { name: 'Open order chat' }).click();
    await agent.waitForURL(/\/ops\/chat\?room=/);
    await agent.getByTestId('inbox-title').filter({ hasText: order.orderNumber }).waitFor();
    await agent.getByTestId('inbox-message').filter({ hasText: original }).waitFor();
    // and writes in it: the customer sees it live, from support
    const note = 'Support here: we have shared your menu with the chef.';
    await agent.getByTestId('inbox-composer').fill(note);
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
    const fromSupport = ordererPage.locator('li[data-mine="false"]').filter({ hasText: note });
    await fromSupport.waitFor({ timeout: 10_000 });
    expect(await fromSupport.locator('p').first().textContent()).toBe('Sana (Support)');

    scene.expectCleanPages();
  }, 240_000);
});
