import { describe, expect, it } from 'vitest';
import { CATEGORY_LINKS, DESKTOP_LINKS, DRAWER_LINKS } from '../../lib/navigation';
import { text } from '../helpers/messages';
import { baseURL, fakeLoggedIn, statusOf, setupBrowser, withPage } from './fixtures';

const browser = setupBrowser();

const HOME_STYLE = [
  '/',
  '/photography-page',
  '/party-food-delivery-live-catering-buffet/party-food-delivery',
  '/wonderland',
  '/chat',
  '/accounts',
  '/templates',
];
const INNER_STYLE = ['/aboutus', '/book-chef-cook-for-party', '/balloon-decoration/birthday', '/orderlist', '/contactus', '/lucky-draw'];
const BOTTOM_NAV = ['/wonderland', '/templates', '/chat', '/accounts', '/services'];
/** Invite-app sections that show the Access Restricted popup to a visitor who is not logged in (chat). */
const NOT_OPEN_YET = ['/chat'];
const NO_WHATSAPP = ['/wonderland', '/templates', '/chat', '/accounts', '/services', '/orderlist'];

describe('header style per route (spec 2 Header)', () => {
  it('uses the home style on home, photography, food and invite-app pages, the inner style elsewhere', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      for (const path of HOME_STYLE) {
        await page.goto(path);
        await expect(page.locator('header').getAttribute('data-header-style'), path).resolves.toBe('home');
      }
      for (const path of INNER_STYLE) {
        await page.goto(path);
        await expect(page.locator('header').getAttribute('data-header-style'), path).resolves.toBe('inner');
      }
    });
  });

  it('hides the header entirely on /services', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/services');
      await expect(page.locator('h1').textContent()).resolves.toBe('Services');
      expect(await page.locator('header').count()).toBe(0);
    });
  });
});

describe('desktop menu (1280x800)', () => {
  it('lists the spec entries and every one leads to a page that answers 200', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Categories' }).click();
      await page.getByRole('menu').waitFor();
      const items = page.getByRole('menuitem');
      await expect(items.allTextContents()).resolves.toEqual(CATEGORY_LINKS.map((l) => text('common', l.key)));
      for (const link of CATEGORY_LINKS) expect(await statusOf(link.href), link.href).toBe(200);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu').count()).resolves.toBe(0);

      for (const link of DESKTOP_LINKS) {
        expect(await nav.getByRole('link', { name: text('common', link.key) }).getAttribute('href')).toBe(link.href);
        expect(await statusOf(link.href), link.href).toBe(200);
      }
      await nav.getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL(`${baseURL}/aboutus`);
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    });
  });

  it('navigates from a Categories entry', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Categories' }).click();
      await page.getByRole('menuitem', { name: 'Photography' }).click();
      await page.waitForURL(`${baseURL}/photography-page`);
      await page.getByRole('heading', { level: 1, name: /Photography/ }).waitFor();
    });
  });

  it('switches Login to Logout at once on the login-state-change event, and logs out to the home page keeping unrelated storage', async () => {
    await withPage(
      browser(),
      'desktop',
      async (page, watched) => {
        await page.goto('/aboutus');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('button', { name: 'Login' }).isVisible()).resolves.toBe(true);
        await page.evaluate(() => {
          for (const [key, value] of Object.entries({
            token: 't',
            userID: 'u',
            mobileNumber: '9876543210',
            totalUnread: '2',
            themePreference: 'dark',
          }))
            localStorage.setItem(key, value);
          sessionStorage.setItem('draft:chef', '{"version":1,"draft":{}}');
        });
        // The made-up token 't' would be refused by the server (and a refused token ends the session in the browser):
        // answer the signed-in header's unread count and the logout call here, and check the logout was made.
        await page.route('**/api/chat/groups?*', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ error: false, status: 200, message: 'Chat rooms', data: { rooms: [], totalUnread: 2 } }),
          }),
        );
        // the signed-in tab's live unread count asks for a stream ticket: the refused made-up token would end the
        // session before the click, so the ticket request fails as a network error would (the count then polls)
        await page.route('**/api/chat/stream-ticket', (route) => route.abort('failed'));
        await fakeLoggedIn(page);
        await page.route('**/api/user/logout', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ error: false, status: 200, message: 'Logout Successful', data: { revokedSessions: 1 } }),
          }),
        );
        const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/user/logout') && r.method() === 'POST');
        await nav.getByRole('button', { name: 'Logout' }).waitFor();
        await nav.getByRole('button', { name: 'Logout' }).click();
        // the session is ended on the server too, with the token the browser just forgot
        expect((await logoutCall).headers()['authorization']).toBe('Bearer t');
        const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
        await dialog.waitFor();
        await expect(dialog.textContent()).resolves.toContain('You have been logged out successfully.');
        await page.waitForURL(`${baseURL}/`);
        // spec 4 Logout: the spec's keys and the customer's drafts go, other storage stays
        expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ isLoggedIn: 'false', themePreference: 'dark' });
        expect(await page.evaluate(() => sessionStorage.getItem('draft:chef'))).toBeNull();
        await dialog.getByRole('button', { name: 'OK' }).click();
        await nav.getByRole('button', { name: 'Login' }).waitFor();
        // the failed stream tickets (and the browser's note of each) are the page's only problems
        const unexpected = watched.problems.filter(
          (p) => !p.includes('/api/chat/stream-ticket') && !/Failed to load resource: net::ERR_FAILED/.test(p),
        );
        expect(unexpected).toEqual([]);
      },
      { allowProblems: true },
    );
  });
});

describe('mobile drawer and inner header (390x844)', () => {
  it('lists the spec entries in order, each answering 200, traps focus and closes on Escape', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Mobile' });
      await drawer.waitFor();
      const labels = (await drawer.getByRole('link').allTextContents()).concat(await drawer.getByRole('button').allTextContents());
      // the links, the switch to Hindi (a link to this page under /hi), then Login
      expect(labels).toEqual([...DRAWER_LINKS.map((l) => text('common', l.key)), 'हिंदी', 'Login']);
      expect(await drawer.getByTestId('language-switch').getAttribute('href')).toBe('/hi');
      for (const link of DRAWER_LINKS) {
        expect(await drawer.getByRole('link', { name: text('common', link.key) }).getAttribute('href')).toBe(link.href);
        expect(await statusOf(link.href), link.href).toBe(200);
      }
      for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-paper')))).toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    });
  });

  it('navigates from a drawer entry', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Chef for Party' }).click();
      await page.waitForURL(`${baseURL}/book-chef-cook-for-party`);
    });
  });

  it('shows a back arrow and a readable title derived from the path on inner pages', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Book a Chef' }).first().click();
      await page.waitForURL(`${baseURL}/book-chef-cook-for-party`);
      await page
        .getByTestId('header-title')
        .filter({ hasText: /^Book Chef Cook For Party$/ })
        .waitFor();
      await page.getByRole('button', { name: 'Go back' }).click();
      await page.waitForURL(`${baseURL}/`);
      await page.goto('/balloon-decoration/kids-birthday');
      await expect(page.getByTestId('header-title').textContent()).resolves.toBe('Kids Birthday');
    });
  });

  it('shows the desktop menu only on wide screens and the mobile row only on phones', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      await expect(page.getByTestId('header-desktop').isVisible()).resolves.toBe(false);
      await expect(page.getByTestId('header-mobile').isVisible()).resolves.toBe(true);
    });
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/');
      await expect(page.getByTestId('header-desktop').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('header-mobile').isVisible()).resolves.toBe(false);
    });
  });
});

describe('footer or bottom navigation (spec 2 Footer)', () => {
  it('shows the footer with its columns, contact, social links and the current year elsewhere', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      for (const path of ['/lucky-draw', '/', '/aboutus']) {
        await page.goto(path);
        const footer = page.locator('footer');
        await expect(footer.isVisible(), path).resolves.toBe(true);
        expect(await page.getByRole('navigation', { name: 'App' }).count(), path).toBe(0);
      }
      const footer = page.locator('footer');
      for (const heading of ['About', 'Services', 'Services, Chef, Decorations and Photographer in your city', 'Contact']) {
        await expect(footer.getByRole('heading', { name: heading, exact: true }).isVisible()).resolves.toBe(true);
      }
      expect(await footer.getByRole('link', { name: '+91 99999 99999' }).getAttribute('href')).toBe('tel:+919999999999');
      expect(await footer.getByRole('link', { name: 'care@example-party.in' }).getAttribute('href')).toBe('mailto:care@example-party.in');
      expect(await footer.getByRole('link', { name: /on Instagram/ }).getAttribute('href')).toBe('https://www.instagram.com/example-party');
      expect(await footer.getByRole('link', { name: 'Noida', exact: true }).getAttribute('href')).toBe('/noida');
      await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()} Party Services`);
      expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/termsCondition#privacy-policy');
      expect(await footer.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/termsCondition');
    });
  });

  it('replaces the footer with the bottom navigation on invite-app pages, with the unread badge', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      for (const path of BOTTOM_NAV) {
        await page.goto(path);
        // the sections not open yet show the Access Restricted popup, which hides the page from assistive tech until closed
        if (NOT_OPEN_YET.includes(path))
          await page.getByRole('dialog', { name: 'Access Restricted' }).getByRole('button', { name: 'OK' }).click();
        const nav = page.getByRole('navigation', { name: 'App' });
        await nav.waitFor();
        await expect(nav.getByRole('link').allTextContents(), path).resolves.toEqual(['Invites', 'Services', 'Account']);
        expect(await page.locator('footer').count(), path).toBe(0);
      }
      await page.evaluate(() => {
        localStorage.setItem('totalUnread', '7');
        window.dispatchEvent(new Event('unread-change'));
      });
      await page.getByRole('link', { name: 'Invites, 7 unread messages' }).waitFor();
    });
  });
});

describe('floating WhatsApp button (spec 2)', () => {
  it('appears with a message naming the page service, except on the spec list', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/book-chef-cook-for-party');
      const href = await page.getByTestId('whatsapp-button').getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/919999999999\?text=/);
      expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('Chef for Party');
      for (const path of ['/', '/aboutus', '/balloon-decoration/birthday', '/photography-page']) {
        await page.goto(path);
        expect(await page.getByTestId('whatsapp-button').count(), path).toBe(1);
      }
      for (const path of NO_WHATSAPP) {
        await page.goto(path);
        expect(await page.getByTestId('whatsapp-button').count(), path).toBe(0);
      }
    });
  });
});

describe('Access Restricted popup', () => {
  it('opens on an invite-app page with the spec text, traps focus and closes on Escape', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/chat');
      const dialog = page.getByRole('dialog', { name: 'Access Restricted' });
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain('Currently unable to access this section.');
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  });
});

describe('browser protections (spec 2)', () => {
  it('blocks the context menu, dragging and the developer shortcuts, and nothing else', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/aboutus');
      const prevented = await page.evaluate(() => {
        const key = (init: KeyboardEventInit) => {
          const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
          document.body.dispatchEvent(event);
          return event.defaultPrevented;
        };
        const other = (type: string) => {
          const event = new MouseEvent(type, { bubbles: true, cancelable: true });
          document.body.dispatchEvent(event);
          return event.defaultPrevented;
        };
        return {
          f12: key({ key: 'F12' }),
          ctrlU: key({ key: 'u', ctrlKey: true }),
          ctrlS: key({ key: 's', ctrlKey: true }),
          ctrlShiftI: key({ key: 'I', ctrlKey: true, shiftKey: true }),
          ctrlShiftC: key({ key: 'C', ctrlKey: true, shiftKey: true }),
          contextmenu: other('contextmenu'),
          dragstart: other('dragstart'),
          plainS: key({ key: 's' }),
          ctrlC: key({ key: 'c', ctrlKey: true }),
        };
      });
      expect(prevented).toEqual({
        f12: true,
        ctrlU: true,
        ctrlS: true,
        ctrlShiftI: true,
        ctrlShiftC: true,
        contextmenu: true,
        dragstart: true,
        plainS: false,
        ctrlC: false,
      });
    });
  });
});

describe('tag manager', () => {
  it('is not in the server HTML, loads after the page is interactive and pushes page_view on every route change', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).not.toContain('googletagmanager');
    await withPage(browser(), 'desktop', async (page) => {
      const order: string[] = [];
      page.on('load', () => order.push('load'));
      page.on('request', (request) => {
        if (request.url().startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST')) order.push('gtm');
      });
      const gtmRequest = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js'), { timeout: 15_000 });
      await page.goto('/', { waitUntil: 'load' });
      await gtmRequest;
      expect(order).toEqual(['load', 'gtm']);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL(`${baseURL}/contactus`);
      // routeChangeComplete follows the URL change once the page has rendered
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).some((e) => e.page_path === '/contactus'),
      );
      const views = await page.evaluate(() =>
        ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((e) => e.event === 'page_view')
          .map((e) => e.page_path),
      );
      expect(views).toEqual(['/', '/contactus']);
    });
  });
});
