import { describe, expect, it } from 'vitest';
import { strayLatinWords } from '../../lib/i18n/latinAllowList';
import { text } from '../helpers/messages';
import { baseURL, setupBrowser, withPage } from './fixtures';

const browser = setupBrowser();

/** A common message in Hindi, as the Hindi pages show it. */
const hi = (key: string) => text('common', key, {}, 'hi');

describe('the site in Hindi (390x844)', () => {
  it('switches to Hindi from the header, keeps it on reload and moves an English link to its Hindi page', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-IN');
      await page.getByTestId('header-mobile').getByTestId('language-switch').click();
      await page.waitForURL(`${baseURL}/hi`);
      await page.getByRole('heading', { level: 1, name: text('home', 'hero.title', {}, 'hi') }).waitFor();
      // Next's router sets <html lang> as it shows the other language's page
      await page.waitForFunction(() => document.documentElement.lang === 'hi', undefined, { timeout: 5000 });

      // the header, the drawer and the footer in Hindi
      const header = page.getByTestId('header-mobile');
      await expect(header.getByTestId('language-switch').textContent()).resolves.toBe('English');
      await header.getByRole('button', { name: hi('header.openMenu') }).click();
      const drawer = page.getByRole('navigation', { name: hi('drawer.nav') });
      await drawer.getByRole('link', { name: hi('nav.home') }).waitFor();
      await expect(drawer.getByRole('link', { name: hi('nav.chefForParty') }).getAttribute('href')).resolves.toBe(
        '/hi/book-chef-cook-for-party',
      );
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('site-footer').textContent()).resolves.toContain(hi('footer.cities'));
      await expect(page.getByTestId('site-footer').textContent()).resolves.toContain(hi('city.delhi'));

      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'ps_lang')?.value).toBe('hi');

      await page.reload();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('hi');
      expect(page.url()).toBe(`${baseURL}/hi`);

      // an English address (a search result, a shared link) moves to the chosen language
      await page.goto('/aboutus');
      await page.waitForURL(`${baseURL}/hi/aboutus`);
      await page.getByRole('heading', { level: 1, name: hi('nav.aboutUs') }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('hi');
    });
  });

  it('suggests Hindi to a Hindi-first browser on the English home page, and closing it keeps English', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['hi-IN', 'en'] }));
      await page.goto('/');
      const suggestion = page.getByTestId('language-suggestion');
      await suggestion.waitFor();
      await suggestion.getByRole('button', { name: 'Keep English' }).click();
      await expect(suggestion.count()).resolves.toBe(0);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'ps_lang')?.value).toBe('en');
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.getByTestId('language-suggestion').count()).resolves.toBe(0);
    });
  });

  it('shows the home, About, Contact and Terms pages in Devanagari, brands and the English switch aside', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      for (const path of ['/hi', '/hi/aboutus', '/hi/contactus', '/hi/termsCondition']) {
        await page.goto(path);
        await expect(page.locator('html').getAttribute('lang'), path).resolves.toBe('hi');
        // the visible text, node by node, without what is in another language on purpose (the switch to English,
        // lang="en-IN"), the contact lines' phone number and e-mail address, and the test-site strip (`_document`
        // renders it outside the page; it speaks Hindi once `_document` passes it the page's locale)
        const words = await page.evaluate(() => {
          const skip = '[lang^="en"], script, style, noscript, template, a[href^="mailto:"], a[href^="tel:"], [data-test-site-ribbon]';
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const parts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement?.closest(skip)) parts.push(node.textContent ?? '');
          }
          return parts.join(' ');
        });
        expect(strayLatinWords(words), path).toEqual([]);
      }
      await page.goto('/hi/termsCondition');
      await expect(page.getByTestId('terms-binding-note').textContent()).resolves.toContain('अंग्रेज़ी');
    });
  });
});
